/** The words of the integration checklist: a title per check and a sentence for its result. */
import type { CheckKind, IntegrationCheckResult } from './integrationsRules';

/** The order of the checklist: the calls first, then who made them, then the profiles. */
export const CHECK_ORDER: readonly CheckKind[] = ['event', 'userId', 'companyId', 'user', 'company'];

/** The titles of the checklist. */
export const CHECK_TITLES: Record<CheckKind, string> = {
  event: 'API calls and user actions',
  userId: 'API calls linked to a user',
  companyId: 'API calls linked to a company',
  user: 'User profiles',
  company: 'Company profiles',
};

/** What to do when a check finds nothing: the SDK option or call that fills it. */
export const CHECK_HINTS: Record<CheckKind, string> = {
  event: 'Call your API once the code is in place: each call shows up here within seconds.',
  userId: 'Return the caller’s id from the SDK’s identify-user option to see who makes each call.',
  companyId: 'Return the customer’s account id from the identify-company option to group calls by company.',
  user: 'Send user profiles (name, e-mail, plan) with the SDK’s update-user call or POST /v1/users.',
  company: 'Send company profiles with the SDK’s update-company call or POST /v1/companies.',
};

const numberFormat = new Intl.NumberFormat('en-US');

/** "1 API call", "1,204 API calls". */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${numberFormat.format(count)} ${count === 1 ? noun : plural}`;
}

/** One sentence for a check's result; null while nothing was found. */
export function checkSummary(kind: CheckKind, result: IntegrationCheckResult | null): string | null {
  if (!result?.dataExists) return null;
  const { eventCount, actionsCount } = result;
  switch (kind) {
    case 'event':
      return `${countOf(eventCount, 'API call')} and ${countOf(actionsCount, 'user action')} in the last 30 days.`;
    case 'userId':
    case 'companyId':
      return `${countOf(eventCount, 'API call')} and ${countOf(actionsCount, 'user action')} carry a ${kind === 'userId' ? 'user' : 'company'} id.`;
    case 'user':
    case 'company':
      // A busy search cluster answers no count; the profiles then count as present (SPEC section 4).
      return eventCount > 0 ? `${kind === 'user' ? countOf(eventCount, 'user') : countOf(eventCount, 'company', 'companies')} found.` : 'Profiles are present.';
  }
}
