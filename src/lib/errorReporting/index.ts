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
  reporter = undefined;
  pending = [];
}
