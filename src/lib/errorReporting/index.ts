/**
 * The app's one door to error reporting. Code anywhere calls reportError(); once the reporting service has
 * loaded (see sentry.ts) it installs itself with setErrorReporter(). Errors reported before that are kept
 * (the first 20, which usually hold the root cause) and handed over when the reporter arrives.
 */
import { ERROR_REPORT_BUFFER_SIZE } from '@/lib/constants';

/** Extra facts about where an error happened (component stack, action type, storage key, ...). */
export type ErrorContext = Record<string, unknown>;

/** A function that sends one error somewhere. */
export type ErrorReporter = (error: unknown, context?: ErrorContext) => void;

interface PendingReport {
  error: unknown;
  context?: ErrorContext;
}

let reporter: ErrorReporter | undefined;
let pending: PendingReport[] = [];
/** Removes the early uncaught-error listeners (see captureUncaughtUntilReporter), if they are on. */
let detachEarlyListeners: (() => void) | undefined;

/** Reports an error; never throws, whatever the reporter does. */
export function reportError(error: unknown, context?: ErrorContext): void {
  if (!reporter) {
    if (pending.length < ERROR_REPORT_BUFFER_SIZE) pending.push({ error, context });
    return;
  }
  try {
    reporter(error, context);
  } catch {
    // Reporting must never break the code path that is already handling an error.
  }
}

/**
 * Installs the reporter (or removes it with undefined) and flushes errors reported before it existed.
 * Passing a reporter that drops everything is how a session that is not sampled discards the buffer.
 */
export function setErrorReporter(next: ErrorReporter | undefined): void {
  reporter = next;
  if (!next) return;
  // From here on the reporting service's own global handlers see what nobody caught.
  detachEarlyListeners?.();
  const buffered = pending;
  pending = [];
  buffered.forEach(({ error, context }) => reportError(error, context));
}

/** How many errors wait for a reporter. */
export function pendingErrorCount(): number {
  return pending.length;
}

/** Forgets the reporter and the buffer (tests and logout of a test session). */
export function resetErrorReporting(): void {
  detachEarlyListeners?.();
  reporter = undefined;
  pending = [];
}

/**
 * Keeps the errors nobody caught (the window's `error` and `unhandledrejection` events) from the first line of the
 * app until a reporter is installed: the reporting service loads after the first paint, and an error of the first
 * seconds is often the one that matters. The listeners go away when a reporter arrives (its own handlers take over).
 */
export function captureUncaughtUntilReporter(target: Window = window): void {
  if (reporter || detachEarlyListeners) return;
  const onError = (event: ErrorEvent) => reportError(event.error ?? new Error(event.message), { source: 'uncaught error' });
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason, { source: 'unhandled rejection' });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  detachEarlyListeners = () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    detachEarlyListeners = undefined;
  };
}
