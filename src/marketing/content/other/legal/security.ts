import type { LegalDocument } from '@/marketing/content/other/types';

/** The security overview page. */
export const security: LegalDocument = {
  meta: {
    path: '/security',
    title: 'Security at Apiscope',
    description: 'How Apiscope protects API data: AES256 encryption at rest, TLS in transit, client-side encryption with your keys, SSO, custom roles and audit logs.',
    feature: 'security',
  },
  effectiveDate: '2026-10-06',
  intro: [
    'API traffic can contain credentials and personal data. These are the controls that protect it, and the settings you can use to send less of it in the first place.',
  ],
  sections: [
    {
      heading: 'Encryption',
      paragraphs: [
        'Data is encrypted in transit with TLS 1.2 or later and at rest with AES256. With client-side encryption, payloads are encrypted with keys you hold before they are stored, so they can only be read in your browser session.',
      ],
    },
    {
      heading: 'Collecting less',
      paragraphs: ['The SDKs and the collector let you limit what is stored:'],
      items: [
        'mask headers and body fields in the SDK before events leave your servers;',
        'turn off body logging entirely, or sample traffic;',
        'block collection for specific users or companies;',
        'delete a user\'s data on request.',
      ],
    },
    {
      heading: 'Access control',
      paragraphs: [
        'Single sign-on through your identity provider, enforced multi-factor authentication, and custom roles limit who can see what. Collector keys are write-only; management keys carry explicit scopes and can be limited to specific apps. Audit logs record sign-ins and changes to settings, rules and keys.',
      ],
    },
    {
      heading: 'Infrastructure and operations',
      paragraphs: [
        'Production runs in isolated cloud accounts with access limited to on-call engineers through SSO and multi-factor authentication. Changes go through code review and automated tests. Backups are encrypted and restores are tested.',
      ],
    },
    {
      heading: 'Reporting a vulnerability',
      paragraphs: [
        'Email security@apiscope.dev with details and steps to reproduce. We acknowledge reports within two business days and will not pursue good-faith research that respects our users\' privacy and avoids service disruption.',
      ],
    },
  ],
};
