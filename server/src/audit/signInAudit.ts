import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { isDemoOrg } from '../portal/demoOrg';
import { recordAuditInOrgs } from './auditService';

/** How a sign-in was made: a password, a password and a second factor, or a single sign-on provider (`sso:<id>`). */
export type SignInMethod = 'password' | 'password+two-factor' | `sso:${string}`;

/**
 * Records a sign-in or a failed sign-in in every organization the account belongs to (an address without an
 * account, or an account without organizations, records nothing). The e-mail address is the actor's, whether or not
 * the password was right; the password itself is never recorded.
 */
export async function recordSignIn(ctx: AppContext, request: FastifyRequest, email: string, succeeded: boolean, method: SignInMethod = 'password'): Promise<void> {
  try {
    const user = await ctx.repositories.users.findByEmail(email);
    if (!user) return;
    const orgIds = (await ctx.repositories.memberships.listOfUser(user.user_id)).map((m) => m.org_id).filter((orgId) => !isDemoOrg(orgId));
    await recordAuditInOrgs(ctx, orgIds, {
      action: succeeded ? 'auth.sign_in' : 'auth.sign_in_failed',
      actor: { kind: 'user', id: user.user_id, email: user.email },
      request,
      object: { type: 'user', id: user.user_id },
      details: { method },
    });
  } catch (error) {
    request.log.error(`sign-in audit was not written: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Records a change to a member's own two-factor sign-in in every organization they belong to. */
export async function recordTwoFactorChange(
  ctx: AppContext,
  request: FastifyRequest,
  user: { userId: string; email?: string | null },
  action: 'auth.mfa_enabled' | 'auth.mfa_disabled' | 'auth.mfa_recovery_codes_replaced',
): Promise<void> {
  try {
    const orgIds = (await ctx.repositories.memberships.listOfUser(user.userId)).map((m) => m.org_id).filter((orgId) => !isDemoOrg(orgId));
    await recordAuditInOrgs(ctx, orgIds, {
      action,
      actor: { kind: 'user', id: user.userId, email: user.email ?? null },
      request,
      object: { type: 'user', id: user.userId },
    });
  } catch (error) {
    request.log.error(`two-factor audit was not written: ${error instanceof Error ? error.message : String(error)}`);
  }
}
