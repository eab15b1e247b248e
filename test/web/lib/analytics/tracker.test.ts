import { createTracker, PAGE_VIEW_ACTION, type ActionTransport, type CollectorAction } from '@/lib/analytics';

function fakeTransport() {
  const sent: CollectorAction[] = [];
  const transport: ActionTransport = {
    enqueue: (action) => void sent.push(action),
    flush: async () => undefined,
    flushOnPageHide: () => undefined,
    clear: () => void sent.splice(0),
    get queued() {
      return sent.length;
    },
  };
  return { transport, sent };
}

const fixed = {
  now: () => new Date('2026-03-01T10:00:00.000Z'),
  pageUri: () => 'https://www.apiscope.dev/pricing',
  userAgent: () => 'TestBrowser/1.0',
  trackedProperties: () => ({ utm_source: 'newsletter', referrer: 'https://news.example.org/' }),
};

describe('createTracker', () => {
  it('builds collector actions with request data, tracked properties and event properties', () => {
    const { transport, sent } = fakeTransport();
    const tracker = createTracker({ ...fixed, transport });
    tracker.trackEvent('landing viewed', { feature: 'analytics', utm_source: 'override' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      action_name: 'landing viewed',
      transaction_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      request: { time: '2026-03-01T10:00:00.000Z', uri: 'https://www.apiscope.dev/pricing', user_agent_string: 'TestBrowser/1.0' },
      metadata: { referrer: 'https://news.example.org/', utm_source: 'override', feature: 'analytics' },
    });
    expect(tracker.getRecordedEvents()).toEqual(sent);
  });

  it('records events even without a transport', () => {
    const tracker = createTracker(fixed);
    tracker.trackEvent('clicked', { cta: 'schedule a call' });
    expect(tracker.getRecordedEvents().map((e) => e.action_name)).toEqual(['clicked']);
    tracker.clearRecordedEvents();
    expect(tracker.getRecordedEvents()).toEqual([]);
  });

  it('reads the tracked properties once per visit', () => {
    const trackedProperties = jest.fn(fixed.trackedProperties);
    const tracker = createTracker({ ...fixed, trackedProperties });
    tracker.trackEvent('a');
    tracker.trackEvent('b');
    expect(trackedProperties).toHaveBeenCalledTimes(1);
  });

  it('attributes events to the identified user and company', () => {
    const tracker = createTracker(fixed);
    tracker.identify('ada@example.com', { companyId: 'acme' });
    tracker.trackEvent('signed in');
    tracker.resetIdentity();
    tracker.trackEvent('signed out');
    const [signedIn, signedOut] = tracker.getRecordedEvents();
    expect(signedIn).toMatchObject({ user_id: 'ada@example.com', company_id: 'acme' });
    expect(signedOut.user_id).toBeUndefined();
  });

  it("stops tracking accounts on the company's own domain and drops what was queued", () => {
    const { transport, sent } = fakeTransport();
    const tracker = createTracker({ ...fixed, transport });
    tracker.trackEvent('before sign-in');
    tracker.identify('staff@apiscope.dev');
    tracker.trackEvent('internal click');
    expect(sent).toHaveLength(0);
    expect(tracker.getRecordedEvents().map((e) => e.action_name)).toEqual(['before sign-in']);
    tracker.resetIdentity();
    tracker.trackEvent('after logout');
    expect(sent.map((e) => e.action_name)).toEqual(['after logout']);
  });

  it('logs page views except between pages of the same repeatable kind', () => {
    const tracker = createTracker(fixed);
    expect(tracker.trackPageView('/wrap/app/o-a/dash')).toBe(true);
    expect(tracker.trackPageView('/wrap/app/o-a/dash/2')).toBe(false);
    expect(tracker.trackPageView('/wrap/app/o-a/search')).toBe(true);
    const views = tracker.getRecordedEvents();
    expect(views.map((e) => [e.action_name, e.metadata.path])).toEqual([
      [PAGE_VIEW_ACTION, '/wrap/app/o-a/dash'],
      [PAGE_VIEW_ACTION, '/wrap/app/o-a/search'],
    ]);
  });

  it('refuses an empty event name or a non-address identity', () => {
    const tracker = createTracker(fixed);
    expect(() => tracker.trackEvent(' ')).toThrow('trackEvent needs a non-empty event name');
    expect(() => tracker.identify('ada')).toThrow('identify needs an e-mail address');
  });

  it('keeps only the last 500 recorded events', () => {
    const tracker = createTracker(fixed);
    for (let i = 0; i < 510; i += 1) tracker.trackEvent(`e${i}`);
    const recorded = tracker.getRecordedEvents();
    expect(recorded).toHaveLength(500);
    expect(recorded[0].action_name).toBe('e10');
  });
});
