import type { ServerConfig } from './config';
import type { EventBackend } from './eventBackend';
import type { MetadataRepositories } from './repositories';
import type { MetadataDatabase } from './storage/sql';
import { FormService } from './forms/service';
import { OrganizationsService } from './portal/organizationsService';
import { AppsService } from './portal/appsService';
import { SubscriptionsService } from './subscription/service';
import { PartnerService } from './partners/service';
import { TraceService } from './traces/service';
import { TRACE_LIMITS } from './traces/limits';
import { RetentionService } from './retention/service';
import { LoginThrottle } from './auth/loginThrottle';
import { HandoffCodes } from './auth/sso/handoffCodes';
import { AuthService } from './auth/service';
import { SessionsService } from './auth/sessionsService';
import { EmailVerificationService } from './auth/emailVerificationService';
import { MfaService } from './auth/mfa/enrolment';
import { MfaSignInService } from './auth/mfa/signIn';
import { SsoService } from './auth/sso/ssoService';
import { MembersService } from './management/membersService';
import { InvitesService } from './management/invitesService';
import { InviteAcceptanceService } from './management/inviteAcceptance';
import { ProfileService } from './management/profileService';
import { ApiKeysService } from './tokens/keysService';

/** What the services are built from (bootstrap.ts): configuration, the signing secret and the two stores. */
export interface ServiceDeps {
  config: ServerConfig;
  secret: Buffer;
  events: EventBackend;
  /** The metadata database itself: only to know whether the event store shares its transactions. */
  metadata: MetadataDatabase;
  repositories: MetadataRepositories;
}

/**
 * What a service built from the context reaches: configuration, the signing secret, the event backend and the
 * metadata repositories (never the database itself: services run SQL only through repositories).
 */
export type ServiceContext = Omit<ServiceDeps, 'metadata'>;

/**
 * Every area's service: the area's rules over its repositories. Routes parse and check a request, call one of
 * these and shape the answer; they import no repository and run no SQL (.eslintrc.json enforces the imports).
 */
export interface Services {
  /** Sign-up, sign-in, refresh, sign-out, profile and password change (auth/service.ts). */
  auth: AuthService;
  /** The signed-in user's sessions (auth/sessionsService.ts). */
  sessions: SessionsService;
  /** E-mail verification links and the domain join that follows (auth/emailVerificationService.ts). */
  emailVerification: EmailVerificationService;
  /** Two-factor enrolment and settings (auth/mfa/enrolment.ts). */
  mfa: MfaService;
  /** The two-factor step of a sign-in (auth/mfa/signIn.ts). */
  mfaSignIn: MfaSignInService;
  /** Single sign-on through OpenID Connect (auth/sso/ssoService.ts). */
  sso: SsoService;
  /** Failed password sign-ins (and wrong current passwords) per account and address (auth/loginThrottle.ts). */
  passwordThrottle: LoginThrottle;
  /** Wrong two-factor codes per account and address (auth/loginThrottle.ts). */
  twoFactorThrottle: LoginThrottle;
  /** Organizations: list, create, settings, rename, delete with their data (portal/organizationsService.ts). */
  organizations: OrganizationsService;
  /** Apps, members' default apps and per-app configuration (portal/appsService.ts). */
  apps: AppsService;
  /** Members, removals and role changes (management/membersService.ts). */
  members: MembersService;
  /** Invitations sent by admins (management/invitesService.ts). */
  invites: InvitesService;
  /** Invite links looked up and accepted by the invitee (management/inviteAcceptance.ts). */
  inviteAcceptance: InviteAcceptanceService;
  /** The caller's own profile and onboarding forms (management/profileService.ts). */
  profile: ProfileService;
  /** API keys and the tokens screens fetch (tokens/keysService.ts). */
  apiKeys: ApiKeysService;
  /** Subscriptions, plan changes and quota notifications (subscription/service.ts). */
  subscriptions: SubscriptionsService;
  /** Partner marketplace links (partners/service.ts). */
  partners: PartnerService;
  /** Organizations' data retention choices (retention/service.ts). */
  retention: RetentionService;
  /** Spans received over OTLP and the trace waterfall, on the event backend's span store (traces/service.ts). */
  traces: TraceService;
  /** Marketing form submissions (forms/service.ts). */
  forms: FormService;
}

/** Builds every service once, at start-up. */
export function buildServices(deps: ServiceDeps): Services {
  const { repositories, events } = deps;
  const context = { config: deps.config, secret: deps.secret, events, repositories };
  return {
    auth: new AuthService(context),
    sessions: new SessionsService(context),
    emailVerification: new EmailVerificationService(context),
    mfa: new MfaService(context),
    mfaSignIn: new MfaSignInService(context),
    sso: new SsoService(context, new HandoffCodes(repositories)),
    members: new MembersService(context),
    invites: new InvitesService(context),
    inviteAcceptance: new InviteAcceptanceService(context),
    profile: new ProfileService(context),
    apiKeys: new ApiKeysService(context),
    passwordThrottle: new LoginThrottle(repositories.signInThrottle, 'password'),
    twoFactorThrottle: new LoginThrottle(repositories.signInThrottle, 'two-factor'),
    organizations: new OrganizationsService(repositories, events, events.sharesTransactionsWith(deps.metadata)),
    apps: new AppsService(repositories, events),
    subscriptions: new SubscriptionsService(repositories, events),
    partners: new PartnerService(repositories),
    retention: new RetentionService(repositories),
    traces: new TraceService(events.spans, TRACE_LIMITS),
    forms: new FormService(repositories.forms),
  };
}
