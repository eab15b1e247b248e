import type { Migration } from '../migrate';
import { identity } from './001_identity';
import { organizations } from './002_organizations';
import { subscriptions } from './003_subscriptions';
import { managementForms } from './004_management_forms';
import { demoOrganization } from './005_demo_org';
import { sessionDetails } from './006_session_details';
import { partnerLinks } from './007_partner_links';
import { inviteTokens } from './008_invite_tokens';
import { emailVerification } from './009_email_verification';
import { apiKeys } from './010_api_keys';
import { mfa } from './013_mfa';
import { auditLog } from './014_audit_log';
import { orgRetention } from './015_org_retention';
import { sharedSignInState } from './016_shared_sign_in_state';
import { formSubmissions } from './050_form_submissions';
import { eventsStore } from './100_events';
import { anonymousUsers } from './101_anonymous_users';
import { eventCountry } from './102_event_country';
import { eventRollups } from './103_event_rollups';
import { eventIdRollups } from './104_event_id_rollups';
import { otlpSpans } from './105_spans';
import { eventIngestCounters } from './106_event_ingest_counters';
import { eventDayDurations } from './107_event_day_durations';
import { eventRollupClosedAt } from './108_event_rollup_closed_at';
import { eventCommitSeq } from './109_event_commit_seq';
import { eventDayTotalDurations } from './110_event_day_total_durations';

/**
 * Metadata migrations, versions 1-99 (identity, orgs, apps, members, tokens, subscriptions, audit, forms). They run
 * on the metadata database, embedded or PostgreSQL, so their SQL is the portable subset (../README.md).
 */
export const metadataMigrations: Migration[] = [identity, organizations, subscriptions, managementForms, demoOrganization, sessionDetails, partnerLinks, inviteTokens, emailVerification, apiKeys, mfa, auditLog, orgRetention, sharedSignInState, formSubmissions];

/**
 * Event-store migrations, versions 100-199 (events, app users and companies, rollups, spans, ingest counters).
 * They always run on the embedded DuckDB database.
 */
export const eventMigrations: Migration[] = [eventsStore, anonymousUsers, eventCountry, eventRollups, eventIdRollups, otlpSpans, eventIngestCounters, eventDayDurations, eventRollupClosedAt, eventCommitSeq, eventDayTotalDurations];

/** Every migration of the embedded database when it also holds the metadata, in version order. */
export const migrations: Migration[] = [...metadataMigrations, ...eventMigrations];
