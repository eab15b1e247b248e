/**
 * Site analytics for the whole app: trackEvent, trackPageView, identify. Actions are always recorded in
 * memory (getRecordedEvents); they are sent to the collector only when SITE_APP_TOKEN is configured, to
 * `${collectorBase}/actions/batch`, and flushed when the page is hidden.
 */
import { collectorBase, siteAppToken } from './config';
import { createTracker, type IdentifyOptions, type Tracker } from './tracker';
import { createActionTransport } from './transport';
import type { CollectorAction } from './action';

export { shouldLogPageView, pageKindOf } from './pageViews';
export { isCompanyEmail } from './identity';
export { createTracker, PAGE_VIEW_ACTION, type Tracker, type TrackerOptions, type IdentifyOptions } from './tracker';
export { createActionTransport, type ActionTransport } from './transport';
export { collectorBase, ANALYTICS_LIMITS } from './config';
export type { CollectorAction } from './action';

let instance: Tracker | undefined;
let detachPageListeners: (() => void) | undefined;

function tracker(): Tracker {
  if (instance) return instance;
  const token = siteAppToken();
  if (!token) {
    instance = createTracker();
    return instance;
  }
  const transport = createActionTransport({ collectorBase: collectorBase(), appToken: token });
  const onPageHide = () => transport.flushOnPageHide();
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') transport.flushOnPageHide();
  };
  window.addEventListener('pagehide', onPageHide);
  document.addEventListener('visibilitychange', onVisibilityChange);
  detachPageListeners = () => {
    window.removeEventListener('pagehide', onPageHide);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    transport.clear();
  };
  instance = createTracker({ transport });
  return instance;
}

/** Records (and, when configured, sends) an action with the visit's tracked properties. */
export function trackEvent(name: string, properties?: Record<string, unknown>): void {
  tracker().trackEvent(name, properties);
}

/** Logs a page view for a route change, except between two dash, two search or two usersearch pages. */
export function trackPageView(path: string): boolean {
  return tracker().trackPageView(path);
}

/** Attributes later actions to this account; accounts on the company's own domain stop all tracking. */
export function identify(email: string, options?: IdentifyOptions): void {
  tracker().identify(email, options);
}

/** Forgets the signed-in account (call on logout). */
export function resetIdentity(): void {
  tracker().resetIdentity();
}

/** Actions recorded in this page load, oldest first (the last 500). */
export function getRecordedEvents(): readonly CollectorAction[] {
  return tracker().getRecordedEvents();
}

/** Drops the default tracker so the next call builds a new one from the environment (tests). */
export function resetAnalytics(): void {
  detachPageListeners?.();
  detachPageListeners = undefined;
  instance = undefined;
}
