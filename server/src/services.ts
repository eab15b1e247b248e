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
 * Every area's service: the area's rules over its repositories. Routes parse and check a request, call one of
 * these and shape the answer; they import no repository and run no SQL (.eslintrc.json enforces the imports).
 */
export interface Services {
  /** Failed password sign-ins (and wrong current passwords) per account and address (auth/loginThrottle.ts). */
  passwordThrottle: LoginThrottle;
  /** Wrong two-factor codes per account and address (auth/loginThrottle.ts). */
  twoFactorThrottle: LoginThrottle;
  /** Single sign-on hand-off codes, stored hashed in the metadata database (auth/sso/handoffCodes.ts). */
  ssoHandoffs: HandoffCodes;
  /** Organizations: list, create, settings, rename, delete with their data (portal/organizationsService.ts). */
  organizations: OrganizationsService;
  /** Apps, members' default apps and per-app configuration (portal/appsService.ts). */
  apps: AppsService;
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
  return {
    passwordThrottle: new LoginThrottle(deps.metadata, 'password'),
    twoFactorThrottle: new LoginThrottle(deps.metadata, 'two-factor'),
    ssoHandoffs: new HandoffCodes(deps.metadata),
    organizations: new OrganizationsService(repositories, events, events.sharesTransactionsWith(deps.metadata)),
    apps: new AppsService(repositories, events),
    subscriptions: new SubscriptionsService(repositories, events),
    partners: new PartnerService(repositories),
    retention: new RetentionService(repositories),
    traces: new TraceService(events.spans, TRACE_LIMITS),
    forms: new FormService(repositories.forms),
  };
}
