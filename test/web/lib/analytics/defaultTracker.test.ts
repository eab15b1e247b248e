import { http, HttpResponse } from 'msw';
import { server } from '../../support/mswServer';
import {
  getRecordedEvents,
  identify,
  resetAnalytics,
  resetIdentity,
  trackEvent,
  trackPageView,
  type CollectorAction,
} from '@/lib/analytics';

const TOKEN = 'site-app-token-0123456789-0123456789-0123456789-abcdef';

afterEach(() => {
  resetAnalytics();
  delete process.env.SITE_APP_TOKEN;
  delete process.env.COLLECTOR_URL;
});

describe('default tracker', () => {
  it('sends nothing anywhere without SITE_APP_TOKEN, but records events', async () => {
    // Any request would fail the test: msw is set to error on unhandled requests.
    trackEvent('landing viewed', { feature: 'analytics' });
    trackPageView('/pricing');
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getRecordedEvents().map((e) => e.action_name)).toEqual(['landing viewed', 'page viewed']);
  });

  it('posts to COLLECTOR_URL/v1/actions/batch when a token is configured, flushing on pagehide', async () => {
    process.env.SITE_APP_TOKEN = TOKEN;
    process.env.COLLECTOR_URL = 'https://collect.example.com';
    const batches: CollectorAction[][] = [];
    let appId: string | null = null;
    const received = new Promise<void>((resolve) => {
      server.use(
        http.post('https://collect.example.com/v1/actions/batch', async ({ request }) => {
          appId = request.headers.get('X-Moesif-Application-Id');
          batches.push((await request.json()) as CollectorAction[]);
          resolve();
          return new HttpResponse(null, { status: 201 });
        }),
      );
    });
    window.history.replaceState(null, '', '/oauth/segment?utm_source=ads#access_token=secret');
    identify('ada@example.com');
    trackEvent('clicked', { cta: 'schedule a call' });
    window.dispatchEvent(new Event('pagehide'));
    await received;
    expect(appId).toBe(TOKEN);
    expect(batches[0]).toHaveLength(1);
    expect(batches[0][0]).toMatchObject({
      action_name: 'clicked',
      user_id: 'ada@example.com',
      request: { uri: 'http://localhost/oauth/segment?utm_source=ads' },
      metadata: { cta: 'schedule a call', utm_source: 'ads' },
    });
    resetIdentity();
    window.history.replaceState(null, '', '/');
  });
});
