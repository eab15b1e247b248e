/** Role of a member in an organization. */
export type Role = 'Owner' | 'Admin' | 'Member' | 'Read Only';

/** Every role, most powerful first. */
export const ROLES: readonly Role[] = ['Owner', 'Admin', 'Member', 'Read Only'];

/** A scope is a verb and a resource, e.g. read:events or create:access_tokens. */
export const SCOPE_PATTERN = /^(read|create|update|delete):[a-z][a-z0-9_]{0,63}$/;

/**
 * Resources only Owners and Admins may change: the organization itself, its apps and their collection settings
 * (sampling, body capture, masking change what is collected for everyone), its members and subscriptions.
 */
const ADMIN_RESOURCES = new Set(['organizations', 'apps', 'app_configs', 'members', 'subscriptions']);

/** Resources only Owners and Admins may even read: the audit log tells who did what, from where. */
const ADMIN_READ_RESOURCES = new Set(['audit_logs']);

/** Resources the portal knows about, listed on the roles screen. */
export const RESOURCES = [
  'events', 'users', 'companies', 'subscriptions', 'actions', 'workspaces', 'public_workspaces', 'dashboards', 'cohorts',
  'governance_rules', 'billing_meters', 'plans', 'prices', 'alert_rules', 'emails', 'access_tokens', 'profile_view_config',
  'app_configs', 'apps', 'organizations', 'members', 'audit_logs',
] as const;

const VERBS = ['read', 'create', 'update', 'delete'] as const;

/** True if the string has the form verb:resource. */
export function isScope(value: string): boolean {
  return SCOPE_PATTERN.test(value);
}

/** Whether a member with this role holds the scope. */
export function roleAllows(role: Role, scope: string): boolean {
  if (role === 'Owner' || role === 'Admin') return true;
  const [verb, resource] = scope.split(':');
  if (ADMIN_READ_RESOURCES.has(resource)) return false;
  if (role === 'Read Only') return verb === 'read';
  return verb === 'read' || !ADMIN_RESOURCES.has(resource);
}

/** The scopes a role holds: 'all', or the explicit list over the known resources. */
export function scopesOfRole(role: Role): string[] | 'all' {
  if (role === 'Owner' || role === 'Admin') return 'all';
  return VERBS.flatMap((verb) => RESOURCES.map((r) => `${verb}:${r}`)).filter((s) => roleAllows(role, s));
}

/** True if the value is one of the role names. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Descriptions shown with each role (GET /api/portal/{org}/user_roles). */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  Owner: 'Full access, including billing, organization settings, apps and members. Every organization keeps at least one Owner.',
  Admin: 'Full access to data, apps, members and organization settings.',
  Member: 'Reads and edits analytics data, dashboards, alerts and rules; cannot change apps, members or organization settings.',
  'Read Only': 'Reads data and dashboards; cannot change anything.',
};
