import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeSignedInSession } from '../../support/factories';
import { renderRoute } from '../../app/renderRoute';

const PAGE = '/no-such-marketing-page';

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true, writable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

afterEach(() => setScrollY(0));

describe('landing header', () => {
  it('has the product, pricing, customers, solutions and resources menus', async () => {
    renderRoute(PAGE);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const name of ['Product', 'Customers', 'Solutions', 'Resources']) {
      expect(within(nav).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/price');
  });

  // The menu bar is replaced by the Radix menus when their chunk arrives, so the trigger is looked up afresh.
  const productTrigger = () => screen.getByRole('button', { name: 'Product' });

  it('opens a menu from the keyboard and lists real routes', async () => {
    const user = userEvent.setup();
    renderRoute(PAGE);
    (await screen.findByRole('button', { name: 'Product' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(productTrigger()).toHaveAttribute('aria-expanded', 'true'));
    expect(productTrigger()).toHaveFocus();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: /^API Logs/ })).toHaveAttribute('href', '/features/api-logs');
    await user.keyboard('{Escape}');
    expect(productTrigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers Log In and Sign Up when signed out', async () => {
    renderRoute(PAGE);
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
  });

  it('offers My Account linking to /wrap when signed in', async () => {
    storeSignedInSession();
    renderRoute(PAGE);
    expect(await screen.findByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/wrap');
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('gets its shadow only once the page scrolled more than 10 px', async () => {
    renderRoute(PAGE);
    const header = await screen.findByTestId('site-header');
    setScrollY(10);
    expect(header).not.toHaveClass('site-header--scrolled');
    setScrollY(11);
    expect(header).toHaveClass('site-header--scrolled');
    setScrollY(0);
    expect(header).not.toHaveClass('site-header--scrolled');
  });
});

describe('footer', () => {
  it('links product, solutions, resources, company and legal pages', async () => {
    renderRoute(PAGE);
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    for (const heading of ['Product', 'Solutions', 'Resources', 'Company', 'Legal']) {
      expect(within(footer).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Press' })).toHaveAttribute('href', '/press');
  });
});

describe('acquisition banner', () => {
  it('is dismissible and stays dismissed on the next visit', async () => {
    const user = userEvent.setup();
    const first = renderRoute(PAGE);
    const banner = await screen.findByRole('region', { name: 'Announcement' });
    expect(banner).toHaveTextContent('Apiscope joins Corvana Cloud');
    await user.click(within(banner).getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    first.unmount();

    renderRoute(PAGE);
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('is dismissed by following its press-release link', async () => {
    const user = userEvent.setup();
    const { router, unmount } = renderRoute(PAGE);
    const banner = await screen.findByRole('region', { name: 'Announcement' });
    const link = within(banner).getByRole('link', { name: 'Read the press release' });
    expect(link).toHaveAttribute('href', '/press');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/press');
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    unmount();
    renderRoute(PAGE);
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });
});

describe('focus mode', () => {
  it.each(['/landing/api-analytics-trial', `${PAGE}?landing=win`])('hides banner, menus and footer links on %s', async (path) => {
    renderRoute(path);
    const header = await screen.findByTestId('site-header');
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Footer' })).not.toBeInTheDocument();
    expect(within(header).queryAllByRole('link')).toHaveLength(0);
    expect(within(header).getByText('Apiscope')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© ');
  });

  it('is off on ordinary pages', async () => {
    renderRoute(PAGE);
    expect(await screen.findByRole('region', { name: 'Announcement' })).toBeInTheDocument();
    expect(within(screen.getByTestId('site-header')).getByRole('link', { name: 'Apiscope home' })).toBeInTheDocument();
  });
});

describe('bare pages', () => {
  it('renders paths containing "plugin" without header, banner or footer', async () => {
    renderRoute('/plugin/unknown-desk');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
