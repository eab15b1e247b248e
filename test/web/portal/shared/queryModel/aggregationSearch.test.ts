import { aggregationKey, aggregationRequest, answerNumber, appTimeDefaults, compileToSearch, metricValue } from '@/portal/shared/queryModel';
import { model } from './fixtures';

describe('appTimeDefaults', () => {
  it('takes the app time zone and first day of the week', () => {
    expect(appTimeDefaults({ time_zone: 'Asia/Tokyo', week_starts_on: 0 })).toEqual({ timeZone: 'Asia/Tokyo', weekStartsOn: 0 });
  });

  it.each([
    ['no app', undefined],
    ['an unknown zone and a day out of range', { time_zone: 'Mars/Olympus', week_starts_on: 7 }],
    ['a fractional day', { time_zone: '', week_starts_on: 1.5 }],
  ])('falls back to UTC and Monday for %s', (_name, app) => {
    expect(appTimeDefaults(app)).toEqual({ timeZone: 'UTC', weekStartsOn: 1 });
  });
});

describe('aggregationRequest', () => {
  const view = model({ range: 'last_7d', groupBy: [{ field: 'request.verb', size: 5, order: 'top', other: false }] });

  it('is the compiled search without hits, with the time series when asked', () => {
    const compiled = compileToSearch(view, { timeSeries: true });
    const request = aggregationRequest(view, { timeSeries: true });
    expect(request).toEqual({ params: compiled.params, body: { ...compiled.body, size: 0 }, histogram: compiled.histogram });
    expect(request.histogram).not.toBeNull();
  });

  it('leaves the histogram out of a view without a time series', () => {
    const request = aggregationRequest(view, { timeSeries: false });
    expect(request.histogram).toBeNull();
    expect(JSON.stringify(request.body)).not.toContain('date_histogram');
    expect(request.body.size).toBe(0);
  });

  it('keys an answer by organization, app and search, not by the histogram plan', () => {
    const request = aggregationRequest(view, { timeSeries: false });
    expect(aggregationKey('o1', 'a1', request)).toBe(aggregationKey('o1', 'a1', { params: request.params, body: request.body }));
    expect(aggregationKey('o1', 'a1', request)).not.toBe(aggregationKey('o1', 'a2', request));
    expect(aggregationKey('o1', 'a1', request)).not.toBe(aggregationKey('o1', 'a1', aggregationRequest(model({ range: 'last_24h' }), { timeSeries: false })));
  });
});

describe('reading an answer', () => {
  it('reads a value, the single percentile of values, and null for anything else', () => {
    const bucket = { A: { value: 12 }, B: { values: { '90.0': 250.5 } }, C: { value: null }, D: 'text', E: { values: [1] } };
    expect(metricValue(bucket, 'A')).toBe(12);
    expect(metricValue(bucket, 'B')).toBe(250.5);
    expect(metricValue(bucket, 'C')).toBeNull();
    expect(metricValue(bucket, 'D')).toBeNull();
    expect(metricValue(bucket, 'E')).toBeNull();
    expect(metricValue(bucket, 'F')).toBeNull();
  });

  it('keeps only finite numbers', () => {
    expect(answerNumber(3)).toBe(3);
    expect(answerNumber(Number.NaN)).toBeNull();
    expect(answerNumber(Number.POSITIVE_INFINITY)).toBeNull();
    expect(answerNumber('3')).toBeNull();
  });
});
