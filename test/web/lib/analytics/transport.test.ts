import { http, HttpResponse } from 'msw';
import { server } from '../../support/mswServer';
import { createActionTransport, type CollectorAction } from '@/lib/analytics';

const ENDPOINT = 'http://localhost/collector/v1/actions/batch';
const TOKEN = 'site-app-token-0123456789-0123456789-0123456789-abcdef';

function action(n: number): CollectorAction {
  return {
    action_name: `action ${n}`,
    transaction_id: `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`,
    request: { time: '2026-03-01T10:00:00.000Z', uri: 'http://localhost/', user_agent_string: 'UA' },
    metadata: {},
  };
}

interface Received {
  names: string[];
  appId: string | null;
  contentType: string | null;
  keepalive: boolean;
}

function collector(statuses: Array<number | 'network'> = []) {
  const received: Received[] = [];
  server.use(
    http.post(ENDPOINT, async ({ request }) => {
      const body = (await request.json()) as CollectorAction[];
      received.push({
        names: body.map((a) => a.action_name),
        appId: request.headers.get('X-Moesif-Application-Id'),
        contentType: request.headers.get('Content-Type'),
        keepalive: request.keepalive,
      });
      const status = statuses.shift() ?? 201;
      if (status === 'network') return HttpResponse.error();
      return new HttpResponse(null, { status, headers: status === 429 ? { 'Retry-After': '30' } : {} });
    }),
  );
  return received;
}

const transportFor = () => createActionTransport({ collectorBase: '/collector/v1', appToken: TOKEN });

const realSetTimeout = globalThis.setTimeout;
beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] }));
afterEach(() => jest.useRealTimers());

/** Lets msw answer: advances fake time and gives real I/O a moment. */
async function settle(ms = 0) {
  await jest.advanceTimersByTimeAsync(ms);
  for (let i = 0; i < 3; i += 1) {
    await new Promise((resolve) => realSetTimeout(resolve, 10));
    await jest.advanceTimersByTimeAsync(0);
  }
}

describe('createActionTransport', () => {
  it('sends queued actions as one batch 2 s after the first, with the application id header', async () => {
    const received = collector();
    const transport = transportFor();
    transport.enqueue(action(1));
    await settle(1000);
    transport.enqueue(action(2));
    await settle(999);
    expect(received).toHaveLength(0);
    await settle(1);
    await settle();
    expect(received).toEqual([
      { names: ['action 1', 'action 2'], appId: TOKEN, contentType: 'application/json', keepalive: false },
    ]);
    expect(transport.queued).toBe(0);
  });

  it('sends at once when 20 actions are queued', async () => {
    const received = collector();
    const transport = transportFor();
    for (let i = 1; i <= 20; i += 1) transport.enqueue(action(i));
    await settle();
    expect(received).toHaveLength(1);
    expect(received[0].names).toHaveLength(20);
  });

  it('puts a batch back after a network error or 5xx and retries it later', async () => {
    const received = collector(['network', 503]);
    const transport = transportFor();
    transport.enqueue(action(1));
    await settle(2000);
    expect(received).toHaveLength(1);
    expect(transport.queued).toBe(1);
    await settle(4000); // first backoff: 4 s
    expect(received).toHaveLength(2);
    await settle(8000); // second backoff: 8 s
    expect(received).toHaveLength(3);
    expect(received[2].names).toEqual(['action 1']);
    expect(transport.queued).toBe(0);
  });

  it('waits at least Retry-After after a 429', async () => {
    const received = collector([429]);
    const transport = transportFor();
    transport.enqueue(action(1));
    await settle(2000);
    await settle(29_000);
    expect(received).toHaveLength(1);
    await settle(1000);
    expect(received).toHaveLength(2);
  });

  it('drops a batch the collector refuses (401, 402, 400) without retrying', async () => {
    const received = collector([401]);
    const transport = transportFor();
    transport.enqueue(action(1));
    await settle(2000);
    await settle(60_000);
    expect(received).toHaveLength(1);
    expect(transport.queued).toBe(0);
  });

  it('sends everything queued with keepalive when the page is hidden', async () => {
    const received = collector();
    const transport = transportFor();
    for (let i = 1; i <= 25; i += 1) {
      transport.enqueue(action(i));
      if (i === 20) await settle(); // the first 20 went out as a full batch
    }
    transport.flushOnPageHide();
    await settle();
    expect(received).toHaveLength(2);
    expect(received[1]).toMatchObject({ keepalive: true, appId: TOKEN });
    expect(received[1].names).toHaveLength(5);
    expect(transport.queued).toBe(0);
  });

  it('requires a token', () => {
    expect(() => createActionTransport({ collectorBase: '/collector/v1', appToken: '' })).toThrow(
      'An application token is required to send analytics',
    );
  });
});
