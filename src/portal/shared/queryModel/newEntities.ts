import type { DslClause } from './compileFilters';
import { rangeBounds } from './dateRange';
import { COMPANY_FIRST_SEEN_FIELD, USER_FIRST_SEEN_FIELD } from './fields';
import type { QueryModel } from './types';

/**
 * The clauses of "New users only" and "New companies only": the event's user (company) was first seen inside the
 * model's range, written with the same date math as the window (`now-24h` ... `now`, or the ISO times).
 */
export function newEntityClauses(model: Pick<QueryModel, 'range' | 'newUsersOnly' | 'newCompaniesOnly'>): DslClause[] {
  const { min, max } = rangeBounds(model.range);
  const within = (field: string): DslClause => ({ range: { [field]: { gte: min, lte: max } } });
  return [...(model.newUsersOnly ? [within(USER_FIRST_SEEN_FIELD)] : []), ...(model.newCompaniesOnly ? [within(COMPANY_FIRST_SEEN_FIELD)] : [])];
}
