import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /solutions/api-security */
export const apiSecurityPage: MarketingPageContent = {
  path: '/solutions/api-security',
  feature: 'solution-api-security',
  title: 'API Security: detect and block abusive API traffic | Apiscope',
  description:
    'Spot credential stuffing, scraping and leaked keys in API traffic, block offenders with governance rules and keep payloads safe with client-side encryption.',
  hero: {
    eyebrow: 'API Security',
    headline: 'Detect API abuse and block it within a minute',
    subheadline: 'Find scraping, credential stuffing and leaked keys in your traffic, then block them with a governance rule.',
    image: { src: images.governanceRule, alt: 'Governance rule blocking requests from a suspicious IP range with status 403' },
  },
  pillars: [
    { title: 'See abuse', body: 'Unusual volumes, auth failures and scraping patterns per user and IP.' },
    { title: 'Stop it', body: 'Block a key, user, company or IP range without a deploy.' },
    { title: 'Protect data', body: 'Mask fields in the SDK and encrypt payloads with your own keys.' },
  ],
  sections: [
    {
      id: 'detect',
      title: 'Abuse patterns in plain sight',
      body: 'Group 401s by IP, find keys used from new countries and users paging through every record. Anomaly alerts catch the spike at 3 a.m.',
      bullets: ['Auth failures by IP and user', 'Unusual volume per key', 'Anomaly alerts on security metrics'],
      image: { src: images.anomaly, alt: 'Anomaly in authentication failures' },
    },
    {
      id: 'protect',
      title: 'Payload protection and audit',
      body: 'Sensitive fields can be masked before data leaves your servers, and client-side encryption keeps payloads readable only with keys you hold. Audit logs record who viewed what.',
      bullets: ['Field masking in the SDK', 'Client-side encryption with customer-held keys', 'Audit logs of access'],
      image: { src: images.encryption, alt: 'Encryption settings with a customer-held key' },
    },
  ],
  testimonialId: 'nexhealth',
  questions: [
    { question: 'Is someone scraping our API?', answer: 'Calls per user and IP compared with the usual pattern.', image: { src: images.segmentation, alt: 'Calls grouped by IP' } },
    { question: 'Was this key leaked?', answer: 'Requests with the key by country and client.', image: { src: images.geo, alt: 'Calls by country' } },
    { question: 'Who looked at this payload?', answer: 'The audit log records access.', image: { src: images.auditLog, alt: 'Audit log table' } },
  ],
  related: [relatedLinks.governance, relatedLinks.security, relatedLinks.monitoring, relatedLinks.gdpr],
  cta: { title: 'Close the gaps attackers look for', body: 'See your auth failures and unusual traffic within an hour of installing.', intentKey: 'security' },
};
