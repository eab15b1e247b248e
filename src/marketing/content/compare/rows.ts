import type { ComparisonRowDefinition, ComparisonRowId } from '@/marketing/content/compareTypes';

/**
 * Every capability the comparison table can show, in display order, with Apiscope's own cell.
 * Each compare page picks the rows that matter for its competitor.
 */
export const comparisonRows: Record<ComparisonRowId, ComparisonRowDefinition> = {
  'billing-meters': { group: 'Usage-Based Billing', label: 'Billing meters on any API or event metric', apiscope: 'yes' },
  'pricing-models': { group: 'Usage-Based Billing', label: 'Prepaid, postpaid, tiered, volume and pay-as-you-go pricing', apiscope: 'yes' },
  'billing-providers': { group: 'Usage-Based Billing', label: 'Invoices through Stripe, Chargebee, Recurly, Zuora or webhooks', apiscope: 'yes' },
  'prepaid-credits': { group: 'Usage-Based Billing', label: 'Prepaid credits with live balances', apiscope: 'yes' },
  'developer-portal': { group: 'Customer Portal', label: 'Open-source, customizable developer portal', apiscope: 'yes' },
  'self-serve-portal': { group: 'Customer Portal', label: 'Self-serve sign-up, plans and API keys', apiscope: 'yes' },
  'embedded-metrics': { group: 'Customer Portal', label: 'Usage charts embedded in your own app', apiscope: 'yes' },
  'quota-enforcement': { group: 'Quotas & Governance', label: 'Quota and entitlement enforcement on live traffic', apiscope: 'yes' },
  'governance-rules': { group: 'Quotas & Governance', label: 'Block or shape requests by user, company or plan', apiscope: 'yes' },
  'customer-analytics': { group: 'API Analytics', label: 'Usage broken down by customer and company', apiscope: 'yes' },
  'payload-analytics': { group: 'API Analytics', label: 'Analytics on request and response body fields', apiscope: 'yes' },
  'funnels-retention': { group: 'API Analytics', label: 'Funnels, retention and cohorts', apiscope: 'yes' },
  'logs-search': { group: 'API Analytics', label: 'Searchable API logs with full payloads', apiscope: 'yes' },
  'custom-dashboards': { group: 'Dashboards and Reporting', label: 'Custom dashboards', apiscope: 'yes' },
  'scheduled-reports': { group: 'Dashboards and Reporting', label: 'Scheduled reports and behavioral emails', apiscope: 'yes' },
  'dashboard-sharing': { group: 'Dashboards and Reporting', label: 'Public or embedded dashboard sharing', apiscope: 'yes' },
  'threshold-alerts': { group: 'API Monitoring', label: 'Static-threshold alerts', apiscope: 'yes' },
  'anomaly-alerts': { group: 'API Monitoring', label: 'Anomaly-detection alerts', apiscope: 'yes' },
  'alert-channels': { group: 'API Monitoring', label: 'Alerts to paging, chat, email and webhooks', apiscope: 'yes' },
  traces: { group: 'API Monitoring', label: 'Distributed traces (OpenTelemetry)', apiscope: 'yes' },
  'middleware-capture': { group: 'Implementation', label: 'Captures API calls from server middleware or gateway plugins', apiscope: 'yes' },
  'managed-service': { group: 'Implementation', label: 'Fully managed, no cluster to run', apiscope: 'yes' },
  'management-api': { group: 'Open Platform', label: 'Management API and data export', apiscope: 'yes' },
  'open-source-sdks': { group: 'Open Platform', label: 'Open-source SDKs and plugins', apiscope: 'yes' },
};
