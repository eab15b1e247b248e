import { CodeBlock } from '@/portal/shared/CodeBlock';
import { searchUrl, shellQuote, type QueryModel } from '@/portal/shared/queryModel';
import type { GeoRequest } from './geoMapRules';

/** Props of {@link GeoAccessViaApi}. */
export interface GeoAccessViaApiProps {
  model: QueryModel;
  request: GeoRequest;
  orgId: string;
  appId: string;
}

/** "Access via API" for the map: the curl command of its by-country aggregation (hidden until opened). */
export function GeoAccessViaApi({ model, request, orgId, appId }: GeoAccessViaApiProps) {
  const url = searchUrl(model, { origin: window.location.origin, orgId, appId, endpoint: 'count' });
  const command = [
    `curl -sS -X POST ${shellQuote(url)}`,
    `  -H "Authorization: Bearer $APISCOPE_TOKEN"`,
    `  -H ${shellQuote('Content-Type: application/json')}`,
    `  --data-raw ${shellQuote(JSON.stringify(request.body))}`,
  ].join(' \\\n');
  return (
    <details className="query-api">
      <summary>Access via API</summary>
      <CodeBlock code={command} label="curl command for this map" caption="Shell" />
    </details>
  );
}
