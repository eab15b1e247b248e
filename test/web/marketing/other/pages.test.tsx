import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { trackEvent } from '@/lib/analytics';
import { otherPages } from '@/marketing/seo/pages/other';
import { SITE_URL } from '@/marketing/seo/siteUrl';
import { server } from '../../support/mswServer';
import { findPageHeading, headMeta, renderOtherRoute } from './renderOtherRoute';

jest.mock('@/lib/analytics', () => ({
  ...jest.requireActual('../../../../src/lib/analytics'),
  trackEvent: jest.fn(),
}));

const trackEventMock = trackEvent as jest.MockedFunction<typeof trackEvent>;

beforeEach(() => {
  trackEventMock.mockClear();
  server.use(http.get('http://localhost/health', () => HttpResponse.json({ status: 'ok' })));
});

function landingFeatures(): string[] {
  return trackEventMock.mock.calls
    .filter(([name]) => name === 'landing viewed')
    .map(([, properties]) => String((properties as { feature?: unknown }).feature));
}

describe('every registered "other" page', () => {
  it.each(otherPages.map((page) => [page.path, page]))('%s has one h1, its title, description, canonical and landing event', async (_path, page) => {
    renderOtherRoute(page.path);
    await findPageHeading();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(headMeta().title).toBe(page.title));
    expect(headMeta()).toEqual({ title: page.title, description: page.description, canonical: `${SITE_URL}${page.path}` });
    expect(landingFeatures()).toHaveLength(1);
    expect(landingFeatures()[0]).toMatch(/^[a-z0-9-]+$/);
  });
});

describe('pages reached with a query or a partner', () => {
  it.each([
    ['/implementation?flow=monetization', '/implementation', 'metered-api-billing'],
    ['/message?type=verified', '/message', 'message'],
    ['/landing/acme-gateway', '/landing', 'landing-partner-acme-gateway'],
    ['/landing/acme-gateway/monitoring', '/landing/monitoring', 'landing-monitoring-partner-acme-gateway'],
    ['/implementation/log-http-calls-from-go?useCase=monitoring', '/implementation/log-http-calls-from-go', 'implementation-guide-go-monitoring'],
  ])('%s canonicalises to %s and logs feature %s', async (url, canonicalPath, feature) => {
    renderOtherRoute(url);
    await findPageHeading();
    await waitFor(() => expect(headMeta().canonical).toBe(`${SITE_URL}${canonicalPath}`));
    expect(landingFeatures()).toEqual([feature]);
  });

  it.each([
    ['/casestudies', 'customers'],
    ['/price', 'pricing'],
    ['/landing/analytics', 'landing-analytics'],
    ['/extensions/billing', 'integrations-billing'],
  ])('%s logs the feature identifier %s', async (url, feature) => {
    renderOtherRoute(url);
    await findPageHeading();
    await waitFor(() => expect(landingFeatures()).toEqual([feature]));
  });
});
