import { randomBytes } from 'node:crypto';
import type { ServiceContext } from '../../services';
import { newId } from '../../lib/ids';
import { createOrganization, firstOrganizationName } from '../../portal/organizationsService';
import { joinOrganizationsByDomain } from '../domainJoin';
import { passwordHasherFor } from '../passwords';
import { DEFAULT_USER_METADATA } from '../profile';
import { normaliseEmail } from '../usersRepository';
import { PASSWORD_PROVIDER_ID, type OidcProviderConfig } from './ssoConfig';

/** What the provider vouched for, read from the ID token (and the userinfo endpoint where the token lacks it). */
export interface VerifiedIdentity {
  /** The provider's subject. */
  subject: string;
  /** E-mail address the provider has verified. */
  email: string;
  /** Display name, when the provider gave one. */
  name?: string;
}

/** The account a single sign-on resolves to. */
export interface SsoAccount {
  userId: string;
  email: string;
  /** True when this sign-in created the account (and its first organization). */
  created: boolean;
}

/**
 * The account with the provider's verified e-mail address, created when there is none. A new account gets a
 * user_id prefixed with the provider id, a password nobody knows (so the password form cannot open it and costs the
 * same time as for any account), and its own first organization exactly as sign-up makes it, which allows e-mail and
 * password and this provider. Either way the address counts as verified, so domain join policies apply to it.
 */
export async function linkOrCreateAccount(ctx: ServiceContext, provider: OidcProviderConfig, identity: VerifiedIdentity): Promise<SsoAccount> {
  const email = normaliseEmail(identity.email);
  const existing = await ctx.repositories.users.findByEmail(email);
  if (existing) {
    await ctx.repositories.transaction(async (tx) => {
      await tx.emailVerifications.markVerified(existing.user_id, email);
      await joinOrganizationsByDomain(tx, existing.user_id, email);
    });
    return { userId: existing.user_id, email, created: false };
  }
  const userId = `${provider.id}|${newId(24)}`;
  const name = identity.name?.trim().slice(0, 100) || email.split('@')[0];
  const passwordHash = await passwordHasherFor(ctx).hash(randomBytes(32).toString('base64url'));
  try {
    await ctx.repositories.transaction(async (tx) => {
      await tx.users.insert({ userId, email, name, passwordHash, userMetadata: DEFAULT_USER_METADATA });
      const { orgId } = await createOrganization(tx, { name: firstOrganizationName(email, name), ownerUserId: userId });
      await tx.organizations.updateAllowedIdentityProviders(orgId, [PASSWORD_PROVIDER_ID, provider.id]);
      await tx.emailVerifications.markVerified(userId, email);
      await joinOrganizationsByDomain(tx, userId, email);
    });
  } catch (error) {
    // Two first sign-ins of the same address at once: the other one created the account; link to it.
    if (error instanceof Error && /constraint/i.test(error.message)) {
      const winner = await ctx.repositories.users.findByEmail(email);
      if (winner) return { userId: winner.user_id, email, created: false };
    }
    throw error;
  }
  return { userId, email, created: true };
}
