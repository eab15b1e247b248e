/** Pure rules of the geo map: value scaling and colour steps, country names and map codes, the search and its answer. */
import { colourOf, formatBound, formatShare, formatValue, NO_DATA_COLOUR, niceCeiling, scaleSteps, STEP_COLOURS, stepOf } from '@/portal/features/geoMap/colourScale';
import { countryName } from '@/portal/shared/countryNames';
import { countryEventsLink } from '@/portal/features/geoMap/geoLinks';
import { COUNTRY_FIELD, geoRequest, geoSearchParams, geoViewFromSearch, readGeoResult } from '@/portal/features/geoMap/geoMapRules';
import { geoMetricOption, unitOf } from '@/portal/features/geoMap/geoMetrics';
import { shapeCode } from '@/portal/features/geoMap/worldShapes';
import { fromSearchParams, validateQueryModel } from '@/portal/shared/queryModel';

describe('colour scale', () => {
  it('rounds the largest value up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([0, 0.4, 1, 3, 7, 12, 2400, 2600, 99_000].map(niceCeiling)).toEqual([1, 0.5, 1, 5, 10, 20, 2500, 5000, 100_000]);
  });

  it('cuts 0 to the ceiling into equal steps, one per colour, and places values in them', () => {
    const steps = scaleSteps([120, null, 980, 4]);
    expect(steps.map((s) => [s.from, s.to])).toEqual([[0, 200], [200, 400], [400, 600], [600, 800], [800, 1000]]);
    expect(steps.map((s) => s.colour)).toEqual([...STEP_COLOURS]);
    expect([0, 199, 200, 999, 1000, 5000].map((v) => stepOf(steps, v))).toEqual([0, 0, 1, 4, 4, 4]);
    expect(stepOf(steps, null)).toBe(-1);
    expect(colourOf(steps, null)).toBe(NO_DATA_COLOUR);
    expect(colourOf(steps, 450)).toBe(STEP_COLOURS[2]);
  });

  it('gives a usable scale when every value is 0 or missing', () => {
    expect(scaleSteps([null, 0]).map((s) => s.to)).toEqual([0.2, 0.4, 0.6, 0.8, 1]);
  });

  it('formats values by unit', () => {
    expect(formatValue(12345, 'count')).toBe('12,345');
    expect(formatValue(4.25, 'percent')).toBe('4.3 %');
    expect(formatValue(182.6, 'ms')).toBe('183 ms');
    expect(formatValue(null, 'ms')).toBe('–');
    expect(formatBound(12_000, 'count')).toBe('12K');
    expect(formatShare(0.125)).toBe('12.5 %');
  });
});

describe('country names and map codes', () => {
  it('names countries in the reader’s language from their alpha-2 code', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('XK')).toBe('Kosovo');
    expect(countryName('bad')).toBe('bad');
  });

  it('maps the map’s numeric ids (and the three shapes without one) to alpha-2 codes', () => {
    expect(shapeCode('840', 'United States of America')).toBe('US');
    expect(shapeCode('036', 'Australia')).toBe('AU');
    expect(shapeCode(undefined, 'Kosovo')).toBe('XK');
    expect(shapeCode(undefined, 'N. Cyprus')).toBe('CY');
    expect(shapeCode(undefined, 'Atlantis')).toBeNull();
    expect(shapeCode('toString', 'x')).toBeNull();
  });
});

describe('the view and its search', () => {
  it('reads the window, filters and measure from the URL and writes them back', () => {
    const view = geoViewFromSearch('range=last_7d&metric=latency~p90&f=%7B%22and%22%3A%5B%5B%22request.verb%22%2C%22s%22%2C%22is%22%2C%22GET%22%5D%5D%7D', 'Europe/Paris');
    expect(view.metric.label).toBe('p90 latency');
    expect(view.model.range).toBe('last_7d');
    expect(view.model.timeZone).toBe('Europe/Paris');
    const params = geoSearchParams(view);
    expect(params.get('metric')).toBe('latency~p90');
    expect(params.getAll('m')).toEqual([]);
    expect(geoViewFromSearch(params.toString(), 'UTC')).toEqual(view);
    expect(geoViewFromSearch('metric=nonsense', undefined).metric.value).toBe('count');
  });

  it('asks for every country, a bucket for events without one, and the measure in each', () => {
    const { model } = geoViewFromSearch('range=last_24h', 'UTC');
    expect(geoRequest(model, geoMetricOption('unique_users').metric)).toEqual({
      params: { from: '-24h', to: 'now' },
      body: { size: 0, aggs: { countries: { terms: { field: COUNTRY_FIELD, size: 300, missing: '(none)', order: { _count: 'desc' } }, aggs: { value: { cardinality: { field: 'user_id' } } } } } },
    });
    const errors = geoRequest(model, geoMetricOption('error_rate').metric).body.aggs as Record<string, { aggs: unknown }>;
    expect(errors.countries.aggs).toEqual({
      calls: { filter: { exists: { field: 'response.status' } } },
      errors: { filter: { range: { 'response.status': { gte: 400 } } } },
    });
    expect(unitOf(geoMetricOption('error_rate').metric)).toBe('percent');
    expect(unitOf(geoMetricOption('latency~avg').metric)).toBe('ms');
  });

  it('reads buckets into ranked rows with shares of the located events', () => {
    const metric = geoMetricOption('error_rate').metric;
    const result = readGeoResult({
      countries: {
        buckets: [
          { key: 'US', doc_count: 600, calls: { doc_count: 500 }, errors: { doc_count: 10 } },
          { key: '(none)', doc_count: 100, calls: { doc_count: 100 }, errors: { doc_count: 50 } },
          { key: 'DE', doc_count: 300, calls: { doc_count: 300 }, errors: { doc_count: 30 } },
          { key: 'JP', doc_count: 100, calls: { doc_count: 0 }, errors: { doc_count: 0 } },
        ],
      },
    }, metric);
    expect(result.locatedEvents).toBe(1000);
    expect(result.unlocatedEvents).toBe(100);
    expect(result.rows.map((r) => [r.code, r.name, r.value, r.share])).toEqual([['DE', 'Germany', 10, 0.3], ['US', 'United States', 2, 0.6], ['JP', 'Japan', null, 0.1]]);
    expect(readGeoResult(null, metric)).toEqual({ rows: [], locatedEvents: 0, unlocatedEvents: 0 });
  });

  it('links a country to the event log with the window, the filters and the country', () => {
    const { model } = geoViewFromSearch('range=last_7d', 'UTC');
    const link = countryEventsLink('o1', 'a1', model, 'DE');
    expect(link.startsWith('/wrap/app/o1-a1/events?')).toBe(true);
    const linked = fromSearchParams(new URLSearchParams(link.split('?')[1]), model);
    expect(linked.range).toBe('last_7d');
    expect(linked.filters).toEqual({ op: 'and', items: [{ field: COUNTRY_FIELD, fieldType: 'string', operator: 'is', value: 'DE' }] });
    expect(validateQueryModel(linked)).toEqual([]);
  });
});
