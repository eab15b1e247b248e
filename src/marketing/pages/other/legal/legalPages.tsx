import { dpa } from '../../../content/other/legal/dpa';
import { dpfStatement } from '../../../content/other/legal/dpf';
import { privacy } from '../../../content/other/legal/privacy';
import { security } from '../../../content/other/legal/security';
import { securityCompliance } from '../../../content/other/legal/securityCompliance';
import { servicesAgreement } from '../../../content/other/legal/servicesAgreement';
import { terms } from '../../../content/other/legal/terms';
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
