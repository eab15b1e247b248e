import { dpa } from '@/marketing/content/other/legal/dpa';
import { dpfStatement } from '@/marketing/content/other/legal/dpf';
import { privacy } from '@/marketing/content/other/legal/privacy';
import { security } from '@/marketing/content/other/legal/security';
import { securityCompliance } from '@/marketing/content/other/legal/securityCompliance';
import { servicesAgreement } from '@/marketing/content/other/legal/servicesAgreement';
import { terms } from '@/marketing/content/other/legal/terms';
import { LegalDocumentPage } from './LegalDocumentPage';

export { SubprocessorsPage } from './SubprocessorsPage';

/** /terms */
export const TermsPage = () => <LegalDocumentPage document={terms} />;
/** /privacy */
export const PrivacyPage = () => <LegalDocumentPage document={privacy} />;
/** /security */
export const SecurityPage = () => <LegalDocumentPage document={security} />;
/** /security-compliance */
export const SecurityCompliancePage = () => <LegalDocumentPage document={securityCompliance} />;
/** /services-agreement */
export const ServicesAgreementPage = () => <LegalDocumentPage document={servicesAgreement} />;
/** /dpa */
export const DpaPage = () => <LegalDocumentPage document={dpa} />;
/** /legal/data-privacy-framework-statement */
export const DpfStatementPage = () => <LegalDocumentPage document={dpfStatement} />;
