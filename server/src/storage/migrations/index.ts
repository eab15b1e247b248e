import type { Migration } from '../migrate';
import { identity } from './001_identity';
import { organizations } from './002_organizations';
import { subscriptions } from './003_subscriptions';
import { managementForms } from './004_management_forms';
import { demoOrganization } from './005_demo_org';
import { formSubmissions } from './050_form_submissions';
import { eventsStore } from './100_events';

/**
 * Every schema migration, in version order. Versions 1-99: metadata (identity, orgs, apps, members, tokens);
 * 100-199: events, users, companies, subscriptions and actions.
 */
export const migrations: Migration[] = [identity, organizations, subscriptions, managementForms, demoOrganization, formSubmissions, eventsStore];
