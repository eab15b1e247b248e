/**
 * The calls every /wrap screen makes through the portal shell: the organizations (which pick the selected app) and
 * the selected organization's subscription (the plan banner). Screen tests add their own calls after these.
 */
import type { HttpHandler } from 'msw';
import type { PortalOrganization } from '@/api/portal';
import { ADA_ORG, DEMO_ORGANIZATION, organizationsHandler } from './handlers/organizations';
import { countsHandler } from './handlers/search';
import { orgSubscriptionHandler, type OrgSubscriptionAnswers } from './handlers/subscription';

/** The shell's own reads: the organizations and (for own organizations) their subscription. */
export const shellHandlers = (
  orgs: PortalOrganization[] = [ADA_ORG, DEMO_ORGANIZATION],
  orgSubscriptions: OrgSubscriptionAnswers = {},
): HttpHandler[] => [organizationsHandler(orgs), orgSubscriptionHandler(orgSubscriptions)];

/** The shell plus zero counts for every app (the apps page counts, the dashboard numbers): nothing else going on. */
export const quietPortalHandlers = (
  orgs: PortalOrganization[] = [ADA_ORG, DEMO_ORGANIZATION],
  orgSubscriptions: OrgSubscriptionAnswers = {},
): HttpHandler[] => [...shellHandlers(orgs, orgSubscriptions), countsHandler()];
