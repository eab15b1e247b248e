import { bucketConditions, segmentEventsModel } from '@/portal/features/segmentation/segmentLinks';
import { buildSegments, keyLabel, nextSort, sortFromParam, sortParam, viewFromSearch, type SegmentRow } from '@/portal/features/segmentation/segmentationRules';
import { defaultQueryModel, type GroupBy } from '@/portal/shared/queryModel';

const histogram: GroupBy = { field: 'duration_ms', size: 10, order: 'top', other: false, kind: 'histogram', interval: 50 };
const dates: GroupBy = { field: 'request.time', size: 10, order: 'top', other: false, kind: 'date_histogram' };
const paris = { ...defaultQueryModel(), range: 'last_7d' as const, timeZone: 'Europe/Paris' };

it('labels histogram, date and missing buckets', () => {
  expect(keyLabel(100, histogram, paris)).toBe('100 to 150');
  expect(keyLabel(Date.UTC(2024, 4, 1, 22), dates, paris)).toBe('2024-05-02');
  expect(keyLabel('(none)', { ...histogram, kind: 'terms' }, paris)).toBe('(no value)');
});

it('selects a histogram bucket by a half-open range and a date bucket up to the next one in the zone', () => {
  expect(bucketConditions(histogram, 100, paris)).toEqual([
    { field: 'duration_ms', fieldType: 'number', operator: 'gte', value: 100 },
    { field: 'duration_ms', fieldType: 'number', operator: 'lt', value: 150 },
  ]);
  // 2024-03-31 is 23 hours long in Paris (daylight saving starts).
  const start = Date.UTC(2024, 2, 30, 23);
  expect(bucketConditions(dates, start, paris).map((c) => c.value)).toEqual(['2024-03-30T23:00:00.000Z', '2024-03-31T22:00:00.000Z']);
  expect(bucketConditions({ ...histogram, kind: 'terms', field: 'metadata.plan' }, '(none)', paris)).toEqual([{ field: 'metadata.plan', fieldType: 'string', operator: 'not_exists' }]);
});

it('carries the filters and turns new-only flags into first-seen conditions for the event log', () => {
  const model = { ...paris, newUsersOnly: true, groupBy: [histogram], filters: { op: 'or' as const, items: [{ field: 'request.verb', fieldType: 'string' as const, operator: 'is' as const, value: 'GET' }] } };
  const row: SegmentRow = { id: '[0]', depth: 0, keys: [0], label: '0 to 50', count: 1, share: 1, values: [1], other: false, children: [] };
  const now = Date.UTC(2024, 4, 8);
  expect(segmentEventsModel(model, row, now).filters).toEqual({
    op: 'and',
    items: [
      model.filters,
      { field: 'duration_ms', fieldType: 'number', operator: 'gte', value: 0 },
      { field: 'duration_ms', fieldType: 'number', operator: 'lt', value: 50 },
      { field: 'user.first_seen_time', fieldType: 'time', operator: 'gte', value: '2024-05-01T00:00:00.000Z' },
    ],
  });
});

it('reads formulas per bucket and skips buckets without a usable key', () => {
  const model = { ...viewFromSearch('g=request.verb~5~top&m=count&m=unique_users&m=formula~A%20%2F%20B', undefined) };
  const rows = buildSegments({ g0: { buckets: [{ key: 'GET', doc_count: 8, A: { value: 8 }, B: { value: 0 } }, { key: null, doc_count: 1 }], sum_other_doc_count: 0 } }, model);
  expect(rows.map((r) => [r.label, r.values, r.share])).toEqual([['GET', [8, 0, null], 1]]);
});

it('keeps the sort in a URL parameter and refuses malformed ones', () => {
  expect(sortParam({ column: 'rank', descending: false })).toBeNull();
  expect(sortParam({ column: 2, descending: false })).toBe('m2~asc');
  expect(sortFromParam('m2~asc', 3)).toEqual({ column: 2, descending: false });
  expect(sortFromParam('m5~asc', 3)).toEqual({ column: 'rank', descending: false });
  expect(sortFromParam('share;drop', 3)).toEqual({ column: 'rank', descending: false });
  expect(nextSort({ column: 'rank', descending: false }, 'label')).toEqual({ column: 'label', descending: false });
  expect(nextSort({ column: 'share', descending: true }, 'share')).toEqual({ column: 'share', descending: false });
});
