import { createHash } from 'node:crypto';
import type { UserPrincipal } from '../auth/guard';
import { roleAllows } from '../auth/roles';
import { sessionExpired } from '../http/errors';
import { newId } from '../lib/ids';
import { isDemoOrg } from '../portal/demoOrg';
import { FIRST_APP_NAME, createOrganization, firstOrganizationName } from '../portal/organizationsService';
import type { MetadataRepositories, Repositories } from '../repositories';
import type { Partner } from './catalog';

/** Scope a user needs in an organization to link it to a partner (Owners and Admins). */
export const PROVISION_SCOPE = 'update:subscriptions';
/** Scope a user needs to see an organization's partner link. */
export const READ_LINK_SCOPE = 'read:subscriptions';

/** Answer of POST /api/subscription/partners/{partner}/provision. */
export interface ProvisionResult {
  /** The organization now linked to the partner. */
  organization_id: string;
  /** The app the partner's data goes to (the organization's first app unless linked before). */
  app_id: string;
  /** Partner name from the catalog. */
  partner: string;
  /** Partner name shown to people. */
  display_name: string;
  /** Always true: the link exists when this answers. */
  provisioned: true;
  /** True when this call created the organization (the caller administered none). */
  organization_created: boolean;
}

/** Answer of GET /api/subscription/partners/{partner}. */
export interface PartnerStatus {
  partner: string;
  display_name: string;
  /** Whether one of the caller's organizations (or the one asked for) is linked to the partner. */
  linked: boolean;
  /** The linked organization, or null. */
  organization_id: string | null;
  /** The app the partner's data goes to, or null. */
  app_id: string | null;
  /** When the link was first made (ISO 8601), or null. */
  linked_at: string | null;
}

/** What the caller asked for: an explicit organization (already access-checked) and the marketplace token. */
export interface ProvisionInput {
  orgId?: string;
  token?: string;
}

/** The caller's organizations other than the demo one where they hold `scope`, in membership order. */
function orgsWith(principal: UserPrincipal, scope: string): string[] {
  return Object.entries(principal.orgRoles ?? {})
    .filter(([orgId, role]) => !isDemoOrg(orgId) && roleAllows(role, scope))
    .map(([orgId]) => orgId);
}

/** The app a link points to: the stored one if it still exists, else the organization's first app (made if none). */
async function appFor(tx: Repositories, orgId: string, linkedAppId: string | undefined): Promise<string> {
  const apps = await tx.apps.listOfOrgs([orgId]);
  const kept = apps.find((a) => a.app_id === linkedAppId) ?? apps[0];
  if (kept) return kept.app_id;
  const appId = newId();
  await tx.apps.insert({ appId, orgId, name: FIRST_APP_NAME });
  return appId;
}

/** Links customers arriving from a partner marketplace to an organization and app. */
export class PartnerService {
  constructor(private readonly repositories: MetadataRepositories) {}

  /**
   * Links an organization of the caller to the partner, idempotently. Without an explicit organization it reuses an
   * organization already linked to the partner, else the first one the caller administers, else creates one (with
   * its first app, a trial and the caller as Owner). Runs in one transaction, so concurrent calls cannot create two.
   */
  provision(principal: UserPrincipal, partner: Partner, input: ProvisionInput): Promise<ProvisionResult> {
    const tokenSha256 = input.token ? createHash('sha256').update(input.token).digest('hex') : null;
    return this.repositories.transaction(async (tx) => {
      const candidates = input.orgId ? [input.orgId] : orgsWith(principal, PROVISION_SCOPE);
      const [existing] = await tx.partnerLinks.findLinks(candidates, partner.name);
      let orgId = existing?.org_id ?? candidates[0];
      let created = false;
      if (!orgId) {
        const user = await tx.users.findById(principal.userId);
        if (!user) throw sessionExpired();
        orgId = (await createOrganization(tx, { name: firstOrganizationName(user.email, user.name), ownerUserId: user.user_id })).orgId;
        created = true;
      }
      const appId = await appFor(tx, orgId, existing?.app_id);
      await tx.partnerLinks.upsertLink({ orgId, partner: partner.name, appId, linkedBy: principal.userId, tokenSha256 });
      await tx.users.setPartnerNameIfUnset(principal.userId, partner.name);
      return {
        organization_id: orgId, app_id: appId, partner: partner.name, display_name: partner.display_name,
        provisioned: true, organization_created: created,
      };
    });
  }

  /** Whether the given organization (already access-checked), or any organization of the caller, is linked. */
  async status(principal: UserPrincipal, partner: Partner, orgId?: string): Promise<PartnerStatus> {
    const orgIds = orgId ? [orgId] : orgsWith(principal, READ_LINK_SCOPE);
    const [link] = await this.repositories.partnerLinks.findLinks(orgIds, partner.name);
    return {
      partner: partner.name,
      display_name: partner.display_name,
      linked: link !== undefined,
      organization_id: link?.org_id ?? null,
      app_id: link?.app_id ?? null,
      linked_at: link ? link.created_at.toISOString() : null,
    };
  }
}
