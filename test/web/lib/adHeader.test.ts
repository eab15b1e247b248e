import { cleanAdHeader, integrationKey, readAdParams } from '@/lib/adHeader';

describe('cleanAdHeader', () => {
  it('turns hyphens and underscores into spaces and removes other punctuation', () => {
    expect(cleanAdHeader('Track-your_API!! <script>alert(1)</script>', 200)).toBe('Track your API scriptalert1script');
  });

  it('collapses runs of spaces and trims', () => {
    expect(cleanAdHeader('  API --- analytics   for   teams  ', 200)).toBe('API analytics for teams');
  });

  it('keeps letters and digits of any script', () => {
    expect(cleanAdHeader('Café_Über-API 2024', 200)).toBe('Café Über API 2024');
  });

  it('cuts to the maximum length without a trailing space', () => {
    expect(cleanAdHeader('abc def', 4)).toBe('abc');
    expect(cleanAdHeader('x'.repeat(80), 70)).toHaveLength(70);
  });

  it('refuses a negative maximum', () => {
    expect(() => cleanAdHeader('a', -1)).toThrow('maxLength must be a non-negative integer, got -1');
  });
});

describe('readAdParams', () => {
  it('reads language, billing, H1 and H2 from the query', () => {
    expect(readAdParams('?language=Python&billing=Stripe&H1=Meter-your-API&H2=Bill_by_usage!')).toEqual({
      language: 'python',
      billing: 'stripe',
      h1: 'Meter your API',
      h2: 'Bill by usage',
    });
  });

  it('cuts H1 to 70 and H2 to 120 characters', () => {
    const params = new URLSearchParams({ H1: 'a'.repeat(100), H2: 'b'.repeat(200) });
    const result = readAdParams(params);
    expect(result.h1).toHaveLength(70);
    expect(result.h2).toHaveLength(120);
  });

  it('accepts each of the four billing providers and nothing else', () => {
    for (const provider of ['stripe', 'chargebee', 'recurly', 'zuora']) {
      expect(readAdParams(`billing=${provider}`).billing).toBe(provider);
    }
    expect(readAdParams('billing=paypal')).toEqual({});
  });

  it('leaves out values that are empty or unusable', () => {
    expect(readAdParams('H1=!!!&language=%3Cscript%3E')).toEqual({});
  });

  it('accepts lower-case h1 and h2', () => {
    expect(readAdParams('h1=Hello&h2=World')).toEqual({ h1: 'Hello', h2: 'World' });
  });
});

describe('readAdParams: integration', () => {
  it('reads the integration value as is when it is already clean', () => {
    expect(readAdParams('?integration=kong')).toEqual({ integration: 'kong' });
    expect(readAdParams('?integration=Kong&language=python')).toEqual({ integration: 'Kong', language: 'python' });
  });

  it('cleans it like an ad header: hyphens and underscores to spaces, symbols removed', () => {
    expect(readAdParams('?integration=my_custom-gateway%21%3Cb%3E').integration).toBe('my custom gatewayb');
  });

  it('cuts it to 70 characters', () => {
    expect(readAdParams(`?integration=${'g'.repeat(100)}`).integration).toHaveLength(70);
  });

  it('leaves it out when nothing usable remains', () => {
    expect(readAdParams('?integration=%21%21%21')).toEqual({});
    expect(readAdParams('?integration=')).toEqual({});
  });
});

describe('integrationKey', () => {
  it('ignores case, spaces and symbols so spellings of one name compare equal', () => {
    expect(integrationKey('Fluent-Bit')).toBe('fluentbit');
    expect(integrationKey('fluent bit')).toBe(integrationKey('fluentbit'));
    expect(integrationKey('C# / .NET')).toBe('cnet');
  });
});
