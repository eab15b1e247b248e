import {
  bodyFieldListError, headerListError, idRowErrors, parseList, rateError, regexConfigToRows, rowsToRegexConfig, urlError, weightOfRate,
} from '@/portal/features/appSettings/appSettingsRules';
import { domainError, normaliseDomain, providerIdError } from '@/portal/features/orgSettings/orgSettingsRules';

describe('app settings rules', () => {
  it('accepts whole percentages from 0 to 100 only', () => {
    expect(['0', '50', ' 100 '].map(rateError)).toEqual([null, null, null]);
    expect(rateError('')).toBe('Enter a rate from 0 to 100.');
    expect(rateError('12.5')).toBe('The rate must be a whole number of percent, from 0 to 100.');
    expect(rateError('-1')).toBe('The rate must be a whole number of percent, from 0 to 100.');
    expect(rateError('101')).toBe('The rate cannot be above 100 %.');
    expect([100, 50, 33, 1, 0].map(weightOfRate)).toEqual([1, 2, 3, 100, 0]);
  });

  it('names missing and repeated ids', () => {
    expect(idRowErrors([{ key: 'u1', rate: '5' }, { key: ' u1 ', rate: '5' }, { key: '', rate: 'x' }], 'user')).toEqual([
      { key: null, rate: null },
      { key: 'The user u1 is listed twice.', rate: null },
      { key: 'Enter the user id.', rate: 'The rate must be a whole number of percent, from 0 to 100.' },
    ]);
  });

  it('edits only the route rules of regex_config and keeps the others', () => {
    const other = { conditions: [{ path: 'request.verb', value: 'GET' }], sample_rate: 5 };
    const config = [other, { conditions: [{ path: 'request.route', value: '^/health' }], sample_rate: 0 }];
    expect(regexConfigToRows(config)).toEqual([{ key: '^/health', rate: '0' }]);
    expect(rowsToRegexConfig([{ key: '/v1/.*', rate: '20' }], config)).toEqual([other, { conditions: [{ path: 'request.route', value: '/v1/.*' }], sample_rate: 20 }]);
  });

  it('reads mask lists one per line and checks each entry', () => {
    expect(parseList('Authorization\n x-api-key ,\n\nAuthorization')).toEqual(['Authorization', 'x-api-key']);
    expect(headerListError(['Authorization', 'X-Api-Key'])).toBeNull();
    expect(headerListError(['Set Cookie'])).toMatch(/^'Set Cookie' is not a header name/);
    expect(bodyFieldListError(['password', 'card.number'])).toBeNull();
    expect(bodyFieldListError(['card..number'])).toMatch(/^'card..number' is not a field path/);
    expect(urlError('ftp://x.io')).toBe('Only http and https URLs can be encoded.');
    expect(urlError('https://api.example.com/v1')).toBeNull();
  });

  it('checks organization domains and provider ids', () => {
    expect(normaliseDomain(' @WWW.Acme.COM ')).toBe('acme.com');
    expect(domainError('', 'invite_only')).toBeNull();
    expect(domainError('', 'domain_auto_join')).toMatch(/^Enter the organization domain/);
    expect(domainError('ada@acme.com', 'invite_only')).toBe('Enter only the domain, such as acme.com, not an e-mail address.');
    expect(domainError('acme', 'invite_only')).toBe("'acme' is not a domain name: use a form such as acme.com.");
    expect(providerIdError('okta', ['email', 'okta'])).toBe('okta is already listed.');
    expect(providerIdError('google-oauth2', ['email'])).toBeNull();
  });
});
