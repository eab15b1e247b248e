import type { EventBackend } from '../eventBackend';
import { HttpError, badRequest } from '../http/errors';
import { newId } from '../lib/ids';
import type { MetadataRepositories, Repositories } from '../repositories';
import type { AppRow } from './appsRepository';
import type { OrganizationRow, OrganizationSettings } from './organizationsRepository';

/** Name of the app every new organization starts with. */
export const FIRST_APP_NAME = 'My First App';

/** Ids of a newly created organization and its first app. */
export interface CreatedOrganization {
  orgId: string;
  appId: string;
}

/** What deleting an organization removed. */
export interface OrganizationDeletion {
  apps: number;
  events: number;
}

/** The settings an update may send; absent ones keep their value. */
export type OrganizationSettingsChanges = Partial<OrganizationSettings>;

/** Settings an update may change, in the order they are checked and reported. */
export const ORGANIZATION_SETTINGS = ['name', 'allowed_identity_providers', 'join_organization_policy', 'mfa_enforced', 'organization_domain'] as const;

/**
 * Creates an organization with its first app, a 14-day trial subscription and the creator as Owner, on the
 * repositories of a transaction (so that nothing half-made remains on failure): sign-up, partner provisioning and
 * POST /organizations all create organizations this way.
 */
export async function createOrganization(tx: Repositories, input: { name: string; ownerUserId: string; appName?: string }): Promise<CreatedOrganization> {
  const orgId = newId();
  const appId = newId();
  await tx.organizations.insert(orgId, input.name);
  await tx.apps.insert({ appId, orgId, name: input.appName ?? FIRST_APP_NAME });
  await tx.subscriptions.insertTrial(orgId, input.name);
  await tx.memberships.insert(orgId, input.ownerUserId, 'Owner');
  return { orgId, appId };
}

const PERSONAL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'yahoo.com', 'icloud.com', 'me.com',
  'aol.com', 'proton.me', 'protonmail.com', 'gmx.com', 'gmx.de', 'mail.com', 'yandex.com', 'qq.com', 'example.com',
]);

/** Name for a new user's first organization: the company part of a work e-mail domain, else "<name>'s Organization". */
export function firstOrganizationName(email: string, name: string): string {
  const domain = email.split('@')[1] ?? '';
  if (domain && !PERSONAL_DOMAINS.has(domain)) {
    const labels = domain.split('.').filter((label) => !['www', 'mail', 'email', 'corp'].includes(label));
    const company = labels[0];
    if (company) return company.charAt(0).toUpperCase() + company.slice(1);
  }
  return `${name}'s Organization`;
}

/** An organization's stored settings, with the identity providers parsed. */
export function settingsOf(org: OrganizationRow): OrganizationSettings {
  return {
    name: org.name,
    allowed_identity_providers: JSON.parse(org.allowed_identity_providers) as string[],
    join_organization_policy: org.join_organization_policy,
    mfa_enforced: org.mfa_enforced,
    organization_domain: org.organization_domain,
  };
}

/** Organizations: listing, creation, settings, renaming and deletion with all their data. */
export class OrganizationsService {
  constructor(
    private readonly repositories: MetadataRepositories,
    private readonly events: EventBackend,
    /** Whether the event store is the metadata database, so one transaction deletes both (the embedded default). */
    private readonly eventsShareTransactions: boolean,
  ) {}

  /** The given organizations (in the order of the ids) and their apps. */
  async withApps(orgIds: string[]): Promise<{ orgs: OrganizationRow[]; apps: AppRow[] }> {
    const orgs = await this.repositories.organizations.list(orgIds);
    return { orgs, apps: await this.repositories.apps.listOfOrgs(orgIds) };
  }

  /** Every app of the given organizations, oldest first. */
  appsOf(orgIds: string[]): Promise<AppRow[]> {
    return this.repositories.apps.listOfOrgs(orgIds);
  }

  /** The user's default app per organization; undefined for callers that are not users. */
  async defaultApps(userId: string | undefined): Promise<Map<string, string | null> | undefined> {
    if (!userId) return undefined;
    const memberships = await this.repositories.memberships.listOfUser(userId);
    return new Map(memberships.map((m) => [m.org_id, m.default_app_id]));
  }

  /** The organization, or a 404 'Organization not found'. */
  async get(orgId: string): Promise<OrganizationRow> {
    const org = await this.repositories.organizations.find(orgId);
    if (!org) throw new HttpError(404, 'Organization not found');
    return org;
  }

  /** Creates an organization with its first app and trial for its Owner; answers it with its apps. */
  async create(ownerUserId: string, input: { name: string; appName?: string }): Promise<{ org: OrganizationRow; apps: AppRow[] }> {
    const name = input.name.trim();
    if (!name) throw badRequest('The organization name must not be blank');
    const appName = input.appName?.trim() || undefined;
    const { orgId } = await this.repositories.transaction((tx) => createOrganization(tx, { name, ownerUserId, appName }));
    const org = await this.repositories.organizations.find(orgId);
    if (!org) throw new HttpError(500, 'The organization could not be created');
    return { org, apps: await this.repositories.apps.listOfOrgs([orgId]) };
  }

  /**
   * Changes the settings sent (at least one); the billing name follows a new name. Answers the settings before and
   * after, and the organization as stored now.
   */
  async updateSettings(orgId: string, changes: OrganizationSettingsChanges): Promise<{ before: OrganizationSettings; after: OrganizationSettings; updated: OrganizationRow }> {
    const current = await this.get(orgId);
    if (!ORGANIZATION_SETTINGS.some((k) => changes[k] !== undefined)) throw badRequest(`Send at least one of: ${ORGANIZATION_SETTINGS.join(', ')}`);
    const before = settingsOf(current);
    const after: OrganizationSettings = {
      name: changes.name !== undefined ? changes.name.trim() : current.name,
      allowed_identity_providers: changes.allowed_identity_providers ?? before.allowed_identity_providers,
      join_organization_policy: changes.join_organization_policy ?? current.join_organization_policy,
      mfa_enforced: changes.mfa_enforced ?? current.mfa_enforced,
      organization_domain: changes.organization_domain !== undefined ? changes.organization_domain : current.organization_domain,
    };
    if (!after.name) throw badRequest('The organization name must not be blank');
    if (after.join_organization_policy === 'domain_auto_join' && !after.organization_domain) {
      throw badRequest('Set organization_domain before choosing the domain_auto_join policy');
    }
    await this.repositories.organizations.update(orgId, after);
    if (after.name !== current.name) await this.repositories.subscriptions.updateOrgName(orgId, after.name);
    return { before, after, updated: await this.get(orgId) };
  }

  /** Renames the organization (and its subscription's billing name); 404 when it does not exist. Answers the name. */
  async rename(orgId: string, newName: string): Promise<string> {
    const name = newName.trim();
    if (!name) throw badRequest('The organization name must not be blank');
    const org = await this.repositories.organizations.find(orgId);
    if (!org) throw new HttpError(404, 'Organization not found');
    await this.repositories.organizations.update(orgId, { ...settingsOf(org), name });
    await this.repositories.subscriptions.updateOrgName(orgId, name);
    return name;
  }

  /**
   * Deletes an organization whose name the caller typed, with everything stored under its id (events and actions,
   * users, companies, subscriptions, anonymous visitors, spans, memberships, invites, partner links, plan and usage
   * counters, any table a later area adds), then its apps and the organization itself. Collector keys die with the
   * apps; members keep their accounts and other organizations.
   *
   * One transaction when the metadata shares the embedded database. With the metadata in PostgreSQL, the event
   * store goes first, then the metadata: a failure between the two leaves an organization that can be deleted again.
   */
  async delete(orgId: string, confirmName: string): Promise<{ org: OrganizationRow; deleted: OrganizationDeletion }> {
    const org = await this.get(orgId);
    if (confirmName.trim() !== org.name) throw badRequest(`Type the organization name '${org.name}' exactly to confirm the deletion`);
    if (this.eventsShareTransactions) {
      return { org, deleted: await this.repositories.transaction((tx) => tx.organizations.deleteWithRows(orgId)) };
    }
    const events = await this.events.deleteOrganizationData(orgId);
    const { apps } = await this.repositories.transaction((tx) => tx.organizations.deleteWithRows(orgId));
    return { org, deleted: { apps, events } };
  }
}
