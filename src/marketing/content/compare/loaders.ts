import { loadPageByName } from '@/marketing/content/lookup';
import type { ComparePageContent } from '@/marketing/content/compareTypes';
import type { CompareCompany } from './index';

/**
 * Each comparison page's copy on its own, fetched when its page opens, so a page loads its own copy and not all
 * fourteen (index.ts keeps the synchronous table for the server's page heads, the sitemap and the tests).
 */
export const comparePageLoaders = {
  'amplitude-and-mixpanel-web-analytics': () => import('./amplitudeAndMixpanel').then((m) => m.amplitudeAndMixpanelPage),
  'infrastructure-and-application-performance-monitoring': () => import('./infrastructureApm').then((m) => m.infrastructureApmPage),
  'datadog-application-performance-monitoring': () => import('./datadog').then((m) => m.datadogPage),
  'newrelic-application-performance-monitoring': () => import('./newrelic').then((m) => m.newrelicPage),
  'honeycomb-observability': () => import('./honeycomb').then((m) => m.honeycombPage),
  'kibana-and-elk-stack': () => import('./kibanaElk').then((m) => m.kibanaElkPage),
  hypercurrent: () => import('./hypercurrent').then((m) => m.hypercurrentPage),
  blobr: () => import('./blobr').then((m) => m.blobrPage),
  archetype: () => import('./archetype').then((m) => m.archetypePage),
  apigee: () => import('./apigee').then((m) => m.apigeePage),
  orb: () => import('./orb').then((m) => m.orbPage),
  amberflo: () => import('./amberflo').then((m) => m.amberfloPage),
  metronome: () => import('./metronome').then((m) => m.metronomePage),
  'complement-stripe': () => import('./complementStripe').then((m) => m.complementStripePage),
} satisfies Record<CompareCompany, () => Promise<ComparePageContent>>;

/** The copy of the page named in the URL, or null for an unknown name (never an inherited property). */
export const loadComparePage = (name: string | undefined): Promise<ComparePageContent | null> => loadPageByName(comparePageLoaders, name);
