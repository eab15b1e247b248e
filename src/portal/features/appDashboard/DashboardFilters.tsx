import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { loadSearchSchema } from '@/portal/core/searchSchemaActions';
import { selectSearchSchemaState } from '@/portal/core/searchSchemaSlice';
import { FilterBar } from '@/portal/shared/queryControls';
import { emptyFilterGroup, type FilterGroup } from '@/portal/shared/queryModel';

/** Props of {@link DashboardFilters}. */
export interface DashboardFiltersProps {
  orgId: string;
  appId: string;
  filters: FilterGroup;
  /** True when the filters hold a condition (Clear filters is offered). */
  filtered: boolean;
  onChange: (filters: FilterGroup) => void;
}

/**
 * The dashboard's filter bar (the analysis screens' own) with Clear filters. The dashboard is the screen the portal
 * opens on, so the app's search schema (the field picker's discovered fields) is asked only once someone reaches
 * for the bar; until it arrives the picker offers the fixed event fields.
 */
export function DashboardFilters({ orgId, appId, filters, filtered, onChange }: DashboardFiltersProps) {
  const dispatch = useAppDispatch();
  const schema = useAppSelector(selectSearchSchemaState);
  const asked = schema.orgId === orgId && schema.appId === appId && (schema.status === 'loading' || schema.status === 'loaded');
  const loadFields = () => {
    if (!asked) void dispatch(loadSearchSchema(orgId, appId));
  };
  return (
    // Focus entering the bar (its controls, or the field list in its popover) only starts loading the field names:
    // the bar's own controls stay the interactive elements.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="dashboard-filters" onFocus={loadFields}>
      <FilterBar orgId={orgId} appId={appId} filters={filters} onChange={onChange} />
      {filtered ? (
        <Button variant="secondary" className="dashboard-filters__clear" onClick={() => onChange(emptyFilterGroup())}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
