import type { ComparePageContent } from '@/marketing/content/compareTypes';
import { amberfloPage } from './amberflo';
import { amplitudeAndMixpanelPage } from './amplitudeAndMixpanel';
import { apigeePage } from './apigee';
import { archetypePage } from './archetype';
import { blobrPage } from './blobr';
import { complementStripePage } from './complementStripe';
import { datadogPage } from './datadog';
import { honeycombPage } from './honeycomb';
import { hypercurrentPage } from './hypercurrent';
import { infrastructureApmPage } from './infrastructureApm';
import { kibanaElkPage } from './kibanaElk';
import { metronomePage } from './metronome';
import { newrelicPage } from './newrelic';
import { orbPage } from './orb';

/** The /compare-to/{company} pages by company. */
export const comparePages = {
  'amplitude-and-mixpanel-web-analytics': amplitudeAndMixpanelPage,
  'infrastructure-and-application-performance-monitoring': infrastructureApmPage,
  'datadog-application-performance-monitoring': datadogPage,
  'newrelic-application-performance-monitoring': newrelicPage,
  'honeycomb-observability': honeycombPage,
  'kibana-and-elk-stack': kibanaElkPage,
  hypercurrent: hypercurrentPage,
  blobr: blobrPage,
  archetype: archetypePage,
  apigee: apigeePage,
  orb: orbPage,
  amberflo: amberfloPage,
  metronome: metronomePage,
  'complement-stripe': complementStripePage,
} satisfies Record<string, ComparePageContent>;

/** A comparison page's company (the {company} of /compare-to/{company}). */
export type CompareCompany = keyof typeof comparePages;
