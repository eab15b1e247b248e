import type { LegalDocument } from '@/marketing/content/other/types';

/** Privacy Policy: how Apiscope handles personal data of visitors, users and contacts. */
export const privacy: LegalDocument = {
  meta: {
    path: '/privacy',
    title: 'Privacy Policy | Apiscope',
    description: 'What personal data Apiscope collects about website visitors and account users, why, how long we keep it, and the rights you have.',
    feature: 'legal-privacy',
  },
  effectiveDate: '2026-10-06',
  intro: [
    'This policy explains how Apiscope, Inc. ("Apiscope") handles personal data about visitors to our website, people who sign up for or use our service, and business contacts. It does not cover the API data our customers send to the service; for that data, the customer is the controller and we act as processor under our Data Processing Addendum.',
  ],
  sections: [
    {
      heading: 'Data we collect',
      paragraphs: ['We collect:'],
      items: [
        'account data: name, email address, password (stored as a salted hash), organization and role;',
        'usage data: pages viewed in the app, features used, and technical data such as IP address, browser and device type;',
        'website data: pages visited, referrer and campaign parameters (such as utm_source or gclid), collected with first-party analytics;',
        'communications: messages you send to support or sales, and form submissions such as demo requests;',
        'billing data: billing contact and plan; card details are handled by our payment provider and never stored by us.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'To provide and secure the service (performance of our contract with you); to improve the product and understand which pages and features are used (our legitimate interests); to send service and billing messages (contract); to send product news where you have agreed or where the law allows, with an unsubscribe link in every message; and to meet legal obligations such as tax records.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'We use cookies that are needed to keep you signed in and remember choices such as a dismissed banner, and a first-party cookie that remembers the product interest you arrived with (for up to 21 days). Where the law requires consent for analytics or advertising cookies, we ask for it first.',
      ],
    },
    {
      heading: 'Sharing',
      paragraphs: [
        'We share personal data only with service providers that process it for us under contract (listed on our Subprocessors page), with professional advisers, when required by law, or as part of a merger or acquisition under the same protections. We do not sell personal data.',
      ],
    },
    {
      heading: 'International transfers',
      paragraphs: [
        'We are based in the United States. Transfers of personal data from the EEA, the UK and Switzerland rely on the European Commission\'s Standard Contractual Clauses and, where applicable, the Data Privacy Framework as described in our Data Privacy Framework statement.',
      ],
    },
    {
      heading: 'Retention',
      paragraphs: [
        'Account data is kept while your account is open and deleted within 90 days after it is closed, except where we must keep records longer for legal reasons (for example invoices, kept for 7 years). Website analytics data is kept for up to 26 months.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Depending on where you live, you may ask to access, correct, delete or export your personal data, object to or restrict its use, and withdraw consent. California residents may also ask what categories of data we have collected and will not be discriminated against for exercising these rights. Email privacy@apiscope.dev; we answer within 30 days. You may also complain to your local data protection authority.',
      ],
    },
    {
      heading: 'Security and contact',
      paragraphs: [
        'We protect personal data with the measures described on our Security page. Questions about this policy: privacy@apiscope.dev, or Apiscope, Inc., Attn: Privacy.',
      ],
    },
  ],
};
