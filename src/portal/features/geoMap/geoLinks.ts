/** Links out of the geo map: the event log of one country, with the map's window and filters. */
import { eventsPath } from '@/app/paths';
import { toQueryString, withConditions, type FilterCondition, type QueryModel } from '@/portal/shared/queryModel';
import { COUNTRY_FIELD } from './geoMapRules';

/** The event log filtered to the events from a country (its code), in the map's window and with its filters. */
export function countryEventsLink(orgId: string, appId: string, model: QueryModel, code: string): string {
  const country: FilterCondition = { field: COUNTRY_FIELD, fieldType: 'string', operator: 'is', value: code };
  return `${eventsPath(orgId, appId)}?${toQueryString({ ...model, filters: withConditions(model.filters, [country]), groupBy: [], newUsersOnly: false, newCompaniesOnly: false })}`;
}
