import fc from 'fast-check';
import {
  ALL_OPERATORS,
  defaultQueryModel,
  fromSearchParams,
  toQueryString,
  toSearchParams,
  type DateRange,
  type FilterCondition,
  type FilterGroup,
  type FilterItem,
  type GroupBy,
  type Metric,
  type QueryModel,
  type RelativeRange,
} from '@/portal/shared/queryModel';
import { model } from './fixtures';

const fieldArb = fc.constantFrom('request.verb', 'request.route', 'response.status', 'user_id', 'metadata.plan name', 'request.headers.x-id', 'metadata.a.b-c@d');
const numberArb = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)));
const scalarArb = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), numberArb, fc.constantFrom('null', 'true', 'false', '', '~', '{"and":[]}'));

const conditionArb: fc.Arbitrary<FilterCondition> = fc.record(
  {
    field: fieldArb,
    fieldType: fc.constantFrom('string', 'number', 'time', 'boolean'),
    operator: fc.constantFrom(...ALL_OPERATORS),
    value: fc.oneof(scalarArb, fc.array(scalarArb, { maxLength: 5 }), fc.tuple(numberArb, numberArb)),
  },
  { requiredKeys: ['field', 'fieldType', 'operator'] },
);

const groupArb = (depth: number): fc.Arbitrary<FilterGroup> =>
  fc.record({
    op: fc.constantFrom('and', 'or'),
    items: fc.array(depth < 3 ? fc.oneof({ weight: 3, arbitrary: conditionArb as fc.Arbitrary<FilterItem> }, { weight: 1, arbitrary: groupArb(depth + 1) }) : conditionArb, { maxLength: 4 }),
  });

const groupByArb: fc.Arbitrary<GroupBy[]> = fc.uniqueArray(
  fc.record({ field: fieldArb, size: fc.integer({ min: 1, max: 100 }), order: fc.constantFrom('top', 'bottom'), other: fc.boolean() }),
  { maxLength: 3, selector: (g) => g.field },
);

const metricArb: fc.Arbitrary<Metric> = fc.oneof(
  fc.constantFrom<Metric>({ kind: 'count' }, { kind: 'unique_users' }, { kind: 'unique_companies' }, { kind: 'unique_sessions' }),
  fc.record({ kind: fc.constant('latency' as const), stat: fc.constantFrom('avg', 'max', 'p50', 'p90', 'p99') }),
  fc.record({ kind: fc.constant('custom' as const), field: fieldArb, fn: fc.constantFrom('avg', 'sum', 'min', 'max', 'distinct') }),
  fc.record({ kind: fc.constant('formula' as const), expression: fc.constantFrom('A / B', '(A - B) / A * 100', '-C + 2.5', 'A*B') }),
);

const instantArb = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .chain((d) => fc.constantFrom(d.toISOString(), d.toISOString().replace(/\.\d{3}Z$/, '+00:00'), d.toISOString().slice(0, 16) + 'Z'));

const rangeArb: fc.Arbitrary<DateRange> = fc.oneof(
  fc.constantFrom<RelativeRange>('last_15m', 'last_1h', 'last_4h', 'last_12h', 'last_24h', 'last_7d', 'last_30d', 'last_90d', 'last_180d', 'last_365d'),
  fc.record({ from: instantArb, to: instantArb }),
);

const modelArb: fc.Arbitrary<QueryModel> = fc.record({
  filters: groupArb(1),
  groupBy: groupByArb,
  metrics: fc.array(metricArb, { minLength: 1, maxLength: 8 }),
  range: rangeArb,
  interval: fc.constantFrom('auto', 'minute', 'hour', 'day', 'week', 'month'),
  timeZone: fc.constantFrom('UTC', 'Europe/Paris', 'America/Los_Angeles', 'Asia/Kolkata', 'Australia/Lord_Howe'),
  weekStartsOn: fc.constantFrom(0, 1, 2, 3, 4, 5, 6),
});


describe('URL round trip', () => {
  it('reopens every generated model exactly (URLSearchParams text)', () => {
    fc.assert(
      fc.property(modelArb, (m) => {
        expect(fromSearchParams(new URLSearchParams(toSearchParams(m).toString()))).toEqual(m);
      }),
      { numRuns: 500 },
    );
  });

  it('reopens every generated model exactly (readable query string)', () => {
    fc.assert(
      fc.property(modelArb, (m) => {
        expect(fromSearchParams(new URLSearchParams(toQueryString(m)))).toEqual(m);
      }),
      { numRuns: 300 },
    );
  });

  it('writes no value that a typed query-string reader would turn into null or a boolean', () => {
    fc.assert(
      fc.property(modelArb, (m) => {
        for (const [, v] of toSearchParams(m)) expect(['null', 'true', 'false', '']).not.toContain(v);
      }),
    );
  });

  it('is compact and readable', () => {
    const m = model({
      filters: { op: 'and', items: [{ field: 'request.verb', fieldType: 'string', operator: 'is', value: 'GET' }] },
      groupBy: [{ field: 'request.route', size: 10, order: 'top', other: true }],
      metrics: [{ kind: 'count' }, { kind: 'latency', stat: 'p90' }, { kind: 'formula', expression: 'B/A' }],
    });
    expect(toQueryString(m)).toBe(
      'range=last_24h&interval=auto&tz=UTC&wk=1' +
        `&f=${encodeURIComponent('{"and":[["request.verb","s","is","GET"]]}')}` +
        '&g=request.route~10~top~other&m=count&m=latency~p90&m=formula~B%2FA',
    );
    expect(toQueryString(model())).toBe('range=last_24h&interval=auto&tz=UTC&wk=1&m=count');
  });
});

describe('fromSearchParams on missing or malformed parameters', () => {
  const read = (query: string) => fromSearchParams(new URLSearchParams(query));

  it('gives the defaults for an empty query, and takes the caller defaults', () => {
    expect(read('')).toEqual(defaultQueryModel());
    const defaults = { ...defaultQueryModel(), timeZone: 'Europe/Paris', weekStartsOn: 0 as const };
    expect(fromSearchParams(new URLSearchParams('tz=Nowhere'), defaults)).toEqual(defaults);
  });

  it.each([
    ['range=last_2d', 'range'],
    ['range=2024-01-01T00:00:00Z', 'range'],
    ['range=2024-01-01~2024-01-02', 'range'],
    ['range=2024-01-01T00:00:00Z~2024-01-02T00:00:00Z~x', 'range'],
    ['interval=second', 'interval'],
    ['interval=__proto__', 'interval'],
    ['tz=Mars/Base', 'timeZone'],
    ['wk=7', 'weekStartsOn'],
    ['wk=1.0', 'weekStartsOn'],
    ['f={', 'filters'],
    ['f=null', 'filters'],
    ['f=[]', 'filters'],
    ['f={"xor":[]}', 'filters'],
    ['f={"and":[],"or":[]}', 'filters'],
    ['f={"and":[["request.verb","s","like","GET"]]}', 'filters'],
    ['f={"and":[["request.verb","x","is","GET"]]}', 'filters'],
    ['f={"and":[["request.verb","s","is",{"a":1}]]}', 'filters'],
    ['f={"and":[["request.verb","s","is",null]]}', 'filters'],
    ['f={"and":[["","s","exists"]]}', 'filters'],
    ['f={"and":[{"or":[{"and":[{"or":[]}]}]}]}', 'filters'],
    ['f={"__proto__":[]}', 'filters'],
  ] as [string, keyof QueryModel][])('%s falls back to the default %s', (query, key) => {
    expect(read(query)[key]).toEqual(defaultQueryModel()[key]);
  });

  it('drops malformed group-bys and metrics, keeps the good ones within the limits', () => {
    const m = read(
      'g=request.route~10~top&g=user_id~0~top&g=user_id~101~top&g=x~5~middle&g=request.route~5~bottom&g=a~1~top~other&g=b~1~top&g=c~1~top&g=d~1~top~x' +
        '&m=bytes&m=latency~p95&m=custom~median~duration_ms&m=formula~A**2&m=formula~alert(1)&m=count~x&m=unique_users',
    );
    expect(m.groupBy).toEqual([
      { field: 'request.route', size: 10, order: 'top', other: false },
      { field: 'a', size: 1, order: 'top', other: true },
      { field: 'b', size: 1, order: 'top', other: false },
    ]);
    expect(m.metrics).toEqual([{ kind: 'unique_users' }]);
    expect(read('m=bytes').metrics).toEqual([{ kind: 'count' }]);
    expect(read(Array.from({ length: 12 }, () => 'm=count').join('&')).metrics).toHaveLength(8);
  });

  it('never throws on arbitrary input, and what it reads reopens the same', () => {
    const keyArb = fc.constantFrom('range', 'interval', 'tz', 'wk', 'f', 'g', 'm', 'x', '__proto__');
    fc.assert(
      fc.property(fc.array(fc.tuple(keyArb, fc.oneof(fc.string(), fc.json())), { maxLength: 12 }), (pairs) => {
        const m = fromSearchParams(new URLSearchParams(pairs));
        expect(fromSearchParams(toSearchParams(m))).toEqual(m);
      }),
      { numRuns: 500 },
    );
    expect(() => fromSearchParams(new URLSearchParams('f=' + '{"and":['.repeat(5000)))).not.toThrow();
  });
});
