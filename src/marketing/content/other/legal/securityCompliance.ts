import type { LegalDocument } from '@/marketing/content/other/types';

/** Compliance overview: attestations and the features that support GDPR and CCPA programs. */
export const securityCompliance: LegalDocument = {
  meta: {
    path: '/security-compliance',
    title: 'Security & Compliance | Apiscope',
    description: 'Apiscope holds a SOC 2 Type 2 attestation and offers the controls GDPR and CCPA programs need: DPA, user deletion, data export and collection blocking.',
    feature: 'security-compliance',
  },
  effectiveDate: '2026-10-06',
  intro: [
    'This page summarises the independent assurance Apiscope has and the features that help you meet your own obligations. Your compliance remains your responsibility; these controls are there to make it practical.',
  ],
  sections: [
    {
      heading: 'SOC 2 Type 2',
      paragraphs: [
        'Apiscope has a SOC 2 Type 2 attestation covering the security trust services criteria. Customers and prospects under NDA can request the current report through sales or their account manager.',
      ],
    },
    {
      heading: 'GDPR and CCPA',
      paragraphs: ['Apiscope acts as a processor for the API data you send. We support your program with:'],
      items: [
        'a Data Processing Addendum with Standard Contractual Clauses;',
        'a public list of subprocessors, with notice before changes;',
        'deletion of a user\'s data on request, and export of your data at any time;',
        'collection blocking for users who opt out;',
        'masking in the SDKs and client-side encryption so personal data need not be stored readably.',
      ],
    },
    {
      heading: 'Encryption and access',
      paragraphs: [
        'AES256 at rest, TLS in transit, SSO, enforced MFA, custom roles and audit logs. See the Security page for details.',
      ],
    },
    {
      heading: 'Requesting documents',
      paragraphs: [
        'Security questionnaires, the SOC 2 report and a signed DPA are available on request from sales or security@apiscope.dev.',
      ],
    },
  ],
};
