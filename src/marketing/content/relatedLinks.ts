import type { RelatedLinkContent } from './types';

/** Related-feature links shared by many pages, by name. */
export const relatedLinks = {
  analytics: { label: 'API Analytics', path: '/features/api-analytics', description: 'Usage, adoption and retention for every customer.' },
  logs: { label: 'API Logs', path: '/features/api-logs', description: 'Search every call with its full request and response.' },
  monitoring: { label: 'API Monitoring', path: '/features/api-monitoring', description: 'Threshold and anomaly alerts to your on-call tools.' },
  traces: { label: 'API Traces', path: '/features/api-traces', description: 'Follow one request across every service it touches.' },
  graphql: { label: 'GraphQL Analytics', path: '/features/graphql-analytics', description: 'Latency and errors per GraphQL operation.' },
  dashboards: { label: 'API Dashboards', path: '/features/api-dashboards', description: 'Live charts your whole company can share.' },
  embedded: { label: 'Embedded API Logs', path: '/features/embedded-api-logs', description: 'Show customers their own usage and logs.' },
  emails: { label: 'Behavioral Emails', path: '/features/user-behavioral-emails', description: 'Email developers when their usage changes.' },
  governance: { label: 'Governance Rules', path: '/features/api-governance-rules', description: 'Quotas, blocks and entitlements on live traffic.' },
  cohorts: { label: 'Behavioral Cohorts', path: '/features/behavioral-cohorts', description: 'Group customers by what they actually do.' },
  catalog: { label: 'Product Catalog', path: '/features/product-catalog', description: 'Plans and prices that drive metered billing.' },
  billing: { label: 'Metered API Billing', path: '/solutions/metered-api-billing', description: 'Bill customers for exactly what they use.' },
  prepaid: { label: 'Prepaid Credits', path: '/solutions/prepaid-credits-and-balance', description: 'Sell credits up front and track balances live.' },
  portal: { label: 'Developer Portal', path: '/solutions/developer-portal', description: 'Open-source portal with sign-up, keys and usage.' },
  security: { label: 'Security and Compliance', path: '/enterprise/security-compliance', description: 'SOC 2 Type 2, SSO, audit logs and encryption.' },
  gdpr: { label: 'GDPR Compliance', path: '/enterprise/gdpr-compliance', description: 'User deletion, export and collection controls.' },
  infrastructure: { label: 'Scalable Infrastructure', path: '/enterprise/api-analytics-infrastructure', description: 'Sub-second queries and multi-year retention.' },
  comparisonGuide: { label: 'Comparison Guide', path: '/comparison-guide', description: 'How Apiscope compares with other tools.' },
} satisfies Record<string, RelatedLinkContent>;
