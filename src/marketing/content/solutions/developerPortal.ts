import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /solutions/developer-portal (headline, sub-headline and hero image can come from query parameters). */
export const developerPortalPage: MarketingPageContent = {
  path: '/solutions/developer-portal',
  feature: 'developer-portal',
  title: 'Open-Source Developer Portal for API products | Apiscope',
  description:
    'An open-source developer portal with sign-up, plan selection, API keys, usage charts and billing. Host it yourself and customise every page.',
  hero: {
    eyebrow: 'Developer Portal',
    headline: 'Open-Source Developer Portal',
    subheadline: 'Self-serve sign-up, plans, API keys and live usage for your customers, on a portal you own and can change.',
    image: { src: images.portalHome, alt: 'Developer portal home with plan cards, a Get API key button and a usage chart for the signed-in customer' },
  },
  pillars: [
    { title: 'Open source', body: 'Fork it, restyle it and host it next to your docs.' },
    { title: 'Self-serve', body: 'Customers sign up, pick a plan and get a key without a ticket.' },
    { title: 'Connected', body: 'Plans from the catalog, keys from your gateway, usage from Apiscope.' },
  ],
  sections: [
    {
      id: 'signup',
      title: 'From sign-up to first call without talking to sales',
      body: 'The portal handles sign-up, plan checkout through your billing provider and key creation in your API gateway. The developer leaves with a working key and a code sample.',
      bullets: ['Plan selection and checkout', 'API keys created in your gateway', 'Identity from your own login provider'],
      image: { src: images.portalPlans, alt: 'Portal pricing page with three plans and a checkout button' },
    },
    {
      id: 'keys-and-usage',
      title: 'Keys, usage and invoices in one place',
      body: 'Customers manage their keys and see their own usage charts, embedded with workspace access tokens so each one sees only their data.',
      bullets: ['Create and revoke keys', 'Live usage and quota', 'Links to invoices in the billing provider'],
      image: { src: images.portalKeys, alt: 'Portal page with an API keys table and a usage chart for the current period' },
    },
    {
      id: 'own-it',
      title: 'Yours to customise and host',
      body: 'The portal is open source: change layouts, add pages and deploy it wherever you deploy your other apps. Configuration covers the gateway, billing provider and identity provider.',
      bullets: ['Open-source code', 'Deploy to your own hosting', 'Configurable gateway and billing connectors'],
      image: { src: images.embeddedToken, alt: 'Portal server code creating a scoped workspace token' },
    },
  ],
  testimonialId: 'nexhealth1',
  questions: [
    { question: 'How many sign-ups reach a first call?', answer: 'Funnel from portal sign-up to first successful API call.', image: { src: images.funnel, alt: 'Sign-up to first call funnel' } },
    { question: 'Which plan do developers choose?', answer: 'Plan selections by week and source.', image: { src: images.catalogPlans, alt: 'Plans list' } },
    { question: 'Can customers see their own usage?', answer: 'Yes, embedded charts scoped by token.', image: { src: images.embeddedCustomerView, alt: 'Customer usage view embedded in an app' } },
  ],
  related: [relatedLinks.embedded, relatedLinks.billing, relatedLinks.catalog, relatedLinks.governance],
  cta: { title: 'Launch a developer portal you own', body: 'Start from the open-source portal and connect your gateway and billing provider.', intentKey: 'devexp' },
};
