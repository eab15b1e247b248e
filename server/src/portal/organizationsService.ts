import type { SqlRunner } from '../storage/duckdb/database';
import { newId } from '../lib/ids';
import { insertTrialSubscription } from '../subscription/repository';
import { insertApp } from './appsRepository';
import { insertMembership } from './membershipsRepository';
import { insertOrganization } from './organizationsRepository';

/** Name of the app every new organization starts with. */
export const FIRST_APP_NAME = 'My First App';

/** Ids of a newly created organization and its first app. */
export interface CreatedOrganization {
  orgId: string;
  appId: string;
}

/**
 * Creates an organization with its first app, a 14-day trial subscription and the creator as Owner.
 * Run inside a transaction so that nothing half-made remains on failure.
 */
export async function createOrganization(tx: SqlRunner, input: { name: string; ownerUserId: string; appName?: string }): Promise<CreatedOrganization> {
  const orgId = newId();
  const appId = newId();
  await insertOrganization(tx, orgId, input.name);
  await insertApp(tx, { appId, orgId, name: input.appName ?? FIRST_APP_NAME });
  await insertTrialSubscription(tx, orgId, input.name);
  await insertMembership(tx, orgId, input.ownerUserId, 'Owner');
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
