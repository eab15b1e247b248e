/**
 * The new-version notice (SPEC sections 7-9): when a response's x-build-version differs from the version of the
 * running bundle, an info notice asks for a refresh. It is scheduled at most once per page load, 10 minutes plus a
 * random 0-110 hours later, so a deployment does not interrupt every open tab at the same moment.
 */
import { NEW_VERSION_NOTICE_MAX_JITTER_MS, NEW_VERSION_NOTICE_MIN_DELAY_MS } from '@/lib/constants';
import { notify } from '@/app/notifications/notificationsSlice';

/** Response header carrying the server's build version. */
export const BUILD_VERSION_HEADER = 'x-build-version';
export const NEW_VERSION_TITLE = 'A new version of our app available';
export const NEW_VERSION_MESSAGE = 'Please refresh your browser tab to use the latest version.';

/** Runs `task` after `delayMs` (replaceable so tests and the shell control time). */
export type Scheduler = (task: () => void, delayMs: number) => void;

const defaultScheduler: Scheduler = (task, delayMs) => {
  setTimeout(task, delayMs);
};

let scheduler: Scheduler = defaultScheduler;
let random: () => number = Math.random;
let scheduledThisPageLoad = false;

/** Replaces the scheduler and random source (null restores the defaults). */
export function configureVersionNotice(options: { scheduler?: Scheduler | null; random?: (() => number) | null }): void {
  if (options.scheduler !== undefined) scheduler = options.scheduler ?? defaultScheduler;
  if (options.random !== undefined) random = options.random ?? Math.random;
}

/** Delay before the notice: 10 minutes plus random() times 110 hours. */
export function versionNoticeDelayMs(randomValue: number): number {
  return NEW_VERSION_NOTICE_MIN_DELAY_MS + Math.floor(randomValue * NEW_VERSION_NOTICE_MAX_JITTER_MS);
}

/**
 * The build id of the running bundle: the id the production build embedded (`BUILD_ID`, also written to
 * dist/build-id.txt, which the server sends back as x-build-version). Empty in development: no notice there.
 */
export function runningBuildVersion(): string {
  return process.env.BUILD_ID ?? '';
}

/**
 * Looks at a response's headers; if they announce another build than the running one, schedules the notice
 * (once per page load) and answers true.
 */
export function checkBuildVersion(
  headers: Record<string, string> | undefined,
  dispatch: (action: ReturnType<typeof notify>) => unknown,
): boolean {
  const serverVersion = headers?.[BUILD_VERSION_HEADER]?.trim();
  const running = runningBuildVersion();
  if (scheduledThisPageLoad || !serverVersion || !running || serverVersion === running) return false;
  scheduledThisPageLoad = true;
  scheduler(() => {
    dispatch(notify({ kind: 'info', title: NEW_VERSION_TITLE, message: NEW_VERSION_MESSAGE, durationMs: null }));
  }, versionNoticeDelayMs(random()));
  return true;
}
