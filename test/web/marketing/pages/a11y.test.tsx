import { axe, toHaveNoViolations } from 'jest-axe';
import { renderContentRoute } from './renderContentRoute';

jest.mock('@/lib/analytics', () => ({ trackEvent: jest.fn() }));

expect.extend(toHaveNoViolations);

/** One page per family, including the ones with extra sections (SDK tabs, comparison table, guide tiles). */
it.each([
  '/features/api-monitoring',
  '/solutions/metered-api-billing',
  '/industries/monetization-for-ai-applications',
  '/enterprise/api-analytics-for-api-management?language=python',
  '/comparison-guide',
  '/compare-to/orb',
])('%s has no axe violations and headings in order', async (url) => {
  const { container } = await renderContentRoute(url);
  expect(await axe(container)).toHaveNoViolations();
  const levels = Array.from(container.querySelectorAll('h1, h2, h3, h4')).map((h) => Number(h.tagName[1]));
  expect(levels[0]).toBe(1);
  levels.forEach((level, i) => {
    if (i > 0) expect(level - levels[i - 1]).toBeLessThanOrEqual(1);
  });
}, 20000);
