import { screen } from '@testing-library/react';
import { readAdParams } from '@/lib/adHeader';
import { INTENTS } from '@/lib/intents';
import { adHeadings, fillTemplate, integrationName, languageName } from '@/marketing/home/adHeadings';
import { renderRoute } from '../../app/renderRoute';

const headingsFor = (query: string) => adHeadings(readAdParams(query));

beforeAll(() => import('@/marketing/home/route'), 20_000);

describe('integration headings', () => {
  it('use the catalogue name for a known integration, whatever its spelling', () => {
    expect(headingsFor('?integration=kong').h1).toBe('API analytics and monetization for Kong');
    expect(headingsFor('?integration=AWS').h1).toBe('API analytics and monetization for AWS API Gateway');
    expect(headingsFor('?integration=fluent-bit').h1).toBe('API analytics and monetization for Fluent Bit');
    expect(headingsFor('?integration=krakend').h2).toBe(
      'See every API call through KrakenD: usage by customer, errors, latency, alerts and usage-based billing.',
    );
  });

  it('use the cleaned value for an unknown integration', () => {
    expect(headingsFor('?integration=my_custom-gateway%21%21').h1).toBe(
      'API analytics and monetization for my custom gateway',
    );
  });

  it('stay within 70 characters (headline) and 120 (subtitle) for a long unknown value', () => {
    const { h1, h2 } = headingsFor(`?integration=${'Longname-'.repeat(12)}`);
    expect(h1).toMatch(/^API analytics and monetization for Longname Longname/);
    expect(h1!.length).toBeLessThanOrEqual(70);
    expect(h2).toMatch(/^See every API call through Longname.*: usage by customer/);
    expect(h2!.length).toBeLessThanOrEqual(120);
  });
});

describe('language and billing headings', () => {
  it('name the language as the quick-install tabs do, else as the catalogue does, else cleaned', () => {
    expect(languageName('node.js')).toBe('Node.js');
    expect(languageName('c#')).toBe('.NET');
    expect(languageName('scala')).toBe('Scala');
    expect(languageName('elixir')).toBeUndefined();
    expect(headingsFor('?language=python').h1).toBe('API analytics and monetization for Python APIs');
    expect(headingsFor('?language=elixir').h1).toBe('API analytics and monetization for elixir APIs');
  });

  it('name the billing provider', () => {
    expect(headingsFor('?billing=chargebee')).toEqual({
      h1: 'Usage-based billing with Chargebee',
      h2: 'Meter API usage by customer and report it to Chargebee, which keeps invoicing and payments.',
    });
  });
});

describe('precedence', () => {
  it('explicit H1 and H2 win over everything', () => {
    expect(headingsFor('?H1=Own-title&H2=Own-subtitle&integration=kong&language=go&billing=stripe')).toEqual({
      h1: 'Own title',
      h2: 'Own subtitle',
    });
  });

  it('each of H1 and H2 falls back on its own', () => {
    const { h1, h2 } = headingsFor('?H1=Own-title&integration=kong');
    expect(h1).toBe('Own title');
    expect(h2).toMatch(/^See every API call through Kong/);
  });

  it('then integration, then language, then billing provider', () => {
    expect(headingsFor('?integration=tyk&language=go&billing=stripe').h1).toBe('API analytics and monetization for Tyk');
    expect(headingsFor('?language=go&billing=stripe').h1).toBe('API analytics and monetization for Go APIs');
    expect(headingsFor('?billing=stripe').h1).toBe('Usage-based billing with Stripe');
  });

  it('leaves both to the page when the link names none of them', () => {
    expect(headingsFor('?utm_source=ads')).toEqual({ h1: undefined, h2: undefined });
  });
});

describe('helpers', () => {
  it('integrationName knows ids, params and names and nothing else', () => {
    expect(integrationName('OpenTelemetry')).toBe('OpenTelemetry');
    expect(integrationName('dotnet')).toBe('C# / .NET');
    expect(integrationName('apisix')).toBeUndefined();
  });

  it('fillTemplate shortens the name, never the sentence around it', () => {
    expect(fillTemplate('Hi {name}, welcome.', 'Alexandra', 15)).toBe('Hi Al, welcome.');
    expect(fillTemplate('Hi {name}, welcome.', 'Alexandra', 70)).toBe('Hi Alexandra, welcome.');
  });
});

describe('home hero from an ad link', () => {
  it('shows the integration headline and subtitle', async () => {
    renderRoute('/?integration=kong');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('API analytics and monetization for Kong');
    expect(screen.getByText(/^See every API call through Kong:/)).toBeInTheDocument();
  });

  it('combines an explicit H2 with the language headline, replacing the intent copy', async () => {
    renderRoute('/?language=python&intent=monitor&H2=Own-subtitle');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('API analytics and monetization for Python APIs');
    expect(screen.getByText('Own subtitle')).toBeInTheDocument();
    expect(screen.queryByText(INTENTS.monitor.description)).not.toBeInTheDocument();
  });

  it('shows the intent copy without ad parameters', async () => {
    renderRoute('/?intent=monitor');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(INTENTS.monitor.signUpTitle);
  });
});
