/** Install code that talks to the collector's HTTP API directly: curl calls, and the Kong gateway plugin. */
import { shellWord, type InstallTarget, type SnippetBuilder } from './installTypes';

function curl({ token, collectorUrl }: InstallTarget, path: string, body: string): string {
  return `curl -X POST ${shellWord(`${collectorUrl}/v1/${path}`)} \\
  -H 'Content-Type: application/json' \\
  -H ${shellWord(`X-Moesif-Application-Id: ${token}`)} \\
  --data ${body}`;
}

/** One API call, timed now (the collector refuses events older than 30 days). */
export function eventCurl(target: InstallTarget): string {
  return `NOW=$(date -u +%Y-%m-%dT%H:%M:%SZ)
${curl(target, 'events', '@- <<EOF')}
{
  "request": {"time": "$NOW", "uri": "https://api.example.com/items/42", "verb": "GET", "headers": {"Accept": "application/json"}},
  "response": {"time": "$NOW", "status": 200, "headers": {"Content-Type": "application/json"}},
  "user_id": "user-1",
  "company_id": "company-1"
}
EOF`;
}

/** The HTTP API: an API call, the user and company profiles, and a user action. */
export const httpApiSnippet: SnippetBuilder = (target) => [
  { title: 'Send an API call (POST /v1/events; /v1/events/batch takes an array).', language: 'bash', code: eventCurl(target) },
  {
    title: 'Describe the user and the company behind it.',
    language: 'bash',
    code: `${curl(target, 'users', `'{"user_id": "user-1", "company_id": "company-1", "metadata": {"email": "ada@example.com"}}'`)}

${curl(target, 'companies', `'{"company_id": "company-1", "company_domain": "example.com"}'`)}`,
  },
  {
    title: 'Send a user action.',
    language: 'bash',
    code: curl(target, 'actions', `'{"action_name": "Signed Up", "user_id": "user-1", "request": {"uri": "https://example.com/signup"}}'`),
  },
];

/** kong-plugin-moesif, enabled through Kong's Admin API. */
export const kongSnippet: SnippetBuilder = ({ token, collectorUrl }) => [
  { title: 'Install the kong-plugin-moesif plugin with LuaRocks and add moesif to the plugins list in kong.conf.' },
  {
    title: 'Enable the plugin for every service through the Admin API, pointed at Apiscope.',
    language: 'bash',
    code: `curl -X POST http://localhost:8001/plugins/ \\
  --data 'name=moesif' \\
  --data ${shellWord(`config.application_id=${token}`)} \\
  --data ${shellWord(`config.api_endpoint=${collectorUrl}`)}`,
  },
];
