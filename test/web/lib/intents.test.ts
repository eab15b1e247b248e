import {
  INTENTS,
  INTENT_KEYS,
  isIntentKey,
  rememberIntent,
  resolveAndRememberIntent,
  resolveIntent,
  type CookieStore,
  type CookieWriteOptions,
} from '@/lib/intents';

function memoryCookies(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: Array<{ name: string; value: string; options: CookieWriteOptions }> = [];
  const store: CookieStore = {
    get: (name) => values.get(name),
    set: (name, value, options) => {
      values.set(name, value);
      writes.push({ name, value, options });
    },
  };
  return { store, writes };
}

describe('intent catalogue', () => {
  it('has the ten intents of the product, each with its own copy', () => {
    expect([...INTENT_KEYS].sort()).toEqual(
      ['adoption', 'customersuccess', 'devexp', 'governance', 'graphql', 'growth', 'monitor', 'product', 'security', 'thirdparty'],
    );
    for (const key of INTENT_KEYS) {
      expect(INTENTS[key].key).toBe(key);
      expect(INTENTS[key].signUpTitle.length).toBeGreaterThan(10);
      expect(INTENTS[key].description.length).toBeGreaterThan(40);
      expect(INTENTS[key].metricsHeader.length).toBeGreaterThan(5);
    }
    expect(new Set(INTENT_KEYS.map((k) => INTENTS[k].signUpTitle)).size).toBe(10);
  });

  it('recognises only exact known keys', () => {
    expect(isIntentKey('graphql')).toBe(true);
    expect(isIntentKey('GraphQL')).toBe(false);
    expect(isIntentKey('toString')).toBe(false);
    expect(isIntentKey(undefined)).toBe(false);
  });
});

describe('resolveIntent', () => {
  it('uses a known query intent, from a string, URLSearchParams or parsed params', () => {
    expect(resolveIntent('?intent=monitor', undefined).key).toBe('monitor');
    expect(resolveIntent(new URLSearchParams('intent=security'), 'growth').key).toBe('security');
    expect(resolveIntent({ intent: 'devexp' }, undefined).key).toBe('devexp');
  });

  it('falls back to a known cookie intent, then to product', () => {
    expect(resolveIntent('?intent=unknown', 'growth').key).toBe('growth');
    expect(resolveIntent('', 'bogus').key).toBe('product');
    expect(resolveIntent(undefined, undefined)).toBe(INTENTS.product);
  });
});

describe('rememberIntent', () => {
  it('writes mo-intent for 504 hours, secure, path / when no cookie exists', () => {
    const { store, writes } = memoryCookies();
    expect(rememberIntent(store, 'graphql')).toBe(true);
    expect(writes).toEqual([
      { name: 'mo-intent', value: 'graphql', options: { expiresHours: 504, secure: true, path: '/' } },
    ]);
  });

  it('never overwrites an existing cookie', () => {
    const { store, writes } = memoryCookies({ 'mo-intent': 'growth' });
    expect(rememberIntent(store, 'monitor')).toBe(false);
    expect(writes).toHaveLength(0);
  });

  it('never stores an unknown intent', () => {
    const { store, writes } = memoryCookies();
    expect(rememberIntent(store, '<script>')).toBe(false);
    expect(writes).toHaveLength(0);
  });

  it('resolveAndRememberIntent shows the query intent and keeps the first remembered one', () => {
    const { store } = memoryCookies();
    expect(resolveAndRememberIntent('?intent=thirdparty', store).key).toBe('thirdparty');
    expect(resolveAndRememberIntent('?intent=adoption', store).key).toBe('adoption');
    expect(store.get('mo-intent')).toBe('thirdparty');
    expect(resolveAndRememberIntent('', store).key).toBe('thirdparty');
  });
});
