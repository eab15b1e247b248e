/**
 * The site's analytics tracker: records every action in memory (for tests and the debug view) and, when a
 * transport is given, sends it to the collector. Accounts on the company's own domain are not tracked.
 */
import { readTrackedProperties, type TrackedProperties } from '@/lib/trackedProperties';
import { currentPageUri, newTransactionId, type CollectorAction } from './action';
import { ANALYTICS_LIMITS } from './config';
import { isCompanyEmail, type AnalyticsIdentity } from './identity';
import { shouldLogPageView } from './pageViews';
import type { ActionTransport } from './transport';

/** Name of the action logged for a page view. */
export const PAGE_VIEW_ACTION = 'page viewed';

/** Dependencies of a tracker (all optional: the defaults read the browser). */
export interface TrackerOptions {
  /** Sends actions; without one nothing leaves the browser. */
  transport?: ActionTransport;
  now?: () => Date;
  pageUri?: () => string;
  userAgent?: () => string;
  /** Read once, on the first action: the visit's referrer and campaign data. */
  trackedProperties?: () => TrackedProperties;
}

/** Who to attribute events to. */
export interface IdentifyOptions {
  /** Defaults to the e-mail address. */
  userId?: string;
  companyId?: string;
}

/** A tracker instance. */
export interface Tracker {
  trackEvent(name: string, properties?: Record<string, unknown>): void;
  /** Logs a page view unless the page-view rule skips it; true when logged. */
  trackPageView(path: string): boolean;
  identify(email: string, options?: IdentifyOptions): void;
  /** Forgets the signed-in identity (logout). */
  resetIdentity(): void;
  getRecordedEvents(): readonly CollectorAction[];
  clearRecordedEvents(): void;
}

/** Creates a tracker. */
export function createTracker(options: TrackerOptions = {}): Tracker {
  const { transport, now = () => new Date(), pageUri = () => currentPageUri() } = options;
  const userAgent = options.userAgent ?? (() => navigator.userAgent);
  const readProps = options.trackedProperties ?? (() => readTrackedProperties());
  let visitProperties: TrackedProperties | undefined;
  let identity: AnalyticsIdentity = {};
  let excluded = false;
  let lastPath: string | undefined;
  let recorded: CollectorAction[] = [];

  const trackEvent = (name: string, properties: Record<string, unknown> = {}) => {
    if (typeof name !== 'string' || name.trim() === '') throw new TypeError('trackEvent needs a non-empty event name');
    if (excluded) return;
    visitProperties ??= readProps();
    const action: CollectorAction = {
      action_name: name,
      transaction_id: newTransactionId(),
      request: { time: now().toISOString(), uri: pageUri(), user_agent_string: userAgent() },
      ...identity,
      metadata: { ...visitProperties, ...properties },
    };
    recorded.push(action);
    if (recorded.length > ANALYTICS_LIMITS.maxRecorded) recorded = recorded.slice(-ANALYTICS_LIMITS.maxRecorded);
    transport?.enqueue(action);
  };

  return {
    trackEvent,
    trackPageView(path) {
      const log = shouldLogPageView(lastPath, path);
      lastPath = path;
      if (log) trackEvent(PAGE_VIEW_ACTION, { path });
      return log;
    },
    identify(email, identifyOptions = {}) {
      if (typeof email !== 'string' || !email.includes('@')) throw new TypeError('identify needs an e-mail address');
      excluded = isCompanyEmail(email);
      if (excluded) {
        identity = {};
        transport?.clear();
        return;
      }
      identity = { user_id: identifyOptions.userId ?? email };
      if (identifyOptions.companyId) identity.company_id = identifyOptions.companyId;
    },
    resetIdentity() {
      identity = {};
      excluded = false;
    },
    getRecordedEvents: () => recorded.slice(),
    clearRecordedEvents() {
      recorded = [];
    },
  };
}
