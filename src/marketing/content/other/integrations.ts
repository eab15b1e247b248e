import type { Integration, IntegrationTag } from './types';

/** Title and intro of each catalogue tag (/extensions/:tag). */
export const integrationTags: Record<IntegrationTag, { label: string; title: string; intro: string }> = {
  gateways: {
    label: 'API gateways',
    title: 'API gateway plugins',
    intro: 'Log every call that passes through your gateway without changing application code. The open-source plugins send to the Apiscope collector once their API endpoint points at it.',
  },
  middleware: {
    label: 'Server & log middleware',
    title: 'Server SDKs and log shippers',
    intro: 'Add a middleware to your API server, or forward access logs you already collect. The SDKs batch and compress events and never block your responses.',
  },
  billing: {
    label: 'Billing & automation',
    title: 'Billing providers and automation',
    intro: 'Report metered usage to your billing provider, which stays the system of record for customers, invoices and payments.',
  },
};

const gateway = (id: string, name: string, description: string, guidePath?: string): Integration => ({
  id, name, description, guidePath, platform: 'API gateway', param: id, tag: 'gateways',
});

const middleware = (
  id: string, name: string, platform: string, description: string, actions: boolean, guidePath?: string,
): Integration => ({ id, name, platform, description, actions, guidePath, param: id, tag: 'middleware' });

const billing = (id: string, name: string, description: string): Integration => ({
  id, name, description, platform: 'Billing', param: id, tag: 'billing',
});

/** The integration catalogue (SPEC 3): gateways, middleware and billing providers. */
export const integrations: Integration[] = [
  gateway('kong', 'Kong', 'Kong Gateway plugin that logs request and response metadata and bodies; set its api_endpoint to your collector.'),
  gateway('aws', 'AWS API Gateway', 'Stream access logs from Amazon API Gateway through Kinesis Data Firehose to the collector.'),
  gateway('azure', 'Azure API Management', 'Send logs from Azure API Management through an Event Hub logger policy.'),
  gateway('nginx', 'NGINX', 'OpenResty / NGINX Lua plugin that logs calls proxied by NGINX.'),
  gateway('wso2', 'WSO2', 'WSO2 API Manager data publisher for API call analytics.'),
  gateway('envoy', 'Envoy', 'Envoy Lua filter that captures calls at the proxy layer.'),
  gateway('istio', 'Istio', 'Capture calls in an Istio service mesh with the Envoy filter on the ingress gateway.'),
  gateway('tyk', 'Tyk', 'Tyk Pump back end that forwards analytics records from Tyk Gateway.'),
  gateway('3scale', '3scale', 'Red Hat 3scale API Management plugin for APIcast.'),
  gateway('zuplo', 'Zuplo', 'Zuplo policy that logs calls handled by the Zuplo edge gateway.'),
  gateway('krakend', 'KrakenD', 'KrakenD plugin that sends calls from the KrakenD API gateway.'),
  gateway('opentelemetry', 'OpenTelemetry', 'Send traces from services instrumented with the OpenTelemetry standard.'),
  gateway('apigee', 'Apigee', 'Apigee shared flow that posts API call events from your proxies.'),
  gateway('segment', 'Segment', 'Forward product events from Segment as actions linked to your users and companies.'),
  middleware('node', 'Node.js', 'Node.js', 'Middleware for Express, Koa, Nest.js, Next.js and plain Node.js HTTP servers.', true, '/implementation/log-http-calls-from-node'),
  middleware('python', 'Python', 'Python', 'Middleware for Django, Flask and other WSGI apps, and FastAPI or other ASGI apps.', true, '/implementation/log-http-calls-from-python'),
  middleware('go', 'Go', 'Go', 'net/http middleware, with optional capture of outgoing calls.', false, '/implementation/log-http-calls-from-go'),
  middleware('php', 'PHP', 'PHP', 'Middleware for Laravel applications.', true, '/implementation/log-http-calls-from-php'),
  middleware('ruby', 'Ruby', 'Ruby', 'Rack middleware for Ruby on Rails, Sinatra and other Rack apps.', true, '/implementation/log-http-calls-from-ruby'),
  middleware('scala', 'Scala', 'Scala', 'Play Framework filter for Scala services.', false),
  middleware('java', 'Java', 'Java', 'Servlet filter for Spring Boot, Spring MVC, Jersey and other servlet apps.', true, '/implementation/log-http-calls-from-java'),
  middleware('dotnet', 'C# / .NET', '.NET', 'Middleware for ASP.NET Core and OWIN-based .NET Framework apps.', true, '/implementation/log-http-calls-from-dotnet'),
  middleware('browser', 'Browser', 'JavaScript', 'Browser SDK that tracks user actions and the API calls your front end makes.', true, '/implementation/log-http-calls-from-browser'),
  middleware('firehose', 'AWS Firehose', 'AWS', 'Stream API logs delivered by Amazon Kinesis Data Firehose.', false),
  middleware('fluentbit', 'Fluent Bit', 'Log shipper', 'Forward API access logs collected by Fluent Bit.', false),
  middleware('fluentd', 'Fluentd', 'Log shipper', 'Forward API access logs collected by Fluentd.', false),
  middleware('logstash', 'Logstash', 'Log shipper', 'Forward API access logs already in your Logstash pipeline.', false),
  billing('stripe', 'Stripe', 'Report metered usage to Stripe subscriptions; Stripe keeps invoicing and payments.'),
  billing('chargebee', 'Chargebee', 'Push usage to Chargebee metered items for postpaid and prepaid plans.'),
  billing('recurly', 'Recurly', 'Add usage records to Recurly subscriptions with usage-based add-ons.'),
  billing('zuora', 'Zuora', 'Upload usage to Zuora for rating and invoicing.'),
  billing('zapier', 'Zapier', 'Trigger Zapier workflows from billing and quota events.'),
];

/** Every catalogue tag, in display order. */
export const integrationTagOrder: IntegrationTag[] = ['gateways', 'middleware', 'billing'];

/** Whether a URL segment is a known catalogue tag. */
export function isIntegrationTag(value: string | undefined): value is IntegrationTag {
  return value === 'gateways' || value === 'middleware' || value === 'billing';
}
