import type { MetadataDatabase, SqlRunner } from './storage/sql';
import { SqlFormSubmissionRepository, type FormSubmissionRepository } from './forms/repository';
import { SqlUserRepository, type UserRepository } from './auth/usersRepository';
import { SqlSessionRepository, type SessionRepository } from './auth/sessionsRepository';
import { SqlMfaRepository, type MfaRepository } from './auth/mfa/mfaRepository';
import { SqlSignInThrottleRepository, type SignInThrottleRepository } from './auth/loginThrottleStore';
import { SqlSsoHandoffRepository, type SsoHandoffRepository } from './auth/sso/handoffRepository';
import { SqlOrganizationRepository, type OrganizationRepository } from './portal/organizationsRepository';
import { SqlAppRepository, type AppRepository } from './portal/appsRepository';
import { SqlMembershipRepository, type MembershipRepository } from './portal/membershipsRepository';
import { SqlSubscriptionRepository, type SubscriptionRepository } from './subscription/repository';
import { SqlPartnerLinkRepository, type PartnerLinkRepository } from './partners/repository';
import { SqlEmailVerificationRepository, type EmailVerificationRepository } from './auth/emailVerificationRepository';
import { SqlInviteRepository, type InviteRepository } from './management/invitesRepository';
import { SqlMemberRepository, type MemberRepository } from './management/membersRepository';
import { SqlOnboardingFormRepository, type OnboardingFormRepository } from './management/formsRepository';
import { SqlApiKeyRepository, type ApiKeyRepository } from './tokens/keysRepository';
import { SqlAuditRepository, type AuditRepository } from './audit/auditRepository';
import { SqlRetentionSettingsRepository, type RetentionSettingsRepository } from './retention/retentionSettingsRepository';

/**
 * Every metadata area's repository, each an interface the area declares beside its SQL implementation. The SQL
 * implementations run on the `MetadataDatabase` port, embedded DuckDB or PostgreSQL alike (they keep to the portable
 * subset of server/src/storage/README.md), on the whole database or inside one transaction.
 */
export interface Repositories {
  /** Organizations' audit logs, append-only (audit/auditRepository.ts). */
  audit: AuditRepository;
  /** Accounts of the built-in identity provider (auth/usersRepository.ts). */
  users: UserRepository;
  /** Signed-in users' server-side sessions (auth/sessionsRepository.ts). */
  sessions: SessionRepository;
  /** Two-factor secrets, recovery codes, challenges and verified sessions (auth/mfa/mfaRepository.ts). */
  mfa: MfaRepository;
  /** Sign-in throttle counts shared by every process (auth/loginThrottleStore.ts). */
  signInThrottle: SignInThrottleRepository;
  /** Single sign-on hand-offs waiting for the web app (auth/sso/handoffRepository.ts). */
  ssoHandoffs: SsoHandoffRepository;
  /** Proven e-mail addresses and their verification links (auth/emailVerificationRepository.ts). */
  emailVerifications: EmailVerificationRepository;
  /** Organizations, and deleting everything under an organization's id (portal/organizationsRepository.ts). */
  organizations: OrganizationRepository;
  /** Apps and their configuration (portal/appsRepository.ts). */
  apps: AppRepository;
  /** Who holds which role in which organization (portal/membershipsRepository.ts). */
  memberships: MembershipRepository;
  /** The team screen's member list (management/membersRepository.ts). */
  members: MemberRepository;
  /** Invitations with single-use links (management/invitesRepository.ts). */
  invites: InviteRepository;
  /** Onboarding's demo requests and survey answers (management/formsRepository.ts). */
  onboardingForms: OnboardingFormRepository;
  /** Recorded API keys (tokens/keysRepository.ts). */
  apiKeys: ApiKeyRepository;
  /** Organizations' retention choices as the retention that applies (retention/retentionSettingsRepository.ts). */
  retention: RetentionSettingsRepository;
  /** One subscription per organization (subscription/repository.ts). */
  subscriptions: SubscriptionRepository;
  /** Organizations' links to partner marketplaces (partners/repository.ts). */
  partnerLinks: PartnerLinkRepository;
  /** Marketing form submissions (forms/repository.ts). */
  forms: FormSubmissionRepository;
}

/**
 * The repositories on the whole metadata database, plus `transaction`: the way a service runs several repository
 * calls atomically. Built once by bootstrap.ts (`ctx.repositories`); services reach them through their constructor.
 */
export interface MetadataRepositories extends Repositories {
  /**
   * Runs `work` in one transaction with the repositories bound to it: commits before resolving, rolls back if it
   * throws. The database's guarantees hold unchanged: on the embedded database the transaction holds the single write
   * connection; on PostgreSQL it runs SERIALIZABLE and runs `work` again (with fresh repositories) when it loses a
   * serialization conflict, so `work` must not keep anything from an attempt but its answer.
   */
  transaction<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
}

/** The SQL repositories over one runner: the whole database, or an open transaction. */
export function sqlRepositories(db: SqlRunner): Repositories {
  return {
    audit: new SqlAuditRepository(db),
    users: new SqlUserRepository(db),
    sessions: new SqlSessionRepository(db),
    mfa: new SqlMfaRepository(db),
    signInThrottle: new SqlSignInThrottleRepository(db),
    ssoHandoffs: new SqlSsoHandoffRepository(db),
    emailVerifications: new SqlEmailVerificationRepository(db),
    organizations: new SqlOrganizationRepository(db),
    apps: new SqlAppRepository(db),
    memberships: new SqlMembershipRepository(db),
    members: new SqlMemberRepository(db),
    invites: new SqlInviteRepository(db),
    onboardingForms: new SqlOnboardingFormRepository(db),
    apiKeys: new SqlApiKeyRepository(db),
    retention: new SqlRetentionSettingsRepository(db),
    subscriptions: new SqlSubscriptionRepository(db),
    partnerLinks: new SqlPartnerLinkRepository(db),
    forms: new SqlFormSubmissionRepository(db),
  };
}

/** The SQL repositories over the metadata database, with transactions (bootstrap.ts builds them once). */
export function metadataRepositories(db: MetadataDatabase): MetadataRepositories {
  return {
    ...sqlRepositories(db),
    transaction: (work) => db.transaction((tx) => work(sqlRepositories(tx))),
  };
}
