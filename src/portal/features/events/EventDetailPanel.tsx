import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { EventDetailDocument } from '@/api/search';
import { useAppSelector } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { CopyButton } from '@/portal/shared/CopyButton';
import { countryName } from '@/portal/shared/countryNames';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import { EventBody } from './EventBody';
import { curlForEvent } from './eventDetailRules';
import type { Who } from './eventLinks';
import { EventHeaders } from './EventHeaders';
import { formatDuration, formatEventTime, statusClass } from './eventsRules';
import { selectEventDetail } from './eventsSlice';
import { TraceSection } from './TraceSection';
import { parseTraceparent } from './traceRules';

/** Props of {@link EventDetailPanel}. */
export interface EventDetailPanelProps {
  zone: string;
  /** The event log of a user or company (see `eventsOfLink`). */
  eventsOf: (who: Who, id: string) => string;
  onClose: () => void;
  onRetry: () => void;
}

/** The open event beside the list (full width on small screens); Escape or Close closes it. */
export function EventDetailPanel({ zone, eventsOf, onClose, onRetry }: EventDetailPanelProps) {
  const detail = useAppSelector(selectEventDetail);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = detail?.id;
  useEffect(() => {
    if (id) headingRef.current?.focus();
  }, [id]);
  if (!detail) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    // Escape anywhere inside the panel closes it (the panel is a landmark, not a control).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <aside className="event-detail" aria-labelledby="event-detail-title" onKeyDown={onKeyDown}>
      <div className="event-detail__bar">
        <h2 id="event-detail-title" ref={headingRef} tabIndex={-1}>
          Event detail
        </h2>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
      {detail.status === 'failed' ? (
        <PortalStatus kind="error" title="The event could not be loaded" message={detail.error?.message}>
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </PortalStatus>
      ) : !detail.event ? (
        <PortalStatus kind="loading" title="Loading the event…" />
      ) : (
        <EventDetailContent event={detail.event} zone={zone} eventsOf={eventsOf} />
      )}
    </aside>
  );
}

/** A country code as its name and code ("Germany (DE)"); nothing without a code. */
const countryText = (code: string | undefined): string | undefined => (code ? `${countryName(code)} (${code})` : undefined);

function Field({ label, value }: { label: string; value: string | number | undefined | null }) {
  return (
    <div className="event-detail__field">
      <dt>{label}</dt>
      <dd>{value === undefined || value === null || value === '' ? '–' : value}</dd>
    </div>
  );
}

/** The user or company of the event, linked to the event log of all its events in the window. */
function WhoField({ who, id, eventsOf }: { who: Who; id: string | undefined | null; eventsOf: EventDetailPanelProps['eventsOf'] }) {
  const label = who === 'user' ? 'User' : 'Company';
  if (!id) return <Field label={label} value={id} />;
  return (
    <div className="event-detail__field">
      <dt>{label}</dt>
      <dd>
        {/* The name keeps the visible id (a voice user says what they see) and tells where the link goes. */}
        <Link to={eventsOf(who, id)} aria-label={`Events of ${who} ${id}`} title={`Show the events of this ${who} in the log`}>
          {id}
        </Link>
      </dd>
    </div>
  );
}

function EventDetailContent({ event, zone, eventsOf }: { event: EventDetailDocument; zone: string; eventsOf: EventDetailPanelProps['eventsOf'] }) {
  const request = event.request ?? {};
  const response = event.response ?? {};
  const status = typeof response.status === 'number' ? statusClass(response.status) : null;
  const curl = curlForEvent(event);
  const traceparent = parseTraceparent(request.headers);
  return (
    <div className="event-detail__content">
      <section aria-labelledby="event-detail-request">
        <h3 id="event-detail-request">Request</h3>
        <dl className="event-detail__fields">
          {event.event_type === 'user_action' ? <Field label="Action" value={event.action_name} /> : null}
          <Field label="Method" value={request.verb} />
          <Field label="URI" value={request.uri} />
          <Field label="Route" value={request.route} />
          <Field label="Time" value={formatEventTime(request.time, zone)} />
          <Field label="IP address" value={request.ip_address} />
          <Field label="Country" value={countryText(request.geo_ip?.country_code2)} />
        </dl>
        <EventHeaders caption="Request headers" headers={request.headers} />
        <h4>Request body</h4>
        <EventBody label="Request body" body={request.body} transferEncoding={request.transfer_encoding} />
        <div className="event-detail__copy">
          <CopyButton text={curl} label="Copy as cURL" />
        </div>
      </section>
      <section aria-labelledby="event-detail-response">
        <h3 id="event-detail-response">Response</h3>
        <dl className="event-detail__fields">
          <Field label="Status" value={status ? `${response.status} ${status.label}` : undefined} />
          <Field label="Time" value={formatEventTime(response.time, zone)} />
          <Field label="Duration" value={formatDuration(event.duration_ms)} />
        </dl>
        <EventHeaders caption="Response headers" headers={response.headers} />
        <h4>Response body</h4>
        <EventBody label="Response body" body={response.body} transferEncoding={response.transfer_encoding} />
      </section>
      <section aria-labelledby="event-detail-who">
        <h3 id="event-detail-who">User and session</h3>
        <dl className="event-detail__fields">
          <WhoField who="user" id={event.user_id} eventsOf={eventsOf} />
          <WhoField who="company" id={event.company_id} eventsOf={eventsOf} />
          <Field label="Session" value={event.session_token} />
        </dl>
        <h4>Metadata</h4>
        <EventBody label="Metadata" body={event.metadata} />
      </section>
      {traceparent ? <TraceSection traceparent={traceparent} zone={zone} /> : null}
    </div>
  );
}
