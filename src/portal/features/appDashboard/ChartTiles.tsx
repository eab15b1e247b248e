import { Link } from 'react-router-dom';
import { TILE_TITLES } from './dashboardRequests';
import { chartModel } from './dashboardViewRules';
import { formatCount, formatLatency } from './formatRules';
import { emptyScope } from './noDataRules';
import { SeriesTile } from './SeriesTile';
import { LATENCY_METRICS, readLatency, readTraffic, TRAFFIC_METRICS } from './seriesTileRules';
import { useTileFilters } from './tileFilters';
import { ERROR_CONDITION, eventLogLink, timeSeriesLink } from './tileRules';
import type { TopTileProps } from './TopListTiles';
import { useDashboardTile } from './useDashboardTile';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const formatCalls = (value: number): string => (Math.abs(value) >= 10_000 ? compact.format(value) : formatCount(Math.round(value * 100) / 100));

/** Calls and failed calls per interval; opens the calls in the time series and the failures in the event log. */
export function TrafficTile({ orgId, appId, model, request, generation, rangeText }: TopTileProps) {
  const { entry, retry } = useDashboardTile(orgId, appId, request, generation);
  const where = emptyScope(useTileFilters().filtered);
  const linked = chartModel(model);
  return (
    <SeriesTile
      id="traffic"
      title={TILE_TITLES.traffic}
      subtitle={`Calls and failed calls per ${request.interval ?? 'day'}, ${rangeText}`}
      entry={entry}
      onRetry={retry}
      read={readTraffic}
      interval={request.interval ?? 'day'}
      timeZone={model.timeZone}
      formatValue={formatCalls}
      empty={{ title: `No API calls ${where.scope}`, message: `Choose a longer range${where.orFilters}.` }}
      links={
        <>
          <Link to={timeSeriesLink(orgId, appId, linked, TRAFFIC_METRICS)}>Traffic in the time series</Link>
          <Link to={eventLogLink(orgId, appId, linked, [ERROR_CONDITION])}>Failed calls in the event log</Link>
        </>
      }
    />
  );
}

/** p50, p90 and p99 latency per interval; opens the same percentiles in the time series. */
export function LatencyTile({ orgId, appId, model, request, generation, rangeText }: TopTileProps) {
  const { entry, retry } = useDashboardTile(orgId, appId, request, generation);
  const where = emptyScope(useTileFilters().filtered);
  return (
    <SeriesTile
      id="latency"
      title={TILE_TITLES.latency}
      subtitle={`p50, p90 and p99 per ${request.interval ?? 'day'}, ${rangeText}`}
      entry={entry}
      onRetry={retry}
      read={readLatency}
      interval={request.interval ?? 'day'}
      timeZone={model.timeZone}
      formatValue={formatLatency}
      empty={{ title: `No timed calls ${where.scope}`, message: 'Latency shows once calls carry their request and response times.' }}
      links={<Link to={timeSeriesLink(orgId, appId, chartModel(model), LATENCY_METRICS)}>Latency in the time series</Link>}
    />
  );
}
