import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PortalApp } from '@/api/portal';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { isPending } from '@/app/store/loadable';
import { AnalysisHeader, LoadFailedStatus, QueryLoadingStatus, useAnalysisApp, useViewFromUrl, ViewIssuesStatus, type UrlViewCodec } from '@/portal/shared/analysis';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import { validateQueryModel, type FilterGroup } from '@/portal/shared/queryModel';
import { FilterBar } from '@/portal/shared/queryControls';
import { formatShare, scaleSteps } from './colourScale';
import { CountryTable } from './CountryTable';
import { GeoAccessViaApi } from './GeoAccessViaApi';
import { countryEventsLink } from './geoLinks';
import { loadGeoMap } from './geoMapActions';
import { geoRequest, geoSearchParams, geoViewFromSearch, readGeoResult, type GeoView } from './geoMapRules';
import { selectGeoMapState } from './geoMapSlice';
import { GeoMetricSelect } from './GeoMetricSelect';
import { unitOf } from './geoMetrics';
import { MapLegend } from './MapLegend';
import { NoLocatedEvents } from './NoLocatedEvents';
import { WorldMap } from './WorldMap';
import './GeoMapScreen.css';

const count = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

/** The geo view in the URL: the query model and the measure. */
const GEO_VIEW: UrlViewCodec<GeoView> = {
  read: (search: string, app: PortalApp | undefined) => geoViewFromSearch(search, app?.time_zone),
  write: geoSearchParams,
};

/**
 * The geo map (/wrap/app/{org}-{app}/geo): the app's events by the country of the caller's address (resolved at
 * ingest), as a world choropleth and a ranked table, for the URL's window and filters and one measure; Access via API.
 */
function GeoMapScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { current, orgId, appId } = useAnalysisApp('Geo map');
  const { view, show } = useViewFromUrl(GEO_VIEW, current?.app);
  const issues = useMemo(() => validateQueryModel(view.model), [view.model]);
  const request = useMemo(() => (issues.length === 0 ? geoRequest(view.model, view.metric.metric) : null), [view, issues]);
  const state = useAppSelector(selectGeoMapState);
  const result = useMemo(() => readGeoResult(state.aggregations, view.metric.metric), [state.aggregations, view.metric]);
  const steps = useMemo(() => scaleSteps(result.rows.map((row) => row.value)), [result.rows]);
  const [highlighted, setHighlighted] = useState<string | null>(null);

  const reload = useCallback(() => {
    if (orgId && appId && request) void dispatch(loadGeoMap(orgId, appId, request));
  }, [dispatch, orgId, appId, request]);
  useEffect(() => reload(), [reload]);

  if (!current || !orgId || !appId) return null;
  const setFilters = (filters: FilterGroup) => show({ ...view, model: { ...view.model, filters } });
  const linkFor = (code: string) => countryEventsLink(orgId, appId, view.model, code);
  const unit = unitOf(view.metric.metric);
  const label = view.metric.label;

  let body;
  if (issues.length > 0) {
    body = <ViewIssuesStatus issues={issues} />;
  } else if (state.status === 'failed') {
    body = <LoadFailedStatus title="The map could not be loaded" message={state.error?.message} onRetry={reload} />;
  } else if (isPending(state) || !state.aggregations) {
    body = <QueryLoadingStatus title="Loading events by country…" />;
  } else if (state.total === 0) {
    body = <PortalStatus kind="empty" title="No events in this range" message="Choose a longer range or fewer filters, or send API calls with the app's collector token." />;
  } else if (result.rows.length === 0) {
    body = <NoLocatedEvents total={state.total} />;
  } else {
    const unlocatedShare = result.unlocatedEvents / (result.unlocatedEvents + result.locatedEvents);
    body = (
      <div className="geo-map__result">
        <div className="geo-map__figure">
          <WorldMap rows={result.rows} steps={steps} unit={unit} metricLabel={label} highlighted={highlighted} onOpen={(code) => navigate(linkFor(code))} />
          <MapLegend label={label} steps={steps} unit={unit} />
        </div>
        <p className="geo-map__summary">
          {`${count.format(result.locatedEvents)} events from ${result.rows.length} ${result.rows.length === 1 ? 'country' : 'countries'}.`}
          {result.unlocatedEvents > 0
            ? ` ${count.format(result.unlocatedEvents)} more (${formatShare(unlocatedShare)}) came from private or unknown addresses and are not on the map.`
            : null}
        </p>
        <CountryTable rows={result.rows} metricLabel={label} unit={unit} linkFor={linkFor} onHighlight={setHighlighted} />
      </div>
    );
  }

  return (
    <section className="geo-map" aria-labelledby="geo-map-title">
      <AnalysisHeader
        titleId="geo-map-title"
        title="Geo map"
        eyebrow={current.app.name}
        range={view.model.range}
        onRangeChange={(range) => show({ ...view, model: { ...view.model, range } })}
        timeZone={view.model.timeZone}
        onRefresh={reload}
        refreshDisabled={!request}
      >
        <GeoMetricSelect value={view.metric} onChange={(metric) => show({ ...view, metric })} />
      </AnalysisHeader>
      <FilterBar orgId={orgId} appId={appId} filters={view.model.filters} onChange={setFilters} />
      {body}
      {request ? <GeoAccessViaApi model={view.model} request={request} orgId={orgId} appId={appId} /> : null}
    </section>
  );
}

export { GeoMapScreen as Component };
