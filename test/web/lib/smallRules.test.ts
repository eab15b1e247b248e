import { extractScopes } from '@/lib/permissions';
import { companyProfilePayload, userProfilePayload } from '@/lib/profilePayload';
import { isTagNameUsed } from '@/lib/tags';
import { readTrackedProperties } from '@/lib/trackedProperties';
import { InvalidUrlError, toEncodableUrl } from '@/lib/urlEncoder';

describe('isTagNameUsed', () => {
  const tags = [
    { id: 't1', name: 'Production' },
    { _id: 't2', name: 'staging' },
  ];

  it('is true when another tag (id or _id) has the same name', () => {
    expect(isTagNameUsed(tags, 'Production', 't2')).toBe(true);
    expect(isTagNameUsed(tags, 'staging', 't1')).toBe(true);
    expect(isTagNameUsed(tags, ' staging ', undefined)).toBe(true);
  });

  it('is false for the tag being edited and for new names', () => {
    expect(isTagNameUsed(tags, 'Production', 't1')).toBe(false);
    expect(isTagNameUsed(tags, 'staging', 't2')).toBe(false);
    expect(isTagNameUsed(tags, 'qa', 't1')).toBe(false);
    expect(isTagNameUsed(tags, 'production', 't2')).toBe(false);
  });
});

describe('profile payloads', () => {
  it('drops org_id and app_id and sets company_id from the given id', () => {
    expect(companyProfilePayload('c-9', { org_id: 'o', app_id: 'a', company_id: 'other', metadata: { plan: 'pro' } })).toEqual({
      company_id: 'c-9',
      metadata: { plan: 'pro' },
    });
  });

  it('drops org_id and app_id and sets user_id from the given id', () => {
    expect(userProfilePayload('u-1', { org_id: 'o', app_id: 'a', name: 'Ada' })).toEqual({ user_id: 'u-1', name: 'Ada' });
  });

  it('refuses an empty id or fields that are not an object', () => {
    expect(() => userProfilePayload('', {})).toThrow('A user id is required to update a user profile');
    expect(() => companyProfilePayload('c', null as unknown as Record<string, unknown>)).toThrow('Profile fields must be an object');
  });
});

describe('toEncodableUrl', () => {
  it('keeps only scheme and host (with port), dropping path, query, fragment and credentials', () => {
    expect(toEncodableUrl('https://api.example.com/v1/users?id=1#x')).toBe('https://api.example.com');
    expect(toEncodableUrl(' http://user:pw@localhost:8080/a ')).toBe('http://localhost:8080');
  });

  it('explains what is wrong with bad input', () => {
    expect(() => toEncodableUrl('')).toThrow(new InvalidUrlError('Enter a URL such as https://api.example.com'));
    expect(() => toEncodableUrl('api.example.com/v1')).toThrow('"api.example.com/v1" has no scheme: start it with https:// or http://');
    expect(() => toEncodableUrl('ftp://files.example.com')).toThrow('Only http and https URLs can be encoded, not ftp');
    expect(() => toEncodableUrl('https://exa mple.com')).toThrow('"https://exa mple.com" is not a valid URL');
  });
});

describe('readTrackedProperties', () => {
  it('reads referrer, its domain, gclid and the utm fields', () => {
    const search = '?utm_source=google&utm_medium=cpc&utm_campaign=launch&utm_term=api&utm_content=ad1&gclid=abc&x=1';
    expect(readTrackedProperties({ search }, 'https://news.example.org/post?id=3')).toEqual({
      referrer: 'https://news.example.org/post?id=3',
      referring_domain: 'news.example.org',
      gclid: 'abc',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'launch',
      utm_term: 'api',
      utm_content: 'ad1',
    });
  });

  it('leaves out what is absent and defaults to the current page', () => {
    expect(readTrackedProperties({ search: '?utm_source=' }, '')).toEqual({});
    window.history.replaceState(null, '', '/pricing?utm_source=newsletter');
    expect(readTrackedProperties()).toEqual({ utm_source: 'newsletter' });
    window.history.replaceState(null, '', '/');
  });
});

describe('extractScopes', () => {
  it('finds read/create/update/delete scopes, deduplicated in order', () => {
    expect(
      extractScopes('Missing required scope(s): read:events, create:users. Also read:events and delete:profile_view_config.'),
    ).toEqual(['read:events', 'create:users', 'delete:profile_view_config']);
  });

  it('ignores other actions and non-string input', () => {
    expect(extractScopes('write:events admin:all')).toEqual([]);
    expect(extractScopes(undefined)).toEqual([]);
    expect(extractScopes({ message: 'read:users' })).toEqual([]);
  });
});
