import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerLogos } from '@/marketing/content/home';
import { LogoMarquee } from '@/marketing/home/LogoMarquee';

describe('logo marquee', () => {
  it('lists every wordmark once for assistive technology and says they are examples', () => {
    render(<LogoMarquee />);
    const section = screen.getByRole('region', { name: /API teams that measure with Apiscope/ });
    expect(section).toHaveTextContent('(example companies)');
    const visibleList = within(section).getByRole('list');
    expect(within(visibleList).getAllByRole('listitem')).toHaveLength(customerLogos.length);
  });

  it('can be paused and resumed with its button', async () => {
    const user = userEvent.setup();
    render(<LogoMarquee />);
    const section = screen.getByRole('region', { name: /API teams that measure with Apiscope/ });
    await user.click(screen.getByRole('button', { name: 'Pause logo animation' }));
    expect(section).toHaveClass('logo-marquee--paused');
    expect(screen.getByRole('button', { name: 'Play logo animation' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Play logo animation' }));
    expect(section).not.toHaveClass('logo-marquee--paused');
  });
});
