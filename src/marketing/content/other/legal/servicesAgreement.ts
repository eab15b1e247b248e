import type { LegalDocument } from '@/marketing/content/other/types';

/** Master services agreement for customers with an order form. */
export const servicesAgreement: LegalDocument = {
  meta: {
    path: '/services-agreement',
    title: 'Services Agreement | Apiscope',
    description: 'The master services agreement for Apiscope customers with an order form: subscriptions, fees, service levels, data protection, liability and term.',
    feature: 'legal-services-agreement',
  },
  effectiveDate: '2026-10-06',
  intro: [
    'This Services Agreement ("Agreement") applies between Apiscope, Inc. and the customer named in an order form that references it ("Customer"). The order form, this Agreement and the Data Processing Addendum make up the whole agreement.',
  ],
  sections: [
    {
      heading: '1. Subscriptions',
      paragraphs: [
        'Apiscope provides the service for the subscription term, plan, event volume and add-ons in the order form. Customer may permit its employees and contractors to use the service and is responsible for their compliance.',
      ],
    },
    {
      heading: '2. Fees and payment',
      paragraphs: [
        'Fees are as stated in the order form, invoiced annually in advance unless stated otherwise, and due within 30 days of invoice. Usage above committed volumes is invoiced in arrears at the rates in the order form. Fees exclude taxes, which Customer pays except taxes on Apiscope\'s income.',
      ],
    },
    {
      heading: '3. Service levels and support',
      paragraphs: [
        'Apiscope targets 99.9% monthly availability of the collector and the web application, excluding announced maintenance. If availability falls below the target, Customer may claim a service credit of 5% of that month\'s fees for each full 0.1% below it, up to 30%, by asking within 30 days. Support response times are set out in the order form.',
      ],
    },
    {
      heading: '4. Customer Data and security',
      paragraphs: [
        'Customer owns Customer Data. Apiscope uses it only to provide the service and as the Data Processing Addendum allows, and maintains the technical and organisational measures described there. Apiscope may use aggregated, de-identified service metrics that do not identify Customer or any person to operate and improve the service.',
      ],
    },
    {
      heading: '5. Confidentiality',
      paragraphs: [
        'Each party uses the other\'s confidential information only to perform this Agreement and protects it with at least reasonable care, for the term and five years after.',
      ],
    },
    {
      heading: '6. Indemnities',
      paragraphs: [
        'Apiscope defends Customer against third-party claims that the service infringes intellectual property rights and pays resulting damages and settlements. Customer defends Apiscope against third-party claims arising from Customer Data or Customer\'s breach of the acceptable use rules.',
      ],
    },
    {
      heading: '7. Liability',
      paragraphs: [
        'Neither party is liable for indirect or consequential damages or lost profits. Each party\'s total liability is limited to the fees paid or payable in the 12 months before the event giving rise to the claim, except for payment obligations, indemnities, and breaches of confidentiality or data protection obligations, which are limited to three times that amount.',
      ],
    },
    {
      heading: '8. Term and termination',
      paragraphs: [
        'The subscription term renews for periods equal to the initial term unless either party gives 30 days\' notice before renewal. Either party may terminate for material breach not cured within 30 days of notice. On termination Apiscope makes Customer Data available for export for 30 days, then deletes it.',
      ],
    },
    {
      heading: '9. General',
      paragraphs: [
        'This Agreement is governed by Delaware law. Neither party may assign it without consent, except to a successor in a merger or acquisition. Notices go to the addresses in the order form.',
      ],
    },
  ],
};
