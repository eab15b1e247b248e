import { screen, waitFor } from '@testing-library/react';
import { trackEvent } from '@/lib/analytics';
import { comparePages } from '@/marketing/content/compare';
import { comparisonGuidePage } from '@/marketing/content/comparison-guide';
import { enterprisePages } from '@/marketing/content/enterprise';
import { featurePages } from '@/marketing/content/features';
import { industryPages } from '@/marketing/content/industries';
import { solutionPages } from '@/marketing/content/solutions';
import type { MarketingPageContent } from '@/marketing/content/types';
import { documentMeta, renderContentRoute } from './renderContentRoute';

jest.mock('@/lib/analytics', () => ({ trackEvent: jest.fn() }));
const trackEventMock = jest.mocked(trackEvent);

const SITE = 'https://www.apiscope.dev';
const allPages: MarketingPageContent[] = [
  ...Object.values(featurePages),
  ...Object.values(solutionPages),
  ...Object.values(industryPages),
  ...Object.values(enterprisePages),
  comparisonGuidePage,
  ...Object.values(comparePages),
];

beforeEach(() => trackEventMock.mockClear());

describe('every content route', () => {
  it('covers all 46 pages of the families', () => {
    expect(allPages).toHaveLength(11 + 11 + 5 + 4 + 1 + 14);
  });

  it.each(allPages.map((page) => [page.path, page] as const))(
    '%s renders its h1, title, description, canonical link and landing event',
    async (path, page) => {
      const { h1 } = await renderContentRoute(path);
      expect(h1).toHaveTextContent(page.hero.headline);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      await waitFor(() =>
        expect(documentMeta()).toEqual({ title: page.title, description: page.description, canonical: `${SITE}${path}` }),
      );
      await waitFor(() => expect(trackEventMock).toHaveBeenCalledWith('landing viewed', { feature: page.feature }));
      expect(trackEventMock.mock.calls.filter(([name]) => name === 'landing viewed')).toHaveLength(1);
      // The CTA band is the last block, drawn a few tasks after the first paint.
      expect(await screen.findByRole('button', { name: 'Chat with an Expert' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Get a Demo' })).toBeInTheDocument();
      for (const link of screen.getAllByRole('link', { name: 'Get Started Free' })) {
        expect(link).toHaveAttribute('href', `/signup?intent=${page.cta.intentKey}`);
      }
    },
  );
});

describe('feature type fallback', () => {
  it.each(['/features', '/features/unknown-type', '/features/constructor'])(
    '%s shows the API analytics page',
    async (path) => {
      const { h1 } = await renderContentRoute(path);
      expect(h1).toHaveTextContent('Understand how every customer uses your API');
      await waitFor(() => expect(trackEventMock).toHaveBeenCalledWith('landing viewed', { feature: 'analytics' }));
      await waitFor(() => expect(documentMeta().canonical).toBe(`${SITE}/features/api-analytics`));
    },
  );
});

describe('unknown names', () => {
  it.each(['/solutions/nope', '/industries/nope', '/enterprise/nope', '/compare-to/nope', '/compare-to/toString'])(
    '%s shows the not-found page and logs no landing event',
    async (path) => {
      const { h1 } = await renderContentRoute(path);
      expect(h1).toHaveTextContent('Page not found');
      // The page's effects have run (it names itself in the title) before the absence of the event is checked.
      await waitFor(() => expect(document.title).toBe('Page not found — Apiscope'));
      expect(trackEventMock).not.toHaveBeenCalledWith('landing viewed', expect.anything());
    },
  );
});
