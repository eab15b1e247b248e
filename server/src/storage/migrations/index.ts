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
import { formSubmissions } from './050_form_submissions';
import { eventsStore } from './100_events';
import { anonymousUsers } from './101_anonymous_users';
import { eventCountry } from './102_event_country';
import { eventRollups } from './103_event_rollups';
import { eventIdRollups } from './104_event_id_rollups';
import { otlpSpans } from './105_spans';

/**
 * Every schema migration, in version order. Versions 1-99: metadata (identity, orgs, apps, members, tokens);
 * 100-199: events, users, companies, subscriptions and actions.
 */
export const migrations: Migration[] = [identity, organizations, subscriptions, managementForms, demoOrganization, sessionDetails, partnerLinks, inviteTokens, emailVerification, apiKeys, mfa, auditLog, orgRetention, formSubmissions, eventsStore, anonymousUsers, eventCountry, eventRollups, eventIdRollups, otlpSpans];
