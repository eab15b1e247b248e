import { useEffect, useRef } from 'react';
import { liveEventsUrl, type LiveTicketBody } from '@/api/liveTail';
import { useAppDispatch, useAppStore } from '@/app/store/hooks';
import { toPlainError } from '@/app/store/loadable';
import { createBackoffTimer } from '@/lib/timers';
import type { EventRow } from './eventsRules';
import { openLiveSource, type LiveMessage, type LiveSource } from './liveSource';
import { mintLiveTicket } from './liveTailActions';
import { FRESH_MS, RECONNECT, liveRow, samplingNotice } from './liveTailRules';
import {
  liveConnected, liveConnecting, liveDisconnected, liveDropped, liveEventsHeld, liveFreshFaded, liveRowsShown, liveSampled,
  liveSamplingEnded, liveStopped, selectLiveTail,
} from './liveTailSlice';

/** A sampling notice goes away when no new one came for this long. */
const SAMPLING_QUIET_MS = 3_000;

/**
 * Runs the live tail while `enabled`: mints a ticket for the view's filter, opens the stream, adds new rows on top
 * of the list (or holds them while paused), and reconnects with back-off (1 s, doubling, at most 30 s) when the
 * stream fails or drops. Changing the app or the filter (`ticket` changes) restarts it; switching off or leaving the
 * screen closes it.
 */
export function useLiveTail(orgId: string | undefined, appId: string | undefined, ticket: LiveTicketBody, enabled: boolean): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const ticketKey = JSON.stringify(ticket);
  const ticketRef = useRef(ticket);
  ticketRef.current = ticket;

  useEffect(() => {
    if (!enabled || !orgId || !appId) return undefined;
    let source: LiveSource | null = null;
    let stopped = false;
    let freshTimer: ReturnType<typeof setTimeout> | undefined;
    let samplingTimer: ReturnType<typeof setTimeout> | undefined;

    const show = (rows: EventRow[]) => {
      if (selectLiveTail(store.getState()).paused) {
        dispatch(liveEventsHeld(rows));
        return;
      }
      dispatch(liveRowsShown(rows));
      clearTimeout(freshTimer);
      freshTimer = setTimeout(() => dispatch(liveFreshFaded()), FRESH_MS);
    };
    const onMessage = (name: LiveMessage, data: unknown) => {
      if (name === 'ready') {
        // Connected: the next failure starts the back-off from its first delay again.
        retry.stop();
        dispatch(liveConnected());
      } else if (name === 'event') {
        const row = liveRow(data);
        if (row) show([row]);
      } else if (name === 'sampling') {
        const notice = samplingNotice(data);
        if (!notice) return;
        dispatch(liveSampled(notice));
        clearTimeout(samplingTimer);
        samplingTimer = setTimeout(() => dispatch(liveSamplingEnded()), SAMPLING_QUIET_MS);
      } else if (name === 'dropped') {
        const count = (data as { dropped?: unknown } | null)?.dropped;
        if (typeof count === 'number') dispatch(liveDropped(count));
      } else if (name === 'end') {
        // The stream's time is up (or the server restarts): connect again with a new ticket.
        if ((data as { reason?: unknown } | null)?.reason === 'expired') void connect();
        else disconnected('The server closed the live stream');
      }
    };
    const disconnected = (message: string) => {
      if (stopped) return;
      source?.close();
      source = null;
      dispatch(liveDisconnected({ message }));
      // A running back-off already has its next attempt scheduled, each one later than the last.
      retry.start();
    };
    const connect = async () => {
      source?.close();
      source = null;
      if (stopped) return;
      const result = await dispatch(mintLiveTicket(orgId, appId, ticketRef.current));
      if (stopped) return;
      const minted = result.response?.data;
      if (result.error || !minted) {
        disconnected(result.error ? toPlainError(result.error).message : 'The live tail could not start');
        return;
      }
      source = openLiveSource(liveEventsUrl(orgId, appId, minted.ticket), {
        onMessage,
        onError: () => disconnected('The live stream was interrupted'),
      });
    };
    // Ticks until a stream is ready: 1 s after a failure, then 2 s, 4 s ... 30 s.
    const retry = createBackoffTimer(() => connect(), RECONNECT);

    dispatch(liveConnecting());
    void connect();
    return () => {
      stopped = true;
      retry.stop();
      source?.close();
      clearTimeout(freshTimer);
      clearTimeout(samplingTimer);
      dispatch(liveStopped());
    };
    // ticketKey stands for the ticket body (a new object on every render).
  }, [dispatch, store, orgId, appId, ticketKey, enabled]);
}
