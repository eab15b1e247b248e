/** The sign-up intents of SPEC section 1 and the copy each one shows on the home and sign-up pages. */

/** Keys of the known sign-up intents. */
export const INTENT_KEYS = [
  'product',
  'monitor',
  'governance',
  'devexp',
  'graphql',
  'growth',
  'security',
  'customersuccess',
  'thirdparty',
  'adoption',
] as const;
export type IntentKey = (typeof INTENT_KEYS)[number];

/** A sign-up intent: why someone came, and the copy that speaks to that reason. */
export interface Intent {
  key: IntentKey;
  /** Headline of the sign-up page and the home hero. */
  signUpTitle: string;
  /** One or two sentences under the headline. */
  description: string;
  /** Heading above the metrics this visitor will care about first. */
  metricsHeader: string;
}

/** The intent used when none (or an unknown one) is given. */
export const DEFAULT_INTENT_KEY: IntentKey = 'product';

/** Copy per intent. */
export const INTENTS: Readonly<Record<IntentKey, Intent>> = {
  product: {
    key: 'product',
    signUpTitle: 'Understand how customers use your API',
    description:
      'See which endpoints and features each customer adopts, where they get stuck, and what drives revenue, without writing SQL.',
    metricsHeader: 'Product usage metrics',
  },
  monitor: {
    key: 'monitor',
    signUpTitle: 'Catch API issues before your customers do',
    description:
      'Alert on error rates, latency and anomalies per endpoint and per customer, and debug failures with the full request and response.',
    metricsHeader: 'Health and performance metrics',
  },
  governance: {
    key: 'governance',
    signUpTitle: 'Enforce quotas and usage rules on your API',
    description:
      'Block or throttle abusive or unpaid traffic with governance rules that apply instantly at your gateway, no redeploy needed.',
    metricsHeader: 'Quota and rule metrics',
  },
  devexp: {
    key: 'devexp',
    signUpTitle: 'Give developers a first call that works',
    description:
      'Measure time to first hello world, find the integration errors developers hit, and reach out before they give up.',
    metricsHeader: 'Developer experience metrics',
  },
  graphql: {
    key: 'graphql',
    signUpTitle: 'Analytics built for GraphQL APIs',
    description:
      'Break down traffic and errors by operation and field, spot slow resolvers, and see which customers run the expensive queries.',
    metricsHeader: 'GraphQL operation metrics',
  },
  growth: {
    key: 'growth',
    signUpTitle: 'Grow API revenue with usage-based billing',
    description:
      'Meter any metric, send usage to your billing provider automatically, and spot accounts ready to upgrade.',
    metricsHeader: 'Revenue and growth metrics',
  },
  security: {
    key: 'security',
    signUpTitle: 'See who is calling your API, and how',
    description:
      'Detect credential sharing, scraping and unusual access patterns, and keep an audit trail of every call by user and company.',
    metricsHeader: 'Security and access metrics',
  },
  customersuccess: {
    key: 'customersuccess',
    signUpTitle: 'Know which customers need help, before they ask',
    description:
      'Track the health of every account, spot falling usage and failed calls early, and share live dashboards with customers.',
    metricsHeader: 'Customer health metrics',
  },
  thirdparty: {
    key: 'thirdparty',
    signUpTitle: 'Track the third-party APIs your product depends on',
    description:
      'Log outgoing calls to payment, messaging and AI providers to see their latency, errors and cost per feature.',
    metricsHeader: 'Third-party API metrics',
  },
  adoption: {
    key: 'adoption',
    signUpTitle: 'Drive adoption of your API platform',
    description:
      'Follow each account from sign-up to active integration and nudge stalled developers with behavioral e-mails.',
    metricsHeader: 'Adoption funnel metrics',
  },
};
