import { screen } from '@testing-library/react';
import { comparePages } from '@/marketing/content/compare';
import { renderContentRoute } from './renderContentRoute';

jest.mock('@/lib/analytics', () => ({ trackEvent: jest.fn() }));

const HEADING = 'Working with the Apiscope team';

it('exactly one compare page hides its customer-experience section: complement-stripe', () => {
  const hidden = Object.entries(comparePages).filter(([, page]) => page.customerExperience === null).map(([company]) => company);
  expect(hidden).toEqual(['complement-stripe']);
});

it('the complement-stripe page renders without the customer-experience section', async () => {
  await renderContentRoute('/compare-to/complement-stripe');
  expect(screen.getByRole('table', { name: 'Apiscope compared with Stripe Billing' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: HEADING })).toBeNull();
});

it('another rival page shows it', async () => {
  await renderContentRoute('/compare-to/metronome');
  expect(screen.getByRole('heading', { level: 2, name: HEADING })).toBeInTheDocument();
});

it('billing-rival pages each use their own text', () => {
  const rivals = ['orb', 'amberflo', 'metronome', 'complement-stripe', 'archetype', 'blobr', 'hypercurrent'] as const;
  const headlines = rivals.map((company) => comparePages[company].hero.headline);
  const firstSections = rivals.map((company) => comparePages[company].sections[0].body);
  expect(new Set(headlines).size).toBe(rivals.length);
  expect(new Set(firstSections).size).toBe(rivals.length);
  for (const company of rivals) expect(comparePages[company].description).toContain(comparePages[company].competitorName.split(' ')[0]);
});
