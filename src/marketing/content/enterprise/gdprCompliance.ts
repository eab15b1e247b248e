import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { EnterprisePageContent } from '@/marketing/content/pageTypes';

/** /enterprise/gdpr-compliance */
export const gdprCompliancePage: EnterprisePageContent = {
  path: '/enterprise/gdpr-compliance',
  feature: 'enterprise-gdpr-compliance',
  title: 'GDPR and CCPA Compliance for API Analytics | Apiscope',
  description:
    'Meet GDPR and CCPA obligations for API data: delete or export a user\u2019s data on request, mask fields in the SDK, block collection and control retention.',
  hero: {
    eyebrow: 'GDPR and CCPA',
    headline: 'API analytics that respect your users\u2019 privacy rights',
    subheadline: 'Delete or export a user\u2019s data on request, mask fields before collection and control retention.',
    image: { src: images.userDeletion, alt: 'User deletion request form with user id, confirmation and a list of completed deletion requests' },
  },
  pillars: [
    { title: 'Right to erasure', body: 'Delete a user and their events through the portal or the API.' },
    { title: 'Data minimisation', body: 'Mask or drop fields in the SDK; block collection on routes.' },
    { title: 'Access requests', body: 'Export a user\u2019s data for a subject access request.' },
  ],
  sections: [
    {
      id: 'deletion',
      title: 'Delete and export user data on request',
      body: 'Handle erasure and access requests from the portal or automate them with the management API, and keep a record of each completed request.',
      bullets: ['User deletion by id', 'Export of a user\u2019s events', 'Record of completed requests'],
      image: { src: images.privacyExport, alt: 'Access request export listing profile, events, actions and cohort data for one user' },
    },
    {
      id: 'minimise',
      title: 'Collect only what you need',
      body: 'Masking happens in the SDK, so removed fields never leave your servers. Collection blocking and sampling keep sensitive routes out entirely.',
      bullets: ['SDK field masking', 'Collection blocking per route', 'Retention settings per plan'],
      image: { src: images.sampling, alt: 'Collection blocking and sampling settings' },
    },
  ],
  questions: [
    { question: 'Which fields do we collect?', answer: 'Masking rules and the event schema show what arrives.', image: { src: images.healthcareMasking, alt: 'Payload with masked and encrypted fields' } },
    { question: 'Who can see payloads?', answer: 'Only roles you grant that permission.', image: { src: images.ssoRoles, alt: 'Custom role without the view payloads permission' } },
    { question: 'Who exported data?', answer: 'The audit log records exports.', image: { src: images.auditLog, alt: 'Audit log' } },
  ],
  related: [relatedLinks.security, relatedLinks.infrastructure, relatedLinks.logs, relatedLinks.comparisonGuide],
  cta: { title: 'Review our privacy controls with us', body: 'We walk your DPO through deletion, masking and our data processing terms.', intentKey: 'security' },
};
