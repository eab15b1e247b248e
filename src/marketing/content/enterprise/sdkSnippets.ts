import type { SdkSnippetContent } from '@/marketing/content/pageTypes';

/**
 * Install samples for the API-management page. The collector speaks the wire format of Moesif's open SDKs, so
 * those SDKs and the Kong plugin are pointed at Apiscope by changing their base URI.
 */
export const apiManagementSnippets: SdkSnippetContent[] = [
  {
    value: 'nodejs',
    label: 'Node.js',
    aliases: ['node', 'nodejs', 'node.js', 'javascript', 'js', 'express'],
    codeLanguage: 'JavaScript',
    code: `// npm install moesif-nodejs
const moesif = require('moesif-nodejs');

app.use(moesif({
  applicationId: process.env.APISCOPE_COLLECTOR_TOKEN,
  baseUri: 'https://YOUR_APISCOPE_HOST/collector',
  identifyUser: (req) => req.user && req.user.id,
  identifyCompany: (req) => req.headers['x-org-id'],
}));`,
  },
  {
    value: 'python',
    label: 'Python',
    aliases: ['python', 'py', 'flask', 'wsgi'],
    codeLanguage: 'Python',
    code: `# pip install moesifwsgi
from moesifwsgi import MoesifMiddleware

settings = {
    'APPLICATION_ID': os.environ['APISCOPE_COLLECTOR_TOKEN'],
    'BASE_URI': 'https://YOUR_APISCOPE_HOST/collector',
}
app.wsgi_app = MoesifMiddleware(app.wsgi_app, settings)`,
  },
  {
    value: 'go',
    label: 'Go',
    aliases: ['go', 'golang'],
    codeLanguage: 'Go',
    code: `// go get github.com/moesif/moesifmiddleware-go
options := map[string]interface{}{
  "Application_Id": os.Getenv("APISCOPE_COLLECTOR_TOKEN"),
  "Api_Endpoint":   "https://YOUR_APISCOPE_HOST/collector",
}
http.Handle("/api/", moesifmiddleware.MoesifMiddleware(http.HandlerFunc(handle), options))`,
  },
  {
    value: 'kong',
    label: 'Kong',
    aliases: ['kong', 'lua'],
    codeLanguage: 'Shell',
    code: `# Enable the Moesif plugin on Kong and point it at Apiscope
curl -X POST http://localhost:8001/plugins \\
  --data "name=moesif" \\
  --data "config.application_id=$APISCOPE_COLLECTOR_TOKEN" \\
  --data "config.api_endpoint=https://YOUR_APISCOPE_HOST/collector"`,
  },
  {
    value: 'http',
    label: 'HTTP API',
    aliases: ['http', 'curl', 'bash', 'rest'],
    codeLanguage: 'Shell',
    code: `curl -X POST https://YOUR_APISCOPE_HOST/collector/v1/events \\
  -H "Content-Type: application/json" \\
  -H "X-Moesif-Application-Id: $APISCOPE_COLLECTOR_TOKEN" \\
  -d '{"request": {"time": "2026-01-15T10:00:00.000Z", "uri": "https://api.example.com/v1/orders", "verb": "GET"},
       "response": {"time": "2026-01-15T10:00:00.120Z", "status": 200},
       "user_id": "user_123", "company_id": "acme"}'`,
  },
];

/** The tab for a `?language=` value: the snippet listing it as an alias, else the first (Node.js). */
export function snippetForLanguage(snippets: SdkSnippetContent[], language: string | null | undefined): SdkSnippetContent {
  const wanted = (language ?? '').trim().toLowerCase();
  return snippets.find((snippet) => snippet.aliases.includes(wanted)) ?? snippets[0];
}
