import { isCompanyEmail, pageKindOf, shouldLogPageView } from '@/lib/analytics';
import { collectorBase } from '@/lib/analytics/config';

describe('shouldLogPageView', () => {
  it('logs the first page and ordinary route changes', () => {
    expect(shouldLogPageView(undefined, '/wrap')).toBe(true);
    expect(shouldLogPageView('/pricing', '/about')).toBe(true);
  });

  it('skips moves between two dash, two search or two usersearch pages', () => {
    expect(shouldLogPageView('/wrap/app/o-a/dash', '/wrap/app/o-a/dash/d2')).toBe(false);
    expect(shouldLogPageView('/wrap/app/o-a/search/events', '/wrap/app/o-a/search/live')).toBe(false);
    expect(shouldLogPageView('/wrap/app/o-a/usersearch', '/wrap/app/o-a/usersearch/u1')).toBe(false);
  });

  it('logs moves between different kinds', () => {
    expect(shouldLogPageView('/wrap/app/o-a/dash', '/wrap/app/o-a/search/events')).toBe(true);
    expect(shouldLogPageView('/wrap/app/o-a/search', '/wrap/app/o-a/usersearch')).toBe(true);
    expect(shouldLogPageView('/wrap/app/o-a/usersearch', '/wrap/app/o-a/dash')).toBe(true);
    expect(shouldLogPageView('/wrap/app/o-a/dash', '/wrap')).toBe(true);
  });

  it('matches whole path segments only', () => {
    expect(pageKindOf('/features/api-dashboards')).toBeUndefined();
    expect(pageKindOf('/research')).toBeUndefined();
    expect(pageKindOf('/wrap/app/o-a/dash?range=7d')).toBe('dash');
  });
});

describe('isCompanyEmail', () => {
  it("is true for the company's domain and its subdomains, case-insensitively", () => {
    expect(isCompanyEmail('ada@apiscope.dev')).toBe(true);
    expect(isCompanyEmail('Ada@Eng.ApiScope.dev')).toBe(true);
  });

  it('is false for other domains, look-alikes and malformed input', () => {
    expect(isCompanyEmail('ada@example.com')).toBe(false);
    expect(isCompanyEmail('ada@notapiscope.dev')).toBe(false);
    expect(isCompanyEmail('apiscope.dev')).toBe(false);
  });
});

describe('collectorBase', () => {
  it("is COLLECTOR_URL + '/v1' when configured, else '/collector/v1'", () => {
    expect(collectorBase('https://collect.example.com/')).toBe('https://collect.example.com/v1');
    expect(collectorBase('')).toBe('/collector/v1');
    expect(collectorBase(undefined)).toBe('/collector/v1');
  });
});
