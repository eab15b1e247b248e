/**
 * Reading required scopes out of a permission error (SPEC sections 5 and 6), e.g.
 * 'Missing required scope(s): read:events, create:users' -> ['read:events', 'create:users'].
 */

/** A scope: an action (read, create, update, delete) and a resource, written 'action:resource'. */
export type Scope = `${'read' | 'create' | 'update' | 'delete'}:${string}`;

const SCOPE_PATTERN = /\b(?:read|create|update|delete):[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*/g;

/** The scopes named in a message, in order of first appearance, without duplicates; [] for anything else. */
export function extractScopes(message: unknown): Scope[] {
  if (typeof message !== 'string') return [];
  const found = message.match(SCOPE_PATTERN) ?? [];
  return [...new Set(found)] as Scope[];
}
