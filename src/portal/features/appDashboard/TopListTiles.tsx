import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { QueryModel } from '@/portal/shared/queryModel';
import { BreakableText } from './BreakableText';
import { DashboardTile } from './DashboardTile';
import { formatCount, formatLatency, formatRate } from './formatRules';
import { RankedTable } from './RankedTable';
import {
  endpointConditions,
  endpointName,
  endpointsRequest,
  errorConditions,
  errorsRequest,
  readEndpoints,
  readErrors,
  readTopValues,
  topValuesRequest,
  VALUE_FIELDS,
} from './topListRules';
import { eventLogLink, isCondition } from './tileRules';
import { useDashboardTile } from './useDashboardTile';

/** What every ranked tile needs. */
export interface TopTileProps {
  orgId: string;
  appId: string;
  model: QueryModel;
  /** The dashboard's Refresh count. */
  generation: number;
  /** The range in words, for the subtitle (`last 24 hours`). */
  rangeText: string;
}

/** The endpoints with the most calls, with their error rate and p90 latency; each opens its calls in the event log. */
export function TopEndpointsTile({ orgId, appId, model, generation, rangeText }: TopTileProps) {
  const request = useMemo(() => endpointsRequest(model), [model]);
  const { entry, retry } = useDashboardTile(orgId, appId, request, generation);
  const rows = useMemo(() => readEndpoints(entry?.aggregations ?? null), [entry?.aggregations]);
  return (
    <DashboardTile
      id="endpoints"
      title="Top endpoints"
      subtitle={`Most called, ${rangeText}`}
      entry={entry}
      onRetry={retry}
      empty={rows.length === 0 ? { title: 'No API calls in this range', message: 'Choose a longer range to see which endpoints are called.' } : null}
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
export function TopErrorsTile({ orgId, appId, model, generation, rangeText }: TopTileProps) {
  const request = useMemo(() => errorsRequest(model), [model]);
  const { entry, retry } = useDashboardTile(orgId, appId, request, generation);
  const rows = useMemo(() => readErrors(entry?.aggregations ?? null), [entry?.aggregations]);
  return (
    <DashboardTile
      id="errors"
      title="Top errors"
      subtitle={`Status 400 and above by endpoint, ${rangeText}`}
      entry={entry}
      onRetry={retry}
      empty={rows.length === 0 ? { title: 'No failed calls in this range', message: 'Every call in this range was answered with a status below 400.' } : null}
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
  users: { title: 'Top users', column: 'User', empty: 'No identified users in this range', how: 'Calls name their user when the SDK is set up to identify users.' },
  companies: { title: 'Top companies', column: 'Company', empty: 'No identified companies in this range', how: 'Calls name their company when the SDK is set up to identify companies.' },
} as const;

/** The users or companies with the most calls; each opens their calls in the event log. */
export function TopValuesTile({ which, orgId, appId, model, generation, rangeText }: TopTileProps & { which: keyof typeof VALUE_FIELDS }) {
  const request = useMemo(() => topValuesRequest(which, model), [which, model]);
  const { entry, retry } = useDashboardTile(orgId, appId, request, generation);
  const rows = useMemo(() => readTopValues(entry?.aggregations ?? null), [entry?.aggregations]);
  const text = VALUE_TEXT[which];
  return (
    <DashboardTile
      id={which}
      title={text.title}
      subtitle={`Most calls, ${rangeText}`}
      entry={entry}
      onRetry={retry}
      empty={rows.length === 0 ? { title: text.empty, message: text.how } : null}
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
