import { useCallback, useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { onboardingPath } from '@/app/paths';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { isDemoOrganization } from '@/portal/core/organizationsRules';
import { selectSelectedApp } from '@/portal/core/organizationsSlice';
import { loadSearchSchema } from '@/portal/core/searchSchemaActions';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import { toSearchParams, type DateRange, type FilterGroup, type QueryModel } from '@/portal/shared/queryModel';
import { AccessViaApi, FilterBar, RangePicker } from '@/portal/shared/queryControls';
import { ColumnPicker } from './ColumnPicker';
import { EventDetailPanel } from './EventDetailPanel';
import { EventTable } from './EventTable';
import { loadEvent, loadEvents, loadMoreEvents } from './eventsActions';
import { displayZone, firstPageRequest, nextPageRequest, viewFromSearch } from './eventsRules';
import { eventClosed, selectEventsState } from './eventsSlice';
import { selectHiddenColumns } from './tableViewConfigSlice';
import './EventLogScreen.css';

/**
 * The event log (/wrap/app/{org}-{app}/events): the app's API calls and actions newest first, filtered by the URL's
 * range and conditions, with more rows on scroll and one event's detail beside the list.
 */
function EventLogScreen() {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectSelectedApp);
  const orgId = current?.org.id;
  const appId = current?.app.id;
  const zone = displayZone(current?.app.time_zone);
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const model = useMemo(() => viewFromSearch(search), [search]);
  const first = useMemo(() => firstPageRequest(model), [model]);
  const events = useAppSelector(selectEventsState);
  const hidden = useAppSelector((state) => (orgId && appId ? selectHiddenColumns(state, orgId, appId) : undefined));

  const reload = useCallback(() => {
    if (orgId && appId) void dispatch(loadEvents(orgId, appId, first));
  }, [dispatch, orgId, appId, first]);
  useEffect(() => reload(), [reload]);
  useEffect(() => {
    if (orgId && appId) void dispatch(loadSearchSchema(orgId, appId));
  }, [dispatch, orgId, appId]);
  useEffect(() => {
    document.title = 'Event log — Apiscope';
  }, []);

  const lastSort = events.rows.length > 0 ? events.rows[events.rows.length - 1].sort : null;
  const loadMore = useCallback(() => {
    if (orgId && appId && lastSort && events.more.status !== 'loading') void dispatch(loadMoreEvents(orgId, appId, first, nextPageRequest(first, lastSort)));
  }, [dispatch, orgId, appId, first, lastSort, events.more.status]);
  const openEvent = useCallback((eventId: string) => orgId && appId && void dispatch(loadEvent(orgId, appId, eventId)), [dispatch, orgId, appId]);
  const closeEvent = useCallback(() => dispatch(eventClosed()), [dispatch]);
  useEffect(() => () => void dispatch(eventClosed()), [dispatch]);

  const setModel = (next: QueryModel) => setSearchParams(toSearchParams(next));
  const setRange = (range: DateRange) => setModel({ ...model, range });
  const setFilters = (filters: FilterGroup) => setModel({ ...model, filters });

  if (!current || !orgId || !appId) return null;
  const detailId = events.detail?.id ?? null;
  return (
    <section className={`event-log${detailId ? ' event-log--detail' : ''}`} aria-labelledby="event-log-title">
      <div className="portal-page__header">
        <div>
          <p className="portal-page__eyebrow">{current.app.name}</p>
          <h1 id="event-log-title" className="portal-page__title">
            Event log
          </h1>
        </div>
        <div className="event-log__tools">
          <RangePicker value={model.range} onChange={setRange} />
          <Button variant="secondary" onClick={reload}>
            Refresh
          </Button>
        </div>
      </div>
      <FilterBar orgId={orgId} appId={appId} filters={model.filters} onChange={setFilters} />
      <AccessViaApi model={model} orgId={orgId} appId={appId} />
      <div className="event-log__body">
        <div className="event-log__list" aria-busy={events.status === 'loading' ? true : undefined}>
          {events.status === 'failed' ? (
            <PortalStatus kind="error" title="The events could not be loaded" message={events.error?.message}>
              <Button variant="secondary" onClick={reload}>
                Try again
              </Button>
            </PortalStatus>
          ) : events.status !== 'loaded' ? (
            <PortalStatus kind="loading" title="Loading events…" />
          ) : events.rows.length === 0 ? (
            <PortalStatus
              kind="empty"
              title="No events in this range"
              message="Widen the time range or remove a filter. No events at all? Send some with an SDK or gateway plugin."
            >
              {isDemoOrganization(current.org) ? null : <Link to={onboardingPath()}>Set up the integration</Link>}
            </PortalStatus>
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
              />
              {events.more.status === 'failed' ? (
                <PortalStatus kind="error" title="More events could not be loaded" message={events.more.error?.message} />
              ) : null}
            </>
          )}
        </div>
        <EventDetailPanel zone={zone} onClose={closeEvent} onRetry={() => detailId && openEvent(detailId)} />
      </div>
    </section>
  );
}

/** Lazy route module of /wrap/app/{org}-{app}/events. */
export const Component = EventLogScreen;
