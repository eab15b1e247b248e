import type { Migration } from '../migrate';

/**
 * Every schema migration, in version order. Versions 1-99: metadata (identity, orgs, apps, members, tokens);
 * 100-199: events, users, companies, subscriptions and actions.
 */
export const migrations: Migration[] = [];
