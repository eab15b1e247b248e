/**
 * Loads and starts Sentry, off the critical path: the SDK lives in its own chunk, fetched only when
 * initSentry() is called (the shell calls it after the first render, when the browser is idle) and only
 * when a DSN is configured. Without SENTRY_DSN nothing is loaded and nothing is sent.
 *
 * Sampling: the product reports errors from 80 % of sessions. Sentry's sampleRate samples individual error
 * events, not sessions, so the session decision is made here, once per page load: a session that is in
 * the sample loads the SDK with sampleRate 1 (every error of that session is sent); a session that is out
 * never loads the SDK and its buffered errors are dropped. Replays are off (both replay rates 0, and the
 * replay integration is never added).
 */
import { ERROR_REPORTING_SAMPLE_RATES } from '@/lib/constants';
import { setErrorReporter } from './index';

/** Why initSentry did or did not start the SDK. */
export type SentryInitResult = 'started' | 'no-dsn' | 'not-sampled' | 'failed';

/** Overrides for tests. */
export interface SentryInitOptions {
  /** Defaults to process.env.SENTRY_DSN. */
  dsn?: string;
  /** Random source for the session sample, defaults to Math.random. */
  random?: () => number;
}

let started: Promise<SentryInitResult> | undefined;

async function start(options: SentryInitOptions): Promise<SentryInitResult> {
  const dsn = options.dsn ?? process.env.SENTRY_DSN;
  if (!dsn) return 'no-dsn';
  const random = options.random ?? Math.random;
  if (random() >= ERROR_REPORTING_SAMPLE_RATES.sessions) {
    setErrorReporter(() => undefined);
    return 'not-sampled';
  }
  try {
    // The scrubbers only matter once the SDK runs, so they travel in its chunk.
    const [Sentry, { scrubBreadcrumb, scrubEvent }] = await Promise.all([
      import(/* webpackChunkName: "sentry" */ '@sentry/react'),
      import(/* webpackChunkName: "sentry" */ './scrub'),
    ]);
    Sentry.init({
      dsn,
      release: process.env.BUILD_VERSION,
      environment: process.env.NODE_ENV,
      sampleRate: 1,
      replaysSessionSampleRate: ERROR_REPORTING_SAMPLE_RATES.replaySessions,
      replaysOnErrorSampleRate: ERROR_REPORTING_SAMPLE_RATES.replayOnError,
      // No user info, cookies or request bodies; headers and URLs still pass through the scrubbers.
      dataCollection: { userInfo: false, cookies: false, httpBodies: [] },
      beforeSend: (event) => scrubEvent(event),
      beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
    });
    setErrorReporter((error, context) => {
      Sentry.captureException(error, context ? { extra: context } : undefined);
    });
    return 'started';
  } catch (error) {
    // The SDK chunk itself failed to load (offline, blocked): keep buffering, the app works without it.
    console.warn('Error reporting is unavailable:', error instanceof Error ? error.message : error);
    return 'failed';
  }
}

/** Starts error reporting once per page load; later calls return the first call's result. */
export function initSentry(options: SentryInitOptions = {}): Promise<SentryInitResult> {
  started ??= start(options);
  return started;
}

/** Forgets that initSentry ran (tests only). */
export function resetSentryInit(): void {
  started = undefined;
}
