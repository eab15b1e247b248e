import { screen, within } from '@testing-library/react';
import { findPageHeading, renderOtherRoute } from './renderOtherRoute';

function planCard(name: string): HTMLElement {
  return screen.getByRole('listitem', { name });
}

describe('pricing', () => {
  it('/price shows the four plans, the trial terms and the FAQ without highlighting a plan', async () => {
    renderOtherRoute('/price');
    await findPageHeading();
    for (const name of ['Free', 'Basic Insights', 'Basic', 'Growth']) expect(planCard(name)).toBeInTheDocument();
    expect(screen.queryByText('Selected plan')).not.toBeInTheDocument();
    expect(screen.getByText(/14 days with 10,000,000 events/)).toBeInTheDocument();
    expect(within(planCard('Growth')).getByText('5,000,000 events / month')).toBeInTheDocument();
    for (const model of ['Prepaid credits', 'Postpaid', 'Pay as you go', 'Volume tiers']) {
      expect(screen.getByRole('heading', { name: model })).toBeInTheDocument();
    }
    expect(screen.getByText('What counts as an event?')).toBeInTheDocument();
  });

  it('/price/:id highlights exactly that plan', async () => {
    renderOtherRoute('/price/growth-annual');
    await findPageHeading();
    expect(planCard('Growth')).toHaveAttribute('aria-current', 'true');
    expect(within(planCard('Growth')).getByText('Selected plan')).toBeInTheDocument();
    expect(planCard('Free')).not.toHaveAttribute('aria-current');
    expect(screen.getAllByText('Selected plan')).toHaveLength(1);
  });

  it('an unknown plan id is not found', async () => {
    renderOtherRoute('/price/platinum');
    expect(await findPageHeading()).toHaveTextContent('Page not found');
  });
});
