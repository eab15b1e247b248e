import { INTEGRATIONS, findIntegration, guidePathOf, searchCatalog } from '@/portal/features/integrations/integrationCatalog';
import { hasVerifiedCode, installCodeFor } from '@/portal/shared/installCode/installCode';
import { hostOf, literal, shellWord } from '@/portal/shared/installCode/installTypes';

const TARGET = { token: 'tok.en-123_abc', collectorUrl: 'https://apiscope.example.com/collector' };
const namesOf = (platform: string) => INTEGRATIONS.filter((entry) => entry.platform === platform).map((entry) => entry.name);

describe('integration catalogue', () => {
  it('lists the middleware, plugins and install tabs of the catalogue, in that order', () => {
    expect(namesOf('middleware')).toEqual(['Node.js', 'Python', 'Go', 'PHP', 'Ruby', 'Scala', 'Java', 'C#', 'Browser', 'AWS Firehose', 'Fluent Bit', 'Fluentd', 'Logstash']);
    expect(namesOf('plugin')).toEqual(['Kong', 'AWS', 'Azure', 'NGINX', 'WSO2', 'Envoy', 'Istio', 'Tyk', '3scale', 'Zuplo', 'KrakenD', 'OpenTelemetry', 'Apigee', 'Segment']);
    expect(namesOf('tab')).toEqual(['Google Tag Manager', 'HTTP API (Bash)']);
    expect(new Set(INTEGRATIONS.map((entry) => entry.id)).size).toBe(INTEGRATIONS.length);
  });

  it('links an entry to its implementation guide only when one exists', () => {
    expect(guidePathOf(findIntegration('csharp')!)).toBe('/implementation/log-http-calls-from-dotnet');
    expect(guidePathOf(findIntegration('nodejs')!)).toBe('/implementation/log-http-calls-from-node');
    expect(guidePathOf(findIntegration('scala')!)).toBe('/implementation');
    expect(guidePathOf(findIntegration('kong')!)).toBe('/implementation');
  });

  it('searches by name or group, ignoring case, and drops empty groups', () => {
    expect(searchCatalog('').flatMap((group) => group.entries)).toHaveLength(INTEGRATIONS.length);
    expect(searchCatalog('JAVA').map((group) => group.entries.map((entry) => entry.id))).toEqual([['java']]);
    expect(searchCatalog('gateways').map((group) => group.platform)).toEqual(['plugin']);
    expect(searchCatalog('nothing like this')).toEqual([]);
  });

  it('writes this app’s token and this server’s collector into every entry’s instructions', () => {
    for (const entry of INTEGRATIONS) {
      const code = installCodeFor(entry.id, TARGET).steps.map((step) => step.code ?? '').join('\n');
      expect(code).toContain(TARGET.token);
      expect(code).toContain(entry.id === 'browser' || entry.id === 'gtm' ? 'apiscope.example.com/collector' : TARGET.collectorUrl);
    }
  });

  it('has its own code only for set-ups known to work with the collector; the rest get the HTTP API', () => {
    const verified = INTEGRATIONS.filter((entry) => hasVerifiedCode(entry.id)).map((entry) => entry.id);
    expect(verified).toEqual(['nodejs', 'python', 'go', 'php', 'ruby', 'java', 'csharp', 'browser', 'kong', 'gtm', 'httpapi']);
    const fallback = installCodeFor('envoy', TARGET);
    expect(fallback.verified).toBe(false);
    expect(fallback.steps).toHaveLength(1);
    expect(fallback.steps[0].code).toContain(`curl -X POST '${TARGET.collectorUrl}/v1/events'`);
    expect(fallback.steps[0].code).not.toMatch(/envoy/i);
    expect(hasVerifiedCode('toString')).toBe(false);
  });

  it('sends the HTTP API an event, the profiles and an action', () => {
    const code = installCodeFor('httpapi', TARGET).steps.map((step) => step.code).join('\n');
    ['/v1/events', '/v1/users', '/v1/companies', '/v1/actions'].forEach((path) => expect(code).toContain(`${TARGET.collectorUrl}${path}`));
    expect(code).toContain(`-H 'X-Moesif-Application-Id: ${TARGET.token}'`);
  });

  it('quotes values safely for the language they are written into', () => {
    expect(literal("to'k\\en", "'")).toBe("'to\\'k\\\\en'");
    expect(literal('say "hi"', '"')).toBe('"say \\"hi\\""');
    expect(shellWord("it's")).toBe("'it'\\''s'");
    expect(hostOf('http://localhost:8080/collector')).toBe('localhost:8080/collector');
  });
});
