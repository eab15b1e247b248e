/**
 * The closed list of actions the audit log records, with what each means. A new area adds its actions here (and
 * to the README's table) before it calls recordAudit; the list route and the screen's filter read it.
 */
export const AUDIT_ACTIONS = {
  'auth.sign_in': 'A member signed in (recorded in each of their organizations)',
  'auth.sign_in_failed': 'A sign-in with a member\'s e-mail address failed (recorded in each of their organizations)',
  'auth.mfa_enabled': 'A member turned two-factor sign-in on (recorded in each of their organizations)',
  'auth.mfa_disabled': 'A member turned two-factor sign-in off (recorded in each of their organizations)',
  'auth.mfa_recovery_codes_replaced': 'A member replaced their two-factor recovery codes (recorded in each of their organizations)',
  'member.invited': 'An e-mail address was invited to join, with a role',
  'member.invite_revoked': 'A pending invitation was revoked',
  'member.joined': 'An invited person accepted the invitation and became a member',
  'member.role_changed': 'A member\'s role was changed',
  'member.removed': 'A member was removed or left the organization',
  'key.created': 'An API key was created',
  'key.revoked': 'An API key was revoked',
  'org.updated': 'Organization settings changed (name, domain, join policy, identity providers, two-factor)',
  'org.deleted': 'The organization was deleted with its apps and data',
  'app.created': 'An app was created',
  'app.updated': 'An app was renamed or its time zone or week start changed',
  'app.deleted': 'An app was deleted with its data',
  'app_config.updated': 'An app\'s collection settings changed (sampling, body capture, masking)',
  'retention.updated': 'The data retention period changed',
  'retention.deleted': 'Events older than the retention period were deleted',
} as const;

/** One action the audit log records. */
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** Every action name, in the order above. */
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** True if the value is one of the recorded actions. */
export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(AUDIT_ACTIONS, value);
}
