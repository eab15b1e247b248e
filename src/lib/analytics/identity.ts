/** Who analytics events are attributed to, and who is never tracked (SPEC section 6). */
import { COMPANY_EMAIL_DOMAIN } from '@/lib/constants';

/** True for addresses on the company's own domain or a subdomain of it (staff accounts are not tracked). */
export function isCompanyEmail(email: string, companyDomain: string = COMPANY_EMAIL_DOMAIN): boolean {
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const domain = email.slice(at + 1).trim().toLowerCase();
  const company = companyDomain.toLowerCase();
  return domain === company || domain.endsWith(`.${company}`);
}

/** The signed-in identity attached to events. */
export interface AnalyticsIdentity {
  user_id?: string;
  company_id?: string;
}
