/**
 * URLs of the stylised product screenshots under public/images (SVG, drawn for this site).
 * Content files refer to pictures through this map so a typo is a type error, not a broken image.
 */
const features = (name: string) => `/images/features/${name}.svg`;
const solutions = (name: string) => `/images/solutions/${name}.svg`;
const industries = (name: string) => `/images/industries/${name}.svg`;
const enterprise = (name: string) => `/images/enterprise/${name}.svg`;
const compare = (name: string) => `/images/compare/${name}.svg`;

/** Every picture the content pages use, by name. */
export const images = {
  usageByCustomer: features('analytics-usage-by-customer'),
  endpointLatency: features('analytics-endpoint-latency'),
  segmentation: features('analytics-segmentation'),
  funnel: features('analytics-funnel'),
  retention: features('analytics-retention'),
  geo: features('analytics-geo'),
  kpis: features('analytics-kpis'),
  logSearch: features('logs-search'),
  eventDetail: features('logs-event-detail'),
  liveTail: features('logs-live-tail'),
  replay: features('logs-replay'),
  traceWaterfall: features('traces-waterfall'),
  serviceMap: features('traces-service-map'),
  alertRule: features('monitoring-alert-rule'),
  anomaly: features('monitoring-anomaly'),
  alertChannels: features('monitoring-channels'),
  errorBreakdown: features('monitoring-errors'),
  graphqlOperations: features('graphql-operations'),
  graphqlQuery: features('graphql-query-detail'),
  dashboardGrid: features('dashboards-grid'),
  dashboardShare: features('dashboards-share'),
  embeddedCustomerView: features('embedded-customer-view'),
  embeddedToken: features('embedded-token'),
  emailEditor: features('emails-editor'),
  emailTrigger: features('emails-trigger'),
  governanceRule: features('governance-rule'),
  governanceQuotas: features('governance-quotas'),
  cohortBuilder: features('cohorts-builder'),
  cohortSync: features('cohorts-sync'),
  catalogPlans: features('catalog-plans'),
  catalogPriceEditor: features('catalog-price-editor'),
  billingMeter: solutions('billing-meter'),
  billingInvoice: solutions('billing-invoice'),
  prepaidBalance: solutions('billing-prepaid-balance'),
  billingUsageReport: solutions('billing-usage-report'),
  billingStripe: solutions('billing-provider-stripe'),
  billingChargebee: solutions('billing-provider-chargebee'),
  billingRecurly: solutions('billing-provider-recurly'),
  billingZuora: solutions('billing-provider-zuora'),
  portalHome: solutions('portal-home'),
  portalKeys: solutions('portal-keys'),
  portalPlans: solutions('portal-plans'),
  thirdPartyVendors: solutions('thirdparty-vendors'),
  companyHealth: solutions('cs-company-health'),
  aiTokenMetering: solutions('ai-token-metering'),
  healthcareMasking: industries('healthcare-masking'),
  fintechTransactions: industries('fintech-transactions'),
  logisticsTracking: industries('logistics-tracking'),
  commsDelivery: industries('comms-delivery'),
  encryption: enterprise('security-encryption'),
  auditLog: enterprise('security-audit-log'),
  ssoRoles: enterprise('security-sso-roles'),
  userDeletion: enterprise('privacy-user-deletion'),
  sampling: enterprise('privacy-sampling'),
  architecture: enterprise('infra-architecture'),
  querySpeed: enterprise('infra-query-speed'),
  sdkInstall: enterprise('sdk-install'),
  compareOverview: compare('compare-overview'),
  supportExperience: compare('support-experience'),
} as const;

/** Name of a picture in {@link images}. */
export type ImageName = keyof typeof images;
