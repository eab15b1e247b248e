import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /industries/monetization-for-ai-applications */
export const aiApplicationsPage: MarketingPageContent = {
  path: '/industries/monetization-for-ai-applications',
  feature: 'monetization-for-ai-applications',
  title: 'Monetization for AI Applications: meter tokens and bill by usage | Apiscope',
  description:
    'Meter tokens, requests or compute time per customer and model, sell prepaid credits, enforce limits and invoice through your billing provider.',
  hero: {
    eyebrow: 'AI applications',
    headline: 'Charge for AI by the tokens customers actually use',
    subheadline: 'Meter tokens per customer and model, sell prepaid credits and enforce limits before costs run away.',
    image: { src: images.aiTokenMetering, alt: 'Chart of input and output tokens per day by model, with a table of customers and their token usage' },
  },
  pillars: [
    { title: 'Meter tokens', body: 'Sum token counts from response bodies, per model and customer.' },
    { title: 'Protect margins', body: 'Compare usage revenue with model costs per customer.' },
    { title: 'Stay in control', body: 'Credits, quotas and blocks when usage runs away.' },
  ],
  sections: [
    {
      id: 'tokens',
      title: 'Token metering from your API responses',
      body: 'Apiscope reads usage fields such as input and output tokens from each response, so meters follow your models without a separate usage pipeline.',
      bullets: ['Input and output tokens per model', 'Requests, compute time or images generated', 'Per customer and per API key'],
      image: { src: images.billingMeter, alt: 'Meter summing usage.total_tokens from responses per company' },
    },
    {
      id: 'credits',
      title: 'Prepaid credits and hard limits',
      body: 'Sell credits up front, draw them down per token and block at zero. Customers get low-balance emails and a live balance in your app.',
      bullets: ['Credit ledger per customer', 'Low-balance emails', 'Blocks when credits run out'],
      image: { src: images.prepaidBalance, alt: 'Prepaid balance and ledger' },
    },
  ],
  testimonialId: 'symblai2',
  questions: [
    { question: 'Which customers are unprofitable?', answer: 'Token usage against plan price per customer.', image: { src: images.aiMargin, alt: 'Revenue, model cost and margin per customer with one near zero margin' } },
    { question: 'Which model drives usage?', answer: 'Tokens grouped by model.', image: { src: images.billingOverview, alt: 'Revenue per meter including AI tokens' } },
    { question: 'Who will run out of credits this week?', answer: 'Balance burn-down per customer.', image: { src: images.prepaidBalances, alt: 'Customer balances with days until they run out' } },
  ],
  related: [relatedLinks.billing, relatedLinks.prepaid, relatedLinks.governance, relatedLinks.embedded],
  cta: { title: 'Put your AI product on usage-based pricing', body: 'Define a token meter, connect your billing provider and launch.', intentKey: 'growth' },
};
