import { screen, within } from '@testing-library/react';
import { renderContentRoute } from './renderContentRoute';

jest.mock('@/lib/analytics', () => ({ trackEvent: jest.fn() }));

it('shows twelve guide tiles, the three navigation panels and the GDPR/CCPA call to action', async () => {
  await renderContentRoute('/comparison-guide');
  const guides = screen.getByRole('region', { name: 'Comparison guides' });
  const links = within(guides).getAllByRole('link');
  expect(links).toHaveLength(12);
  for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/compare-to\/[a-z-]+$/);

  const panels = screen.getByRole('navigation', { name: 'Why teams choose Apiscope' });
  expect(within(panels).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Scalable infrastructure',
    'Security and compliance',
    'No-hassle implementation',
  ]);
  expect(within(panels).getByRole('link', { name: 'See implementation guides' })).toHaveAttribute('href', '/implementation');

  const privacy = screen.getByRole('navigation', { name: 'Privacy compliance' });
  expect(within(privacy).getByRole('heading', { name: 'GDPR and CCPA ready' })).toBeInTheDocument();
  expect(within(privacy).getByRole('link')).toHaveAttribute('href', '/enterprise/gdpr-compliance');
});
