import { http, HttpResponse } from 'msw';
import { server } from '../support/mswServer';

type StoreModule = typeof import('@/app/store/store');
type ClientModule = typeof import('@/api/client');
type NoticeModule = typeof import('@/app/store/newVersion');
type PromiseModule = typeof import('@/app/store/promiseMiddleware');

const TEN_MINUTES = 10 * 60 * 1000;
const JITTER = 110 * 60 * 60 * 1000;
const runningVersion = process.env.BUILD_ID;

/** Loads the app modules as a new page load would (fresh module state). */
async function pageLoad() {
  let loaded: { store: StoreModule; client: ClientModule; notice: NoticeModule; promise: PromiseModule } | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = {
      store: await import('@/app/store/store'),
      client: await import('@/api/client'),
      notice: await import('@/app/store/newVersion'),
      promise: await import('@/app/store/promiseMiddleware'),
    };
  });
  if (!loaded) throw new Error('modules did not load');
  const { store: storeModule, client, notice, promise } = loaded;
  const store = storeModule.setupStore();
  const CALL = promise.promiseTypes('test/version');
  const call = (path: string) => store.dispatch({ types: CALL.types, promise: () => client.apiClient.get(path, { silent: true }) });
  const notices = () => store.getState().notifications.items.filter((item) => item.title === notice.NEW_VERSION_TITLE);
  return { store, call, notices, notice };
}

function answerWithVersion(path: string, version: string | null, status = 200) {
  const headers: Record<string, string> = version === null ? {} : { 'x-build-version': version };
  server.use(http.get(`/api${path}`, () => HttpResponse.json({}, { status, headers })));
}

beforeEach(() => {
  process.env.BUILD_ID = '1.4.0';
  jest.useFakeTimers({ advanceTimers: true });
});
afterEach(() => {
  jest.useRealTimers();
  process.env.BUILD_ID = runningVersion;
});

it('shows the notice 10 minutes plus a random share of 110 hours after a newer build answered', async () => {
  const page = await pageLoad();
  page.notice.configureVersionNotice({ random: () => 0.25 });
  answerWithVersion('/a', '1.5.0');
  await page.call('/a');

  const delay = TEN_MINUTES + 0.25 * JITTER;
  await jest.advanceTimersByTimeAsync(delay - 1000);
  expect(page.notices()).toHaveLength(0);
  await jest.advanceTimersByTimeAsync(1000);
  expect(page.notices()).toEqual([
    expect.objectContaining({
      kind: 'info',
      title: 'A new version of our app available',
      message: 'Please refresh your browser tab to use the latest version.',
      durationMs: null,
    }),
  ]);
});

it('never waits less than 10 minutes nor more than 10 minutes plus 110 hours', async () => {
  const page = await pageLoad();
  expect(page.notice.versionNoticeDelayMs(0)).toBe(TEN_MINUTES);
  expect(page.notice.versionNoticeDelayMs(0.999999)).toBeLessThanOrEqual(TEN_MINUTES + JITTER);
  page.notice.configureVersionNotice({ random: () => 0 });
  answerWithVersion('/b', '2.0.0');
  await page.call('/b');
  await jest.advanceTimersByTimeAsync(TEN_MINUTES - 1000);
  expect(page.notices()).toHaveLength(0);
  await jest.advanceTimersByTimeAsync(1000);
  expect(page.notices()).toHaveLength(1);
});

it('shows the notice at most once per page load, whatever the responses say', async () => {
  const page = await pageLoad();
  answerWithVersion('/c', '1.5.0');
  answerWithVersion('/d', '1.6.0', 500);
  await Promise.all([page.call('/c'), page.call('/c'), page.call('/d')]);
  await jest.advanceTimersByTimeAsync(TEN_MINUTES + JITTER);
  expect(page.notices()).toHaveLength(1);

  page.store.dispatch({ type: 'notifications/dismissAll' });
  await page.call('/c');
  await jest.advanceTimersByTimeAsync(TEN_MINUTES + JITTER);
  expect(page.notices()).toHaveLength(0);

  const nextPage = await pageLoad();
  answerWithVersion('/e', '1.7.0');
  await nextPage.call('/e');
  await jest.advanceTimersByTimeAsync(TEN_MINUTES + JITTER);
  expect(nextPage.notices()).toHaveLength(1);
});

it('stays quiet while the server runs the same build or sends no version', async () => {
  const page = await pageLoad();
  answerWithVersion('/same', '1.4.0');
  answerWithVersion('/none', null);
  await page.call('/same');
  await page.call('/none');
  await jest.advanceTimersByTimeAsync(TEN_MINUTES + JITTER);
  expect(page.notices()).toHaveLength(0);
});

it('uses an injected scheduler when the shell provides one', async () => {
  const page = await pageLoad();
  const scheduled: Array<[() => void, number]> = [];
  page.notice.configureVersionNotice({ scheduler: (task, delayMs) => scheduled.push([task, delayMs]), random: () => 0.5 });
  answerWithVersion('/f', '9.9.9');
  await page.call('/f');
  expect(scheduled).toHaveLength(1);
  expect(scheduled[0][1]).toBe(TEN_MINUTES + 0.5 * JITTER);
  expect(page.notices()).toHaveLength(0);
  scheduled[0][0]();
  expect(page.notices()).toHaveLength(1);
});
