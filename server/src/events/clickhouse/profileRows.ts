import type { Json, JsonObject } from '../types';

/** The bookkeeping columns of every profile row (migration 2 of the ClickHouse schema). */
export interface StoredProfile {
  org_id: string;
  app_id: string;
  created_at: Date;
  updated_at: Date;
  /** A tombstone: the profile was deleted at this version. */
  deleted: boolean;
  /** ReplacingMergeTree keeps the row with the highest version of a key. */
  version: number;
}

/** The growing parts shared by users, visitors and companies. */
export interface ProfileParts {
  metadata: JsonObject | null;
  session_tokens: string[];
  ip_address: string | null;
  campaign: JsonObject | null;
  modified_time: Date | null;
}

/** First and last event time of a user or company. */
export interface SeenTimes {
  first_seen_time: Date | null;
  last_seen_time: Date | null;
}

/** An app_users row, JSON parsed and times as Dates (the shape profileDocuments.ts reads). */
export interface StoredUser extends StoredProfile, ProfileParts, SeenTimes {
  user_id: string;
  company_id: string | null;
  user_agent_string: string | null;
}

/** An app_anonymous_users row. */
export interface StoredVisitor extends StoredProfile, ProfileParts {
  anonymous_id: string;
  user_id: string | null;
  company_id: string | null;
  user_agent_string: string | null;
}

/** An app_companies row. */
export interface StoredCompany extends StoredProfile, ProfileParts, SeenTimes {
  company_id: string;
  company_domain: string | null;
}

/** An app_subscriptions row. */
export interface StoredSubscription extends StoredProfile {
  subscription_id: string;
  company_id: string;
  status: string;
  current_period_start: Date | null;
  current_period_end: Date | null;
  items: Json[] | null;
  metadata: JsonObject | null;
}

/** A profile table: its name, key column, and the columns stored as JSON text and as epoch milliseconds. */
export interface ProfileTable<R extends StoredProfile> {
  name: 'app_users' | 'app_anonymous_users' | 'app_companies' | 'app_subscriptions';
  key: keyof R & string;
  json: Array<keyof R & string>;
  times: Array<keyof R & string>;
}

const BOOKKEEPING_TIMES = ['created_at', 'updated_at'] as const;

export const USERS: ProfileTable<StoredUser> = {
  name: 'app_users', key: 'user_id', json: ['metadata', 'campaign'],
  times: ['modified_time', 'first_seen_time', 'last_seen_time', ...BOOKKEEPING_TIMES],
};
export const VISITORS: ProfileTable<StoredVisitor> = {
  name: 'app_anonymous_users', key: 'anonymous_id', json: ['metadata', 'campaign'], times: ['modified_time', ...BOOKKEEPING_TIMES],
};
export const COMPANIES: ProfileTable<StoredCompany> = {
  name: 'app_companies', key: 'company_id', json: ['metadata', 'campaign'],
  times: ['modified_time', 'first_seen_time', 'last_seen_time', ...BOOKKEEPING_TIMES],
};
export const SUBSCRIPTIONS: ProfileTable<StoredSubscription> = {
  name: 'app_subscriptions', key: 'subscription_id', json: ['items', 'metadata'],
  times: ['current_period_start', 'current_period_end', ...BOOKKEEPING_TIMES],
};

/** A row as ClickHouse answers it → the stored profile (JSON text parsed, epoch ms → Date, deleted → boolean). */
export function decodeProfile<R extends StoredProfile>(table: ProfileTable<R>, row: Record<string, unknown>): R {
  const out: Record<string, unknown> = { ...row, deleted: row.deleted === 1 };
  for (const column of table.json) out[column] = typeof row[column] === 'string' ? JSON.parse(row[column] as string) : null;
  for (const column of table.times) out[column] = typeof row[column] === 'number' ? new Date(row[column] as number) : null;
  return out as unknown as R;
}

/** The stored profile → the row to insert (JSON as text, including arrays such as items; Dates as epoch ms). */
export function encodeProfile<R extends StoredProfile>(table: ProfileTable<R>, profile: R): Record<string, unknown> {
  const out: Record<string, unknown> = { ...profile, deleted: profile.deleted ? 1 : 0 };
  for (const column of table.json) out[column] = profile[column] === null ? null : JSON.stringify(profile[column]);
  for (const column of table.times) out[column] = (profile[column] as Date | null)?.getTime() ?? null;
  return out;
}
