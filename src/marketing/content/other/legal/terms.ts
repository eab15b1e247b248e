import type { LegalDocument } from '@/marketing/content/other/types';

/** Terms of Service for the website and self-serve plans. */
export const terms: LegalDocument = {
  meta: {
    path: '/terms',
    title: 'Terms of Service | Apiscope',
    description: 'The terms that apply when you use the Apiscope website and self-serve plans: accounts, acceptable use, fees, data, liability and termination.',
    feature: 'legal-terms',
  },
  effectiveDate: '2026-10-06',
  intro: [
    'These Terms of Service ("Terms") are an agreement between you and Apiscope, Inc. ("Apiscope", "we", "us") and govern your use of apiscope.dev and the Apiscope service on self-serve plans. If you use the service for an organization, you accept these Terms on its behalf and confirm that you may do so.',
    'Customers with a signed order form are governed by the Services Agreement instead; where both apply, the Services Agreement prevails.',
  ],
  sections: [
    {
      heading: '1. Accounts',
      paragraphs: [
        'You must give accurate sign-up information and keep your password and API keys confidential. You are responsible for activity under your account and for the users you invite to your organization.',
        'Tell us promptly at security@apiscope.dev if you believe your account or keys have been compromised.',
      ],
    },
    {
      heading: '2. The service',
      paragraphs: [
        'Apiscope provides API analytics, logging, monitoring and alerting, dashboards, usage metering, governance rules, embedded metrics and a developer portal, as described on our website for your plan. We may improve and change features; we will not materially reduce the core functionality of a paid plan during a paid term.',
      ],
    },
    {
      heading: '3. Acceptable use',
      paragraphs: ['You will not, and will not let others:'],
      items: [
        'send data you have no right to send, or special categories of personal data unless masked or encrypted client-side;',
        'use the service to break the law or infringe anyone\'s rights;',
        'probe, scan or test the vulnerability of the service without our written permission;',
        'interfere with the service or exceed rate limits by automated means designed to avoid them;',
        'resell the service or build a competing product from it.',
      ],
    },
    {
      heading: '4. Your data',
      paragraphs: [
        'You keep all rights to the data you send to the service ("Customer Data"). You grant us the rights needed to host, process and display it to provide the service to you. We process personal data in Customer Data under our Data Processing Addendum, which forms part of these Terms.',
        'You can export Customer Data at any time while your account is active and for 30 days after termination, after which we delete it from production systems; backups expire within a further 35 days.',
      ],
    },
    {
      heading: '5. Plans, trials and fees',
      paragraphs: [
        'Free plans are provided as they are. Trials give access to paid features for the stated period and event quota; at the end of a trial the account moves to the Free plan unless you choose a paid plan.',
        'Paid plans are billed in advance for the billing period shown at checkout. Fees exclude taxes. If a payment fails we will tell you and may suspend paid features after 14 days. Event volume above your plan may be billed or may require an upgrade as described on the pricing page.',
      ],
    },
    {
      heading: '6. Availability and support',
      paragraphs: [
        'We aim to keep the service available at all times and publish its current status at /public-apis/status/dash. Planned maintenance is announced in advance where possible. Support is provided through the channels listed for your plan.',
      ],
    },
    {
      heading: '7. Confidentiality and security',
      paragraphs: [
        'Each party protects the other\'s confidential information with at least reasonable care. We maintain the security measures described on our Security page and in the Data Processing Addendum.',
      ],
    },
    {
      heading: '8. Warranties and disclaimers',
      paragraphs: [
        'Except as expressly stated in these Terms, the service is provided "as is" and we disclaim all implied warranties, including merchantability, fitness for a particular purpose and non-infringement, to the extent the law allows.',
      ],
    },
    {
      heading: '9. Limitation of liability',
      paragraphs: [
        'Neither party is liable for indirect, incidental, special or consequential damages, or for lost profits or revenue. Each party\'s total liability under these Terms is limited to the fees you paid us in the 12 months before the claim. These limits do not apply to your payment obligations, a party\'s indemnity obligations, or liability that cannot be limited by law.',
      ],
    },
    {
      heading: '10. Termination',
      paragraphs: [
        'You may close your account at any time from your account settings. We may suspend or terminate your account if you materially breach these Terms and do not cure the breach within 30 days of notice, or immediately where needed to protect the service or comply with law.',
      ],
    },
    {
      heading: '11. Changes and governing law',
      paragraphs: [
        'We may update these Terms; material changes take effect 30 days after we notify account owners by email. These Terms are governed by the laws of the State of Delaware, excluding its conflict-of-law rules, and disputes are heard in the state or federal courts located in Delaware.',
        'Questions about these Terms: legal@apiscope.dev.',
      ],
    },
  ],
};
