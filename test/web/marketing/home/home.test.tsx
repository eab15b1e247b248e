import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { getRecordedEvents, resetAnalytics } from '@/lib/analytics';
import { INTENTS } from '@/lib/intents';
import { renderRoute } from '../../app/renderRoute';

expect.extend(toHaveNoViolations);

// Compile the lazily loaded home chunk once, so the first test does not pay for it inside a findBy timeout.
beforeAll(() => import('@/marketing/home/route'), 20_000);
beforeEach(() => resetAnalytics());
afterEach(() => jest.restoreAllMocks());

const heroHeading = () => screen.findByRole('heading', { level: 1 });
const eventsNamed = (name: string) => getRecordedEvents().filter((event) => JSON.stringify(event).includes(`"${name}"`));

describe('home hero', () => {
  it('shows the default intent copy without an intent', async () => {
    renderRoute('/');
    expect(await heroHeading()).toHaveTextContent(INTENTS.product.signUpTitle);
    expect(screen.getByText(INTENTS.product.description)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/signup?intent=product');
  });

  it('follows a known intent from the query', async () => {
    renderRoute('/?intent=monitor');
    expect(await heroHeading()).toHaveTextContent(INTENTS.monitor.signUpTitle);
    expect(screen.getByText(INTENTS.monitor.description)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/signup?intent=monitor');
  });

  it('falls back to the default intent for an unknown one', async () => {
    renderRoute('/?intent=world-domination');
    expect(await heroHeading()).toHaveTextContent(INTENTS.product.signUpTitle);
  });

  it('uses cleaned ad headings (H1 cut to 70, H2 to 120 characters)', async () => {
    const h1 = `Track-every_API-call!!${'-x'.repeat(60)}`;
    const h2 = `Bill<script>for_usage${'_y'.repeat(80)}`;
    renderRoute(`/?H1=${encodeURIComponent(h1)}&H2=${encodeURIComponent(h2)}`);
    const heading = await heroHeading();
    expect(heading.textContent).toMatch(/^Track every API call x x/);
    expect(heading.textContent!.length).toBeLessThanOrEqual(70);
    const subtitle = screen.getByText(/^Billscriptfor usage/);
    expect(subtitle.textContent!.length).toBeLessThanOrEqual(120);
    expect(subtitle.textContent).not.toMatch(/[<>_-]/);
  });

  it('opens the demo dialog from Request Demo and logs the click', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    await heroHeading();
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    expect(screen.getByRole('dialog', { name: 'Talk to an API monetization expert' })).toBeInTheDocument();
    expect(eventsNamed('schedule a call')).toHaveLength(1);
  });

  it("logs 'landing viewed' for the home page", async () => {
    renderRoute('/');
    await heroHeading();
    await waitFor(() => expect(eventsNamed('landing viewed')).toHaveLength(1));
    const viewed = eventsNamed('landing viewed');
    expect(JSON.stringify(viewed[0])).toContain('"feature":"home"');
  });
});

describe('home sections', () => {
  it('offers three random feature pages under "Want to know more?"', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    renderRoute('/');
    const section = (await screen.findByRole('heading', { name: 'Want to know more?' })).closest('section')!;
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/features/api-analytics',
      '/features/api-logs',
      '/features/api-monitoring',
    ]);
  });

  it('compares tool categories in a real table', async () => {
    renderRoute('/');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Apiscope' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Usage-based billing meters and invoicing' })).toBeInTheDocument();
  });

  it('shows quick-install tabs for six server integrations pointing at this collector', async () => {
    renderRoute('/');
    const tabs = await screen.findByRole('tablist', { name: 'Server integrations' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Node.js', 'Python', 'Go', 'Ruby', 'Java', '.NET']);
    expect(screen.getByText(/baseUri: 'http:\/\/localhost\/collector'/)).toBeInTheDocument();
  });

  it('preselects the ad link language and names it in the heading', async () => {
    renderRoute('/?language=python');
    expect(await screen.findByRole('heading', { name: 'Log your first Python API call in minutes' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/'BASE_URI': 'http:\/\/localhost\/collector'/)).toBeInTheDocument();
  });

  it('hides quick install in focus mode', async () => {
    renderRoute('/?landing=win');
    await heroHeading();
    expect(screen.queryByRole('tablist', { name: 'Server integrations' })).not.toBeInTheDocument();
  });

  it('names the ad link billing provider in the Monetize step', async () => {
    const user = userEvent.setup();
    renderRoute('/?billing=stripe');
    await user.click(await screen.findByRole('tab', { name: 'Invoices' }));
    expect(screen.getByText('Invoices through Stripe')).toBeInTheDocument();
  });

  it('has no detectable accessibility violations', async () => {
    const { container } = renderRoute('/');
    await heroHeading();
    expect(await axe(container)).toHaveNoViolations();
  }, 20_000);
});
