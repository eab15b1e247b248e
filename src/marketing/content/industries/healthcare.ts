import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /industries/api-analytics-for-healthcare-platforms */
export const healthcarePage: MarketingPageContent = {
  path: '/industries/api-analytics-for-healthcare-platforms',
  feature: 'industry-healthcare',
  title: 'API Analytics for Healthcare Platforms | Apiscope',
  description:
    'API analytics and monitoring for healthcare platforms: partner usage and reliability insight while patient data stays masked or encrypted with keys you hold.',
  hero: {
    eyebrow: 'Healthcare platforms',
    headline: 'API analytics for healthcare, without exposing patient data',
    subheadline: 'Usage and reliability per partner and integration, with sensitive fields masked or encrypted with your keys.',
    image: { src: images.healthcareMasking, alt: 'API call detail where patient name, date of birth and record number are masked, next to latency and partner fields' },
  },
  pillars: [
    { title: 'Data stays protected', body: 'Mask fields in the SDK and encrypt payloads with customer-held keys.' },
    { title: 'Partner visibility', body: 'Usage and errors per clinic, payer or EHR integration.' },
    { title: 'Audit-ready', body: 'SOC 2 Type 2, SSO, custom roles and audit logs.' },
  ],
  sections: [
    {
      id: 'protect',
      title: 'Analytics on metadata, protection for the rest',
      body: 'Choose which fields leave your servers at all. Masked fields are replaced in the SDK; encrypted payloads can only be read with the key you control, while timings, routes and partners stay analysable.',
      bullets: ['Field masking before data leaves your network', 'Client-side encryption with your keys', 'User deletion on request'],
      image: { src: images.encryption, alt: 'Client-side encryption settings with a customer-held key' },
    },
    {
      id: 'partners',
      title: 'Reliability for every partner integration',
      body: 'Scheduling, eligibility and records APIs are only as good as their slowest integration. Track latency and error rates per partner and alert before a clinic calls support.',
      bullets: ['Errors and latency per partner', 'Anomaly alerts per integration', 'Partner-facing usage reports'],
      image: { src: images.errorBreakdown, alt: 'Errors per partner integration' },
    },
  ],
  testimonialId: 'nexhealth',
  questions: [
    { question: 'Which partner integration is failing?', answer: 'Error rate by partner and route.', image: { src: images.healthcarePartners, alt: 'Partner integrations table with calls, errors, latency and status, one degraded' } },
    { question: 'Are sensitive fields leaving our servers?', answer: 'Masking rules show what is dropped in the SDK.', image: { src: images.sampling, alt: 'Collection rules including field masking for patient routes' } },
    { question: 'Who accessed the data?', answer: 'Audit logs record every view and export.', image: { src: images.auditLog, alt: 'Audit log' } },
  ],
  related: [relatedLinks.security, relatedLinks.gdpr, relatedLinks.monitoring, relatedLinks.embedded],
  cta: { title: 'Bring API analytics to your healthcare platform', body: 'Talk to us about masking, encryption and your compliance review.', intentKey: 'security' },
};
