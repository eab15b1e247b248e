import { parseQuery, stringifyQuery } from '@/lib/queryString';

describe('parseQuery', () => {
  it('ignores the leading ? and reads nested objects and indexed arrays', () => {
    expect(parseQuery('?a=1&f[status]=200&ids[0]=x&ids[1]=y')).toEqual({
      a: '1',
      f: { status: '200' },
      ids: ['x', 'y'],
    });
  });

  it("reads the strings 'null', 'true' and 'false' as typed values, keys untouched", () => {
    expect(parseQuery('a=null&b=true&c=false&d=truthy&true=1')).toEqual({ a: null, b: true, c: false, d: 'truthy', true: '1' });
  });

  it('nests at most 8 levels deep; deeper brackets stay in one key', () => {
    const parsed = parseQuery('a[b][c][d][e][f][g][h][i][j]=1');
    let node: unknown = parsed.a;
    for (const key of ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']) node = (node as Record<string, unknown>)[key];
    expect(node).toEqual({ '[j]': '1' });
  });

  it('keeps arrays of up to 100 elements (indices 0-99) and turns larger indices into object keys', () => {
    expect(parseQuery('a[99]=x').a).toEqual(['x']);
    expect(parseQuery('a[100]=x').a).toEqual({ 100: 'x' });
  });

  it('returns the same frozen object for a string parsed again', () => {
    const first = parseQuery('memo=1&list[0]=a');
    expect(parseQuery('memo=1&list[0]=a')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.list)).toBe(true);
  });

  it('remembers only the 10 most recently used strings', () => {
    const first = parseQuery('lru=0');
    for (let i = 1; i <= 9; i += 1) parseQuery(`lru=${i}`);
    expect(parseQuery('lru=0')).toBe(first); // still among the last 10, and now most recent
    parseQuery('lru=10'); // evicts lru=1, the least recently used
    expect(parseQuery('lru=0')).toBe(first);
    const second = parseQuery('lru=2');
    parseQuery('lru=11');
    parseQuery('lru=12');
    expect(parseQuery('lru=2')).toBe(second);
    const one = parseQuery('lru=1');
    expect(parseQuery('lru=1')).toBe(one);
  });

  it('evicts the least recently used string once more than 10 are parsed', () => {
    const victim = parseQuery('evict=victim');
    for (let i = 0; i < 10; i += 1) parseQuery(`evict=${i}`);
    const again = parseQuery('evict=victim');
    expect(again).not.toBe(victim);
    expect(again).toEqual(victim);
  });

  it('refuses something that is not a string', () => {
    expect(() => parseQuery(42 as unknown as string)).toThrow('parseQuery expects a query string, got number');
  });
});

describe('stringifyQuery', () => {
  it('writes indexed arrays and nested objects', () => {
    expect(decodeURIComponent(stringifyQuery({ ids: ['a', 'b'], f: { s: 1 } }))).toBe('ids[0]=a&ids[1]=b&f[s]=1');
  });

  it('skips null, undefined and false values but keeps true, 0 and empty strings', () => {
    expect(stringifyQuery({ a: null, b: false, c: undefined, d: true, e: 0, g: '' })).toBe('d=true&e=0&g=');
    expect(decodeURIComponent(stringifyQuery({ nested: { off: false, on: 'x' }, list: [false, 'y'] }))).toBe(
      'nested[on]=x&list[1]=y',
    );
  });

  it('adds the ? prefix only when asked and only when not empty', () => {
    expect(stringifyQuery({ a: 1 }, { addQueryPrefix: true })).toBe('?a=1');
    expect(stringifyQuery({ a: null }, { addQueryPrefix: true })).toBe('');
  });

  it('round-trips through parseQuery with typed values', () => {
    expect(parseQuery(stringifyQuery({ flag: 'true', list: ['x', 'y'] }))).toEqual({ flag: true, list: ['x', 'y'] });
  });

  it('refuses something that is not a plain object', () => {
    expect(() => stringifyQuery(['a'] as unknown as Record<string, unknown>)).toThrow(
      'stringifyQuery expects a plain object of parameters',
    );
  });
});
