import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { QueryModel } from '@/portal/shared/queryModel';
import { BreakableText } from './BreakableText';
import { DashboardTile } from './DashboardTile';
import { formatCount, formatLatency, formatRate } from './formatRules';
import { RankedTable } from './RankedTable';
import { TILE_TITLES } from './dashboardRequests';
import { emptyScope } from './noDataRules';
import { useTileFilters } from './tileFilters';
import { endpointConditions, endpointName, errorConditions, readEndpoints, readErrors, readTopValues, VALUE_FIELDS } from './topListRules';
import { isCondition } from '@/portal/shared/queryModel';
import { eventLogLink, type TileRequest } from './tileRules';
import { useDashboardTile } from './useDashboardTile';

/** What every ranked or chart tile needs. */
export interface TopTileProps {
  orgId: string;
  appId: string;
  model: QueryModel;
  /** The tile's search (from `dashboardRequests`, which "Access via API" shows too). */
  request: TileRequest;
  /** The dashboard's Refresh count. */
  generation: number;
  /** The range in words, for the subtitle (`last 24 hours`). */
  rangeText: string;
}

/** The endpoints with the most calls, with their error rate and p90 latency; each opens its calls in the event log. */
export function TopEndpointsTile({ orgId, appId, model, request, generation, rangeText }: TopTileProps) {
  const { entry, retry } = useDashboardTile(orgId, appId, request, generation);
  const where = emptyScope(useTileFilters().filtered);
  const rows = useMemo(() => readEndpoints(entry?.aggregations ?? null), [entry?.aggregations]);
  return (
    <DashboardTile
      id="endpoints"
      title={TILE_TITLES.endpoints}
      subtitle={`Most called, ${rangeText}`}
      entry={entry}
      onRetry={retry}
      empty={rows.length === 0 ? { title: `No API calls ${where.scope}`, message: `Choose a longer range${where.orFilters} to see which endpoints are called.` } : null}
    >
      <RankedTable
        labelledBy="dashboard-endpoints-title"
        rows={rows}
        rowKey={(row) => `${row.routed}:${endpointName(row)}`}
        columns={[
          { header: 'Endpoint', cell: (row) => (
              <Link to={eventLogLink(orgId, appId, model, endpointConditions(row))} aria-label={endpointName(row)}>
                <BreakableText text={endpointName(row)} />
              </Link>
            ) },
          { header: 'Calls', numeric: true, cell: (row) => formatCount(row.calls) },
          { header: 'Error rate', numeric: true, cell: (row) => formatRate(row.errorRate) },
          { header: 'p90', numeric: true, cell: (row) => formatLatency(row.p90Ms) },
        ]}
      />
    </DashboardTile>
  );
}

/** The most frequent failures by status and endpoint; each opens those calls in the event log. */
export function TopErrorsTile({ orgId, appId, model, request, generation, rangeText }: TopTileProps) {
  const { entry, retry } = useDashboardTile(orgId, appId, request, generation);
  const where = emptyScope(useTileFilters().filtered);
  const rows = useMemo(() => readErrors(entry?.aggregations ?? null), [entry?.aggregations]);
  return (
    <DashboardTile
      id="errors"
      title={TILE_TITLES.errors}
      subtitle={`Status 400 and above by endpoint, ${rangeText}`}
      entry={entry}
      onRetry={retry}
      empty={rows.length === 0 ? { title: `No failed calls ${where.scope}`, message: `Every call ${where.scope} was answered with a status below 400.` } : null}
    >
      <RankedTable
        labelledBy="dashboard-errors-title"
        rows={rows}
        rowKey={(row) => `${row.status}:${row.routed}:${endpointName(row)}`}
        columns={[
          {
            header: 'Status and endpoint',
            cell: (row) => (
              <Link to={eventLogLink(orgId, appId, model, errorConditions(row))} aria-label={`${row.status} ${endpointName(row)}`}>
                <BreakableText text={`${row.status} ${endpointName(row)}`} />
              </Link>
            ),
          },
          { header: 'Calls', numeric: true, cell: (row) => formatCount(row.calls) },
        ]}
      />
    </DashboardTile>
  );
}

const VALUE_TEXT = {
  users: { title: TILE_TITLES.users, column: 'User', empty: 'No identified users', how: 'Calls name their user when the SDK is set up to identify users.' },
  companies: { title: TILE_TITLES.companies, column: 'Company', empty: 'No identified companies', how: 'Calls name their company when the SDK is set up to identify companies.' },
} as const;

/** The users or companies with the most calls; each opens their calls in the event log. */
export function TopValuesTile({ which, orgId, appId, model, request, generation, rangeText }: TopTileProps & { which: keyof typeof VALUE_FIELDS }) {
  const { entry, retry } = useDashboardTile(orgId, appId, request, generation);
  const rows = useMemo(() => readTopValues(entry?.aggregations ?? null), [entry?.aggregations]);
  const where = emptyScope(useTileFilters().filtered);
  const text = VALUE_TEXT[which];
  return (
    <DashboardTile
      id={which}
      title={text.title}
      subtitle={`Most calls, ${rangeText}`}
      entry={entry}
      onRetry={retry}
      empty={rows.length === 0 ? { title: `${text.empty} ${where.scope}`, message: text.how } : null}
    >
      <RankedTable
        labelledBy={`dashboard-${which}-title`}
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          { header: text.column, cell: (row) => <Link to={eventLogLink(orgId, appId, model, [isCondition(VALUE_FIELDS[which], row.id)])}>{row.id}</Link> },
          { header: 'Calls', numeric: true, cell: (row) => formatCount(row.calls) },
        ]}
      />
    </DashboardTile>
  );
}
