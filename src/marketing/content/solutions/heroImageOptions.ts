import { images } from '@/marketing/content/images';
import type { ImageContent } from '@/marketing/content/types';
import type { SolutionName } from './index';

/**
 * Hero pictures an ad link may pick with `?image=<key>` (or `?billing=<provider>` on the billing page).
 * Only these keys are accepted: a URL in the query string is never shown.
 */
export const heroImageOptions: Partial<Record<SolutionName, Record<string, ImageContent>>> = {
  'metered-api-billing': {
    meter: { src: images.billingMeter, alt: 'Billing meter configuration summing a usage field per company' },
    invoice: { src: images.billingInvoice, alt: 'Invoice preview with metered line items' },
    usage: { src: images.billingUsageReport, alt: 'Usage report per customer with plan allowance' },
    prepaid: { src: images.prepaidBalance, alt: 'Prepaid balance gauge with a credit ledger' },
    tokens: { src: images.aiTokenMetering, alt: 'AI token usage metered by model and customer' },
    stripe: { src: images.billingStripe, alt: 'Billing meter reporting usage to Stripe subscription items' },
    chargebee: { src: images.billingChargebee, alt: 'Billing meter reporting usage to Chargebee subscriptions' },
    recurly: { src: images.billingRecurly, alt: 'Billing meter reporting usage to Recurly subscriptions' },
    zuora: { src: images.billingZuora, alt: 'Billing meter reporting usage to Zuora subscriptions' },
  },
  'developer-portal': {
    portal: { src: images.portalHome, alt: 'Developer portal home with plans and a usage chart' },
    plans: { src: images.portalPlans, alt: 'Developer portal pricing page with three plans' },
    keys: { src: images.portalKeys, alt: 'Developer portal API keys and usage page' },
    embedded: { src: images.embeddedCustomerView, alt: 'Usage chart embedded in a customer portal' },
  },
};
