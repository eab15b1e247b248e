import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { eventsPath, onboardingPath } from '@/app/paths';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { isDemoOrganization } from '@/portal/core/organizationsRules';
import { AnalysisHeader, LoadFailedStatus, QueryLoadingStatus, useAnalysisApp, useViewFromUrl, type UrlViewCodec } from '@/portal/shared/analysis';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import { compileFilters, toSearchParams, type DateRange, type FilterGroup, type QueryModel } from '@/portal/shared/queryModel';
import { AccessViaApi, FilterBar } from '@/portal/shared/queryControls';
import { ColumnPicker } from './ColumnPicker';
import { EventDetailPanel } from './EventDetailPanel';
import { eventsOfLink } from './eventLinks';
import { EventTable } from './EventTable';
import { loadEvent, loadEvents, loadMoreEvents } from './eventsActions';
import { displayZone, firstPageRequest, LIST_SOURCE, nextPageRequest, viewFromSearch } from './eventsRules';
import { eventClosed, selectEventsState } from './eventsSlice';
import { LiveControls } from './LiveControls';
import { selectLiveTail } from './liveTailSlice';
import { MAX_SHARED_EVENTS, sharedIdsFromSearch, sharedLinkTruncated, sharedPageRequest } from './selectedEventsRules';
import { eventSelectionToggled, loadedEventsToggled, selectSelectedEvents } from './selectedEventsSlice';
import { SelectionBar } from './SelectionBar';
import { selectHiddenColumns } from './tableViewConfigSlice';
import { useLiveTail } from './useLiveTail';
import './EventLogScreen.css';

/** The event log's query model in the URL. */
const EVENT_LOG_VIEW: UrlViewCodec<QueryModel> = { read: (search: string) => viewFromSearch(search), write: toSearchParams };
/** The ids of a shared link select events; they are no part of the query model. */
const OUTSIDE_THE_VIEW = ['ids'];

/**
 * The event log (/wrap/app/{org}-{app}/events): the app's API calls and actions newest first, filtered by the URL's
 * range and conditions, with more rows on scroll and one event's detail beside the list.
 */
function EventLogScreen() {
  const dispatch = useAppDispatch();
  const { current, orgId, appId } = useAnalysisApp('Event log');
  const zone = displayZone(current?.app.time_zone);
  const { view: model, show, searchParams } = useViewFromUrl(EVENT_LOG_VIEW, current?.app, OUTSIDE_THE_VIEW);
  const search = searchParams.toString();
  const sharedIds = useMemo(() => sharedIdsFromSearch(search), [search]);
  const shared = sharedIds.length > 0;
  const first = useMemo(() => (shared ? sharedPageRequest(sharedIds) : firstPageRequest(model)), [shared, sharedIds, model]);
  const events = useAppSelector(selectEventsState);
  const selected = useAppSelector(selectSelectedEvents);
  const fresh = useAppSelector((state) => selectLiveTail(state).fresh);
  // Live is a UI switch; its connection state lives in the liveTail slice.
  const [liveOn, setLiveOn] = useState(false);
  const liveTicket = useMemo(() => {
    const query = compileFilters(model.filters);
    return { ...(query ? { query } : {}), _source: [...LIST_SOURCE] };
  }, [model.filters]);
  useLiveTail(orgId, appId, liveTicket, liveOn && !shared);
  const hidden = useAppSelector((state) => (orgId && appId ? selectHiddenColumns(state, orgId, appId) : undefined));

  const reload = useCallback(() => {
    if (orgId && appId) void dispatch(loadEvents(orgId, appId, first));
  }, [dispatch, orgId, appId, first]);
  useEffect(() => reload(), [reload]);

  const lastSort = events.rows.length > 0 ? events.rows[events.rows.length - 1].sort : null;
  const loadMore = useCallback(() => {
    if (orgId && appId && lastSort && events.more.status !== 'loading') void dispatch(loadMoreEvents(orgId, appId, first, nextPageRequest(first, lastSort)));
  }, [dispatch, orgId, appId, first, lastSort, events.more.status]);
  const openEvent = useCallback((eventId: string) => orgId && appId && void dispatch(loadEvent(orgId, appId, eventId)), [dispatch, orgId, appId]);
  const closeEvent = useCallback(() => dispatch(eventClosed()), [dispatch]);
  useEffect(() => () => void dispatch(eventClosed()), [dispatch]);

  const toggleSelected = useCallback((eventId: string) => dispatch(eventSelectionToggled(eventId)), [dispatch]);
  const rowIds = events.rows.map((row) => row.id);
  const toggleAll = () => dispatch(loadedEventsToggled(rowIds));

  const setModel = (next: QueryModel) => show(next);
  const setRange = (range: DateRange) => setModel({ ...model, range });
  const setFilters = (filters: FilterGroup) => setModel({ ...model, filters });

  if (!current || !orgId || !appId) return null;
  const detailId = events.detail?.id ?? null;
  return (
    <section className={`event-log${detailId ? ' event-log--detail' : ''}`} aria-labelledby="event-log-title">
      <AnalysisHeader
        titleId="event-log-title"
        title="Event log"
        eyebrow={current.app.name}
        range={shared ? undefined : model.range}
        onRangeChange={setRange}
        timeZone={model.timeZone}
        onRefresh={reload}
      />
      {shared ? (
        <p className="event-log__shared" role="note">
          Showing {sharedIds.length === 1 ? 'the 1 event' : `the ${sharedIds.length} events`} of a shared link
          {sharedLinkTruncated(search) ? ` (a link carries at most ${MAX_SHARED_EVENTS} events; the rest are left out)` : ''}.{' '}
          <Link to={{ search: '' }}>Show all events</Link>
        </p>
      ) : (
        <>
          <FilterBar orgId={orgId} appId={appId} filters={model.filters} onChange={setFilters} />
          <AccessViaApi model={model} orgId={orgId} appId={appId} />
          <LiveControls on={liveOn} onToggle={() => setLiveOn((on) => !on)} />
        </>
      )}
      <SelectionBar ids={Object.keys(selected)} base={`${window.location.origin}${eventsPath(orgId, appId)}`} />
      <div className="event-log__body">
        <div className="event-log__list" aria-busy={events.status === 'loading' ? true : undefined}>
          {events.status === 'failed' ? (
            <LoadFailedStatus title="The events could not be loaded" message={events.error?.message} onRetry={reload} />
          ) : events.status !== 'loaded' ? (
            <QueryLoadingStatus title="Loading events…" />
          ) : events.rows.length === 0 ? (
            shared ? (
              <PortalStatus kind="empty" title="None of the shared events were found" message="They may have been deleted or be past the retention period." />
            ) : (
            <PortalStatus
              kind="empty"
              title="No events in this range"
              message="Widen the time range or remove a filter. No events at all? Send some with an SDK or gateway plugin."
            >
              {isDemoOrganization(current.org) ? null : <Link to={onboardingPath()}>Set up the integration</Link>}
            </PortalStatus>
            )
          ) : (
            <>
              <div className="event-log__count-row">
                <p className="event-log__count" role="status">
                  {events.total.toLocaleString('en-US')} {events.total === 1 ? 'event' : 'events'}
                </p>
                <ColumnPicker orgId={current.org.id} appId={current.app.id} />
              </div>
              <EventTable
                rows={events.rows}
                zone={zone}
                hasMore={events.hasMore}
                loadingMore={events.more.status === 'loading'}
                onLoadMore={loadMore}
                onOpen={openEvent}
                openId={detailId}
                hidden={hidden}
                selected={selected}
                onToggleSelected={toggleSelected}
                onToggleAll={toggleAll}
                fresh={fresh}
              />
              {events.more.status === 'failed' ? (
                <PortalStatus kind="error" title="More events could not be loaded" message={events.more.error?.message} />
              ) : null}
            </>
          )}
        </div>
        <EventDetailPanel zone={zone} eventsOf={(who, id) => eventsOfLink(orgId, appId, model, who, id)} onClose={closeEvent} onRetry={() => detailId && openEvent(detailId)} />
      </div>
    </section>
  );
}

/** Lazy route module of /wrap/app/{org}-{app}/events. */
export const Component = EventLogScreen;
