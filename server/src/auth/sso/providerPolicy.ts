import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { isDemoOrg } from '../../portal/demoOrg';
import { PASSWORD_PROVIDER_ID } from './ssoConfig';

/** Product error code: the organization does not allow the way this session signed in. */
export const IDENTITY_PROVIDER_NOT_ALLOWED = 'identity_provider_not_allowed';

/** How a provider id reads in a message: its configured name, 'e-mail and password' for 'email'. */
function describe(ctx: AppContext, id: string): string {
  if (id === PASSWORD_PROVIDER_ID) return 'e-mail and password';
  return ctx.config.sso.providers.find((p) => p.id === id)?.name ?? id;
}

function list(names: string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/**
 * An organization's `allowed_identity_providers`, applied on every call scoped to it (the request guard's
 * requireOrg): a user whose session signed in another way gets 403 `identity_provider_not_allowed` naming the ways
 * the organization allows. Sign-in itself is not refused, so a member of several organizations keeps the others;
 * the organization list still shows the organization. The read-only demo organization and management keys (which
 * are not sign-ins) are not affected.
 */
export async function assertIdentityProviderAllowed(ctx: AppContext, orgId: string, identityProvider: string | undefined): Promise<void> {
  if (isDemoOrg(orgId)) return;
  const org = await ctx.repositories.organizations.findSignInPolicy(orgId);
  if (!org) return;
  const allowed = JSON.parse(org.allowed_identity_providers) as string[];
  const used = identityProvider ?? PASSWORD_PROVIDER_ID;
  if (allowed.includes(used)) return;
  const ways = list(allowed.map((id) => describe(ctx, id)));
  throw new HttpError(403, `${org.name} allows sign-in only with ${ways}; you signed in with ${describe(ctx, used)}. Log out and sign in with ${ways} to use this organization.`, IDENTITY_PROVIDER_NOT_ALLOWED);
}
