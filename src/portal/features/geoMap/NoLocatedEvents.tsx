import { PortalStatus } from '@/portal/shared/PortalStatus';

const count = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

/** Props of {@link NoLocatedEvents}. */
export interface NoLocatedEventsProps {
  /** Events in the view, none of them with a country. */
  total: number;
}

/** The empty state when events exist but none has a public address: why, and how to fix it. */
export function NoLocatedEvents({ total }: NoLocatedEventsProps) {
  return (
    <PortalStatus
      kind="empty"
      title="No event in this view has a known country"
      message={
        <>
          {`${count.format(total)} ${total === 1 ? 'event matches' : 'events match'}, but their IP addresses are private, reserved or missing, so no country could be found. `}
          This usually means the SDK runs behind a proxy or load balancer and records its internal address (such as
          10.0.0.12). Have the proxy forward the caller&apos;s address in <code>X-Forwarded-For</code> (and let your
          framework trust it), or set <code>request.ip_address</code> to the client&apos;s public address in the events
          you send. New events then appear on the map.
        </>
      }
    />
  );
}
