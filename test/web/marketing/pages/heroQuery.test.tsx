import { screen } from '@testing-library/react';
import { renderContentRoute } from './renderContentRoute';

jest.mock('@/lib/analytics', () => ({ trackEvent: jest.fn() }));

function heroImage(): HTMLImageElement {
  const hero = screen.getByRole('region', { name: screen.getByRole('heading', { level: 1 }).textContent ?? '' });
  return hero.querySelector('img') as HTMLImageElement;
}

describe('query-parameter headlines on metered billing', () => {
  it('takes headline, sub-headline and an allowlisted image from the query', async () => {
    const { h1 } = await renderContentRoute(
      '/solutions/metered-api-billing?headline=Bill-for-every-token&subheadline=Meter+tokens+per+customer&image=invoice',
    );
    expect(h1).toHaveTextContent(/^Bill for every token$/);
    expect(screen.getByText('Meter tokens per customer')).toBeInTheDocument();
    expect(heroImage()).toHaveAttribute('src', '/images/solutions/billing-invoice.svg');
  });

  it('accepts the ad-link names H1, H2 and billing', async () => {
    const { h1 } = await renderContentRoute('/solutions/metered-api-billing?H1=Stripe-usage-billing&H2=Report+usage+to+Stripe&billing=stripe');
    expect(h1).toHaveTextContent(/^Stripe usage billing$/);
    expect(screen.getByText('Report usage to Stripe')).toBeInTheDocument();
    expect(heroImage()).toHaveAttribute('src', '/images/solutions/billing-provider-stripe.svg');
  });

  it('reduces markup to plain text', async () => {
    const long = 'x'.repeat(100);
    const { h1 } = await renderContentRoute(
      `/solutions/metered-api-billing?headline=${encodeURIComponent('<img src=x onerror=alert(1)>Hello')}&subheadline=${long}`,
    );
    expect(h1.textContent).not.toMatch(/[<>=()]/);
    expect(h1).toHaveTextContent('img srcx onerroralert1Hello');
    expect(h1.querySelector('img')).toBeNull();
    expect(screen.getByText('x'.repeat(100))).toBeInTheDocument();
  });

  it('caps the headline at 70 and the sub-headline at 120 characters', async () => {
    const { h1 } = await renderContentRoute(
      `/solutions/metered-api-billing?headline=${'y'.repeat(90)}&subheadline=${'z'.repeat(150)}`,
    );
    expect(h1.textContent).toBe('y'.repeat(70));
    expect(screen.getByText('z'.repeat(120))).toBeInTheDocument();
  });

  it('ignores images that are not on the allowlist and empty text', async () => {
    const { h1 } = await renderContentRoute(
      `/solutions/metered-api-billing?headline=%20%3C%3E%20&image=${encodeURIComponent('https://evil.example/x.png')}`,
    );
    expect(h1).toHaveTextContent('Usage-based billing for APIs and AI products');
    expect(heroImage()).toHaveAttribute('src', '/images/solutions/billing-overview.svg');
  });
});

describe('developer portal hero', () => {
  it("defaults to 'Open-Source Developer Portal'", async () => {
    const { h1 } = await renderContentRoute('/solutions/developer-portal');
    expect(h1).toHaveTextContent(/^Open-Source Developer Portal$/);
    expect(heroImage()).toHaveAttribute('src', '/images/solutions/portal-home.svg');
  });

  it('follows headline, sub-headline and image parameters', async () => {
    const { h1 } = await renderContentRoute('/solutions/developer-portal?headline=Your-API-storefront&subheadline=Plans+keys+and+usage&image=keys');
    expect(h1).toHaveTextContent(/^Your API storefront$/);
    expect(screen.getByText('Plans keys and usage')).toBeInTheDocument();
    expect(heroImage()).toHaveAttribute('src', '/images/solutions/portal-keys.svg');
  });

  it('does not accept a billing picture', async () => {
    await renderContentRoute('/solutions/developer-portal?image=invoice');
    expect(heroImage()).toHaveAttribute('src', '/images/solutions/portal-home.svg');
  });
});

it('other solution pages ignore headline parameters', async () => {
  const { h1 } = await renderContentRoute('/solutions/api-security?headline=Injected');
  expect(h1).toHaveTextContent('Detect API abuse and block it within a minute');
});
