import type { LegalDocument } from '@/marketing/content/other/types';

/** Data Processing Addendum. */
export const dpa: LegalDocument = {
  meta: {
    path: '/dpa',
    title: 'Data Processing Addendum | Apiscope',
    description: 'Apiscope\'s Data Processing Addendum: processing instructions, security measures, subprocessors, breach notice, audits, transfers and deletion.',
    feature: 'legal-dpa',
  },
  effectiveDate: '2026-10-06',
  intro: [
    'This Data Processing Addendum ("DPA") forms part of the Terms of Service or the Services Agreement between Apiscope, Inc. ("Processor") and the customer ("Controller") and applies where Apiscope processes personal data contained in Customer Data.',
  ],
  sections: [
    {
      heading: '1. Scope and roles',
      paragraphs: [
        'Controller determines the purposes of processing; Processor processes personal data only on Controller\'s documented instructions, which are the agreement, Controller\'s configuration of the service, and written instructions agreed by both parties.',
        'Subject matter: hosting and analysis of API calls, user and company profiles and related events. Categories of data subjects: Controller\'s end users and staff. Categories of data: identifiers, contact details, IP addresses and any personal data Controller chooses to send in API payloads.',
      ],
    },
    {
      heading: '2. Processor obligations',
      paragraphs: ['Processor will:'],
      items: [
        'ensure that personnel with access are bound by confidentiality;',
        'implement the measures in section 5;',
        'assist Controller, taking into account the nature of processing, with data subject requests (including through the service\'s deletion and export features) and with data protection impact assessments;',
        'notify Controller without undue delay, and in any case within 48 hours, after becoming aware of a personal data breach, with the information Controller needs to meet its own obligations.',
      ],
    },
    {
      heading: '3. Subprocessors',
      paragraphs: [
        'Controller authorises the subprocessors listed on the Subprocessors page. Processor gives at least 30 days\' notice of new subprocessors by email to subscribers of the list; Controller may object on reasonable data protection grounds, and if the parties cannot resolve the objection, Controller may terminate the affected service and receive a refund of prepaid fees for it. Processor imposes equivalent data protection terms on each subprocessor and remains responsible for them.',
      ],
    },
    {
      heading: '4. International transfers',
      paragraphs: [
        'For transfers of personal data from the EEA, the UK or Switzerland to a country without an adequacy decision, the parties incorporate the Standard Contractual Clauses (module two, controller to processor), with the UK Addendum and Swiss amendments as applicable.',
      ],
    },
    {
      heading: '5. Security measures',
      paragraphs: [
        'Encryption in transit (TLS 1.2+) and at rest (AES256); optional client-side encryption with Controller-held keys; SSO and MFA for staff; least-privilege access; logging and monitoring of production access; encrypted backups; vulnerability management; a SOC 2 Type 2 attestation.',
      ],
    },
    {
      heading: '6. Audits',
      paragraphs: [
        'Processor makes its SOC 2 Type 2 report available on request. If that report is not sufficient to demonstrate compliance, Controller may carry out an audit once a year with 30 days\' notice, at its own cost, during business hours, under confidentiality.',
      ],
    },
    {
      heading: '7. Deletion and return',
      paragraphs: [
        'At the end of the service, Processor makes Customer Data available for export for 30 days and then deletes it, including from backups within a further 35 days, unless law requires retention.',
      ],
    },
  ],
};
