import { screen } from '@testing-library/react';
import { findPageHeading, renderOtherRoute } from './renderOtherRoute';

describe('ad landing pages', () => {
  it('each topic child has its own headline and sign-up intent', async () => {
    renderOtherRoute('/landing/governance');
    expect(await findPageHeading()).toHaveTextContent('Enforce API rules without redeploying');
    const signups = screen.getAllByRole('link', { name: 'Get Started Free' });
    expect(signups.length).toBeGreaterThan(0);
    signups.forEach((link) => expect(link).toHaveAttribute('href', '/signup?intent=governance'));
  });

  it('a referring partner keeps the same topic pages', async () => {
    renderOtherRoute('/landing/acme-gateway/developer-portal');
    expect(await findPageHeading()).toHaveTextContent('An open-source developer portal for your API');
  });

  it('ad links replace the headline and sub-headline with cleaned, length-limited text', async () => {
    const longH2 = 'Meter-every-call '.repeat(12);
    renderOtherRoute(`/landing/monetization?H1=Bill_for-your-API<script>!&H2=${encodeURIComponent(longH2)}`);
    expect(await findPageHeading()).toHaveTextContent(/^Bill for your APIscript$/);
    const subtitle = screen.getByText(/^Meter every call/);
    expect(subtitle.textContent?.length).toBeLessThanOrEqual(120);
  });
});
