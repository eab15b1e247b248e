import { validateQueryModel, type FilterCondition, type FilterGroup, type GroupBy, type Metric, type QueryModel } from '@/portal/shared/queryModel';
import { model, withCondition } from './fixtures';

const messages = (m: QueryModel) => validateQueryModel(m).map((i) => `${i.path}: ${i.message}`);
const cond = (c: Partial<FilterCondition>): FilterCondition => ({ field: 'request.verb', fieldType: 'string', operator: 'is', value: 'GET', ...c });

describe('validateQueryModel', () => {
  it('accepts the default model and a rich valid one', () => {
    expect(validateQueryModel(model())).toEqual([]);
    const rich = model({
      filters: {
        op: 'and',
        items: [
          cond({}),
          { op: 'or', items: [cond({ field: 'response.status', fieldType: 'number', operator: 'between', value: [500, 599] }), { op: 'and', items: [cond({ field: 'metadata.beta', fieldType: 'boolean', value: 'true' })] }] },
          cond({ field: 'response.time', fieldType: 'time', operator: 'gte', value: '2024-01-01T00:00:00Z' }),
        ],
      },
      groupBy: [{ field: 'request.route', size: 10, order: 'top', other: true }],
      metrics: [{ kind: 'count' }, { kind: 'unique_users' }, { kind: 'formula', expression: 'A / B' }],
      range: { from: '2024-05-01T00:00:00Z', to: '2024-05-08T00:00:00Z' },
      interval: 'hour',
      timeZone: 'Europe/Paris',
      weekStartsOn: 0,
    });
    expect(messages(rich)).toEqual([]);
  });

  it.each<[string, Partial<FilterCondition>, RegExp]>([
    ['an operator the field type does not allow', { field: 'response.status', fieldType: 'number', operator: 'contains', value: '5' }, /Operator "contains" is not allowed for number field "response.status" \(allowed: is, is_not, one_of, between/],
    ['an unknown operator', { operator: 'like' as FilterCondition['operator'] }, /Unknown operator "like"/],
    ['an empty one_of', { operator: 'one_of', value: [] }, /"one_of" on "request.verb" needs at least one value/],
    ['one_of without a list', { operator: 'one_of', value: 'GET' }, /needs a list/],
    ['a value on exists', { operator: 'exists', value: 'x' }, /takes no value/],
    ['a list where one value is expected', { operator: 'is', value: ['a'] }, /needs a single value/],
    ['a missing value', { operator: 'is', value: undefined }, /needs a single value/],
    ['empty contains', { operator: 'contains', value: '' }, /needs some text/],
    ['a text on a number field', { field: 'duration_ms', fieldType: 'number', operator: 'gt', value: 'fast' }, /"duration_ms" is a number field: "fast" is not a number/],
    ['between upside down', { field: 'duration_ms', fieldType: 'number', operator: 'between', value: [9, 1] }, /low value 9 is above the high value 1/],
    ['between with one value', { field: 'duration_ms', fieldType: 'number', operator: 'between', value: [1] }, /needs two values/],
    ['a zone-less time', { field: 'response.time', fieldType: 'time', operator: 'lt', value: '2024-01-01' }, /not an ISO 8601 time with a zone/],
    ['time between upside down', { field: 'response.time', fieldType: 'time', operator: 'between', value: ['2024-02-01T00:00:00Z', '2024-01-01T00:00:00Z'] }, /above the high value/],
    ['a boolean that is not true/false', { field: 'metadata.ok', fieldType: 'boolean', operator: 'is', value: 'yes' }, /must be "true" or "false"/],
    ['an unknown field', { field: 'request.nope' }, /Unknown field "request.nope"/],
    ['an unsafe JSON path', { field: 'metadata.__proto__' }, /Unknown field "metadata.__proto__"/],
    ['the wrong type for a known field', { field: 'response.status', fieldType: 'string' }, /"response.status" is a number field, not string/],
    ['a time inside JSON', { field: 'metadata.at', fieldType: 'time', operator: 'exists', value: undefined }, /filter it as text, number or true\/false/],
  ])('names %s', (_name, c, message) => {
    const issues = validateQueryModel(withCondition(cond(c)));
    expect(issues).toHaveLength(1);
    expect(issues[0].path).toBe('filters.items[0]');
    expect(issues[0].message).toMatch(message);
  });

  it('limits nesting to three levels and the number of conditions', () => {
    const deep: FilterGroup = { op: 'and', items: [{ op: 'or', items: [{ op: 'and', items: [{ op: 'or', items: [cond({})] }] }] }] };
    expect(messages(model({ filters: deep }))).toEqual(['filters.items[0].items[0].items[0]: Filter groups nest at most 3 levels deep']);
    const many: FilterGroup = { op: 'and', items: Array.from({ length: 101 }, () => cond({})) };
    expect(messages(model({ filters: many }))).toEqual(['filters: At most 100 filter conditions; this view has 101']);
    expect(messages(model({ filters: { op: 'xor' as 'and', items: [] } }))).toEqual(['filters: A filter group combines with "and" or "or", not "xor"']);
  });

  it('checks group-bys', () => {
    const g = (over: Partial<GroupBy>): GroupBy => ({ field: 'request.route', size: 10, order: 'top', other: false, ...over });
    expect(messages(model({ groupBy: [g({}), g({ field: 'request.verb' }), g({ field: 'user_id' }), g({ field: 'company_id' })] }))).toContain(
      'groupBy: At most 3 group-bys; this view has 4',
    );
    expect(messages(model({ groupBy: [g({ size: 0 })] }))).toEqual(['groupBy[0]: Group size must be a whole number from 1 to 100, not 0']);
    expect(messages(model({ groupBy: [g({ size: 101 })] }))).toEqual(['groupBy[0]: Group size must be a whole number from 1 to 100, not 101']);
    expect(messages(model({ groupBy: [g({ field: 'nope' })] }))).toEqual(['groupBy[0]: Unknown field "nope" to group by']);
    expect(messages(model({ groupBy: [g({ field: 'request.time' })] }))).toEqual(['groupBy[0]: "request.time" is a time: use the interval to group by time']);
    expect(messages(model({ groupBy: [g({}), g({})] }))).toEqual(['groupBy[1]: "request.route" is grouped by twice']);
    expect(messages(model({ groupBy: [g({ order: 'middle' as 'top' })] }))).toEqual(['groupBy[0]: Group order must be "top" or "bottom", not "middle"']);
  });

  it('checks metrics and formulas', () => {
    const m = (metrics: Metric[]) => messages(model({ metrics }));
    expect(m([])).toEqual(['metrics: Choose at least one metric']);
    expect(m(Array.from({ length: 9 }, () => ({ kind: 'count' as const })))).toEqual(['metrics: At most 8 metrics (A to H); this view has 9']);
    expect(m([{ kind: 'count' }, { kind: 'formula', expression: 'A / C' }])).toEqual(['metrics[1]: Formula B refers to metric C, which does not exist']);
    expect(m([{ kind: 'count' }, { kind: 'formula', expression: 'A / B' }])).toEqual(['metrics[1]: Formula B refers to itself']);
    expect(m([{ kind: 'formula', expression: 'B * 2' }, { kind: 'formula', expression: 'A' }])).toEqual([
      'metrics[0]: Formula A refers to metric B, which is itself a formula',
      'metrics[1]: Formula B refers to metric A, which is itself a formula',
    ]);
    expect(m([{ kind: 'formula', expression: 'A +' }])).toEqual(['metrics[0]: Formula A: The formula ends too early']);
    expect(m([{ kind: 'custom', field: 'request.verb', fn: 'avg' }])).toEqual(['metrics[0]: Metric A needs a numeric field; "request.verb" is not one']);
    expect(m([{ kind: 'custom', field: 'duration_ms', fn: 'median' as 'avg' }])).toEqual(['metrics[0]: Unknown function "median" (use avg, sum, min, max, distinct)']);
    expect(m([{ kind: 'latency', stat: 'p95' as 'p90' }])).toEqual(['metrics[0]: Unknown latency statistic "p95" (use avg, max, p50, p90, p99)']);
    expect(m([{ kind: 'bytes' } as unknown as Metric])).toEqual(['metrics[0]: Unknown metric "bytes"']);
  });

  it('checks the range, interval, time zone and week start', () => {
    expect(messages(model({ range: { from: '2024-05-02T00:00:00Z', to: '2024-05-01T00:00:00Z' } }))).toEqual(['range: The start of the range must be before its end']);
    expect(messages(model({ range: { from: 'yesterday', to: '2024-05-01T00:00:00Z' } }))).toEqual([
      'range.from: The start "yesterday" is not an ISO 8601 time with a zone, such as 2024-05-01T00:00:00Z',
    ]);
    expect(messages(model({ range: 'last_2d' as 'last_7d' }))).toEqual(['range: Unknown range "last_2d"']);
    expect(messages(model({ interval: 'second' as 'minute' }))).toEqual(['interval: Unknown interval "second" (use auto, minute, hour, day, week, month)']);
    expect(messages(model({ timeZone: 'Mars/Base' }))).toEqual(['timeZone: Unknown time zone "Mars/Base": use an IANA name such as Europe/Paris']);
    expect(messages(model({ weekStartsOn: 7 as 0 }))).toEqual(['weekStartsOn: The first day of the week must be 0 (Sunday) to 6 (Saturday), not 7']);
  });

  it('refuses histograms and answers the server would refuse as too large', () => {
    expect(messages(model({ range: 'last_30d', interval: 'minute' }))).toEqual([
      'interval: A minute interval over this range gives about 43,202 points; the limit is 10,000: choose a longer interval',
    ]);
    const big: GroupBy[] = [
      { field: 'request.route', size: 100, order: 'top', other: false },
      { field: 'user_id', size: 100, order: 'top', other: false },
    ];
    expect(messages(model({ groupBy: big, range: 'last_24h' }))).toEqual([
      'groupBy: This view may produce 260,000 buckets; the search API answers at most 65,536: lower the group sizes or choose a longer interval',
    ]);
  });
});
