import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { EnterprisePageContent } from '@/marketing/content/pageTypes';

/** /enterprise/security-compliance */
export const securityCompliancePage: EnterprisePageContent = {
  path: '/enterprise/security-compliance',
  feature: 'enterprise-security-compliance',
  title: 'Enterprise Security and Compliance: SOC 2 Type 2, SSO, encryption | Apiscope',
  description:
    'SOC 2 Type 2 attested, AES256 encryption at rest, client-side encryption with customer-held keys, SSO, custom roles and audit logs for API analytics.',
  hero: {
    eyebrow: 'Security and compliance',
    headline: 'Enterprise security for your most sensitive API data',
    subheadline: 'SOC 2 Type 2 attested, AES256 encryption, customer-held keys, SSO, custom roles and audit logs.',
    image: { src: images.securityOverview, alt: 'Checklist of SOC 2 Type 2, AES256 encryption, client-side encryption, SSO with MFA, custom roles and audit logs' },
  },
  pillars: [
    { title: 'SOC 2 Type 2', body: 'Independently attested controls; report available under NDA.' },
    { title: 'Your keys', body: 'Client-side encryption so payloads are readable only with your key.' },
    { title: 'Access control', body: 'SSO, enforced MFA, custom roles and audit logs.' },
  ],
  sections: [
    {
      id: 'encryption',
      title: 'Encryption with keys you hold',
      body: 'All data is encrypted at rest with AES256. With client-side encryption, payloads are encrypted using a key you manage, so they stay unreadable without it, including to us.',
      bullets: ['AES256 at rest, TLS in transit', 'Customer-held keys', 'Key rotation'],
      image: { src: images.encryption, alt: 'Encryption settings' },
    },
    {
      id: 'access',
      title: 'SSO, custom roles and audit logs',
      body: 'Sign in through your identity provider, enforce MFA, give teams only the scopes they need and review every sensitive action in the audit log.',
      bullets: ['SSO with your identity provider', 'Custom roles and scopes', 'Audit logs of views, exports and changes'],
      image: { src: images.ssoRoles, alt: 'SSO settings and a custom role with selected permissions' },
    },
  ],
  testimonialId: 'nexhealth',
  questions: [
    { question: 'Who changed this alert rule?', answer: 'The audit log shows who and when.', image: { src: images.auditLog, alt: 'Audit log' } },
    { question: 'Can we keep secrets out entirely?', answer: 'Drop bodies or skip routes with collection rules.', image: { src: images.sampling, alt: 'Collection rules that drop bodies on the token route and skip health checks' } },
    { question: 'Can Apiscope read our payloads?', answer: 'Not with client-side encryption enabled.', image: { src: images.healthcareMasking, alt: 'Payload with fields masked and encrypted with a customer key' } },
  ],
  related: [relatedLinks.gdpr, relatedLinks.infrastructure, relatedLinks.governance, relatedLinks.comparisonGuide],
  cta: { title: 'Start your security review', body: 'Request our SOC 2 Type 2 report and security questionnaire answers.', intentKey: 'security' },
};
