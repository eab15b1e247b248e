/** The integration catalogue (SPEC section 3): every way of sending data, grouped as the picker shows them. */
import { paths } from '@/app/paths';

/** The catalogue's groups: server middleware and log shippers, gateway plugins, other install tabs. */
export type IntegrationPlatform = 'middleware' | 'plugin' | 'tab';

/** One catalogue entry (SPEC section 3: id, platform, param, name, optional actions flag). */
export interface IntegrationEntry {
  id: string;
  platform: IntegrationPlatform;
  /** The SDK or tool as URLs name it; an entry with a guide has it at `/implementation/log-http-calls-from-{param}`. */
  param: string;
  name: string;
  /** It can send user actions as well as API calls. */
  actions?: boolean;
  /** An implementation guide exists for it. */
  guide?: boolean;
}

/** Group headings, in display order. */
export const PLATFORM_LABELS: Record<IntegrationPlatform, string> = {
  middleware: 'Server SDKs and log shippers',
  plugin: 'API gateways and plugins',
  tab: 'Other ways to send data',
};

const entry = (platform: IntegrationPlatform, id: string, name: string, extra: Partial<IntegrationEntry> = {}): IntegrationEntry => ({
  id,
  platform,
  param: id,
  name,
  ...extra,
});
const sdk = (id: string, name: string, param = id): IntegrationEntry => entry('middleware', id, name, { param, actions: true, guide: true });

/** Every entry, grouped by platform in display order. */
export const INTEGRATIONS: readonly IntegrationEntry[] = [
  sdk('nodejs', 'Node.js', 'node'),
  sdk('python', 'Python'),
  entry('middleware', 'go', 'Go', { guide: true }),
  sdk('php', 'PHP'),
  sdk('ruby', 'Ruby'),
  entry('middleware', 'scala', 'Scala'),
  sdk('java', 'Java'),
  sdk('csharp', 'C#', 'dotnet'),
  sdk('browser', 'Browser'),
  entry('middleware', 'firehose', 'AWS Firehose'),
  entry('middleware', 'fluentbit', 'Fluent Bit'),
  entry('middleware', 'fluentd', 'Fluentd'),
  entry('middleware', 'logstash', 'Logstash'),
  ...['Kong', 'AWS', 'Azure', 'NGINX', 'WSO2', 'Envoy', 'Istio', 'Tyk', '3scale', 'Zuplo', 'KrakenD', 'OpenTelemetry', 'Apigee'].map(
    (name) => entry('plugin', name.toLowerCase(), name),
  ),
  entry('plugin', 'segment', 'Segment', { actions: true }),
  entry('tab', 'gtm', 'Google Tag Manager', { actions: true }),
  entry('tab', 'httpapi', 'HTTP API (Bash)', { param: 'http-api', actions: true }),
];

/** The entry picked when the flow starts. */
export const DEFAULT_INTEGRATION_ID = 'nodejs';

/** The entry with this id, if any. */
export const findIntegration = (id: string | null | undefined): IntegrationEntry | undefined =>
  INTEGRATIONS.find((candidate) => candidate.id === id);

/** The implementation guide of an entry, or the list of all guides when it has none. */
export function guidePathOf(integration: IntegrationEntry): string {
  return integration.guide ? `${paths.docs}/log-http-calls-from-${integration.param}` : paths.docs;
}

/** One group of the picker. */
export interface IntegrationGroup {
  platform: IntegrationPlatform;
  label: string;
  entries: IntegrationEntry[];
}

/** The groups whose entries match the search text (by name or group, ignoring case and spaces); empty groups left out. */
export function searchCatalog(text: string): IntegrationGroup[] {
  const needle = text.trim().toLowerCase().replace(/\s+/g, ' ');
  return (Object.keys(PLATFORM_LABELS) as IntegrationPlatform[])
    .map((platform) => ({
      platform,
      label: PLATFORM_LABELS[platform],
      entries: INTEGRATIONS.filter(
        (candidate) =>
          candidate.platform === platform &&
          (!needle || `${candidate.name} ${candidate.param} ${PLATFORM_LABELS[platform]}`.toLowerCase().includes(needle)),
      ),
    }))
    .filter((group) => group.entries.length > 0);
}
