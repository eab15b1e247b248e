import type { FastifyRequest } from 'fastify';
import type { Principal } from '../auth/guard';
import type { AppContext } from '../context';
import { newId } from '../lib/ids';
import type { AuditAction } from './actions';
import { sanitizeDetails, type AuditDetails } from './auditDetails';
import type { AuditActor, AuditQuery, AuditRecord } from './auditRepository';

export type { AuditQuery, AuditRecord };

/** The platform itself as an actor (scheduled jobs such as data retention). */
export const SYSTEM_ACTOR: AuditActor = { kind: 'system', id: null, email: null };

/** Longest user agent kept. */
const MAX_USER_AGENT = 400;

/** What happened, as an area reports it to recordAudit. */
export interface AuditEntry {
  orgId: string;
  action: AuditAction;
  /** Who did it: the authenticated principal, an explicit actor, or the system when absent. */
  actor?: Principal | AuditActor;
  /** The request it happened in: its client address and user agent are recorded. */
  request?: FastifyRequest;
  /** What it was done to. */
  object?: { type: string; id: string | null };
  /** Small facts (names, roles, counts); keys naming credentials are dropped. */
  details?: AuditDetails;
}

/** Audit records matching the query, newest first (ties broken by id, descending). */
export function listAudit(ctx: Pick<AppContext, 'repositories'>, query: AuditQuery): Promise<AuditRecord[]> {
  return ctx.repositories.audit.list(query);
}

function isPrincipal(actor: Principal | AuditActor): actor is Principal {
  return 'orgIds' in actor;
}

/** The audit actor of a principal: a user with their e-mail address, or a management key by its id. */
export function actorOf(actor: Principal | AuditActor | undefined): AuditActor {
  if (!actor) return SYSTEM_ACTOR;
  if (!isPrincipal(actor)) return actor;
  if (actor.kind === 'user') return { kind: 'user', id: actor.userId ?? null, email: actor.email ?? null };
  return { kind: 'key', id: actor.keyId ?? null, email: null };
}

function userAgentOf(request: FastifyRequest | undefined): string | null {
  const agent = request?.headers['user-agent'];
  return typeof agent === 'string' && agent ? agent.slice(0, MAX_USER_AGENT) : null;
}

/**
 * Appends one record to the organization's audit log: the one service every area calls after an action succeeded.
 * Never throws: a failed write must not fail the action, so it is logged (on the request's logger when there is
 * one) and the action goes on. Call it outside transactions: it writes through the database's write connection.
 */
export async function recordAudit(ctx: Pick<AppContext, 'repositories'>, entry: AuditEntry): Promise<void> {
  try {
    await ctx.repositories.audit.insert({
      id: newId(16),
      orgId: entry.orgId,
      at: new Date(),
      actor: actorOf(entry.actor),
      ip: entry.request?.ip ?? null,
      userAgent: userAgentOf(entry.request),
      action: entry.action,
      objectType: entry.object?.type ?? null,
      objectId: entry.object?.id ?? null,
      details: sanitizeDetails(entry.details),
    });
  } catch (error) {
    const message = `audit record ${entry.action} for organization ${entry.orgId} was not written: ${error instanceof Error ? error.message : String(error)}`;
    if (entry.request) entry.request.log.error(message);
    else console.error(message);
  }
}

/** recordAudit for each organization (e.g. a sign-in, recorded in every organization of the member). */
export async function recordAuditInOrgs(ctx: Pick<AppContext, 'repositories'>, orgIds: string[], entry: Omit<AuditEntry, 'orgId'>): Promise<void> {
  for (const orgId of orgIds) await recordAudit(ctx, { ...entry, orgId });
}
