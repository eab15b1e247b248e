import type { LegalDocument } from '@/marketing/content/other/types';

/** Data Privacy Framework statement. */
export const dpfStatement: LegalDocument = {
  meta: {
    path: '/legal/data-privacy-framework-statement',
    title: 'Data Privacy Framework Statement | Apiscope',
    description: 'How Apiscope applies the EU-U.S. Data Privacy Framework principles, the UK Extension and the Swiss-U.S. framework to personal data it receives.',
    feature: 'legal-dpf',
  },
  effectiveDate: '2026-10-06',
  intro: [
    'This statement explains how Apiscope, Inc. applies the principles of the EU-U.S. Data Privacy Framework (EU-U.S. DPF), the UK Extension to the EU-U.S. DPF and the Swiss-U.S. Data Privacy Framework to personal data received from the European Union, the United Kingdom and Switzerland.',
    'Whether an organisation currently participates in the frameworks is shown on the Data Privacy Framework List published by the U.S. Department of Commerce at dataprivacyframework.gov; that list is authoritative. Where Apiscope\'s participation is not active, transfers rely on the Standard Contractual Clauses in our Data Processing Addendum, and we apply the same principles below.',
  ],
  sections: [
    {
      heading: 'Notice and choice',
      paragraphs: [
        'Our Privacy Policy describes the personal data we collect, why, and with whom we share it. You may opt out of uses that are materially different from the purposes for which data was collected.',
      ],
    },
    {
      heading: 'Onward transfers',
      paragraphs: [
        'We transfer personal data to third parties only for limited, specified purposes under contracts that require the same level of protection. We remain liable if a processor acting for us handles data in a way that breaks the principles, unless we are not responsible for the event giving rise to the damage.',
      ],
    },
    {
      heading: 'Security, integrity and purpose limitation',
      paragraphs: [
        'We take reasonable measures to protect personal data and process it only in ways compatible with the purposes for which it was collected or later authorised.',
      ],
    },
    {
      heading: 'Access',
      paragraphs: [
        'You may access, correct or delete personal data we hold about you by emailing privacy@apiscope.dev. Where we process data for a customer, we forward your request to that customer and help them answer it.',
      ],
    },
    {
      heading: 'Recourse, enforcement and liability',
      paragraphs: [
        'Contact privacy@apiscope.dev first; we answer within 45 days. Unresolved complaints may be referred to an independent dispute resolution body named in our DPF registration, or to your data protection authority, and in limited cases you may invoke binding arbitration under Annex I of the framework. Apiscope is subject to the investigatory and enforcement powers of the U.S. Federal Trade Commission. We may be required to disclose personal data in response to lawful requests by public authorities, including for national security or law enforcement.',
      ],
    },
  ],
};
