import { compileClause } from '../../../server/src/search/dsl/compileQuery';
import { DslError } from '../../../server/src/search/dsl/dslError';
import { EVENT_FIELDS } from '../../../server/src/search/dsl/fields';
import { compileSearch } from '../../../server/src/search/dsl/searchRequest';

const ctx = { catalog: EVENT_FIELDS, now: Date.parse('2026-01-31T00:00:00Z') };
const compile = (clause: unknown) => compileClause(clause, ctx);
const placeholders = (sql: string) => (sql.match(/\?/g) ?? []).length;

describe('search DSL compiler', () => {
  it('compiles term, terms, range, exists, prefix, wildcard and match to parameterised SQL', () => {
    expect(compile({ term: { 'response.status': '500' } })).toEqual({ sql: 'status = ?::DOUBLE', params: [500] });
    expect(compile({ term: { 'user_id.raw': { value: 'u1' } } })).toEqual({ sql: 'user_id = ?', params: ['u1'] });
    expect(compile({ terms: { 'request.verb': ['GET', 'POST'] } })).toEqual({ sql: 'verb IN (?, ?)', params: ['GET', 'POST'] });
    const range = compile({ range: { 'request.time': { gte: 'now-1d/d', lt: '2026-01-31T00:00:00Z' } } });
    expect(range.sql).toBe('(time >= ?::TIMESTAMP) AND (time < ?::TIMESTAMP)');
    expect(range.params).toEqual(['2026-01-30 00:00:00.000', '2026-01-31 00:00:00.000']);
    expect(compile({ exists: { field: 'company_id' } }).sql).toBe('company_id IS NOT NULL');
    expect(compile({ prefix: { 'request.route': '/v1/' } })).toEqual({ sql: 'starts_with(CAST(route AS VARCHAR), ?)', params: ['/v1/'] });
    expect(compile({ wildcard: { 'request.uri': { value: '*pay_?%*' } } }).params).toEqual(['%pay\\__\\%%']);
    expect(compile({ match: { action_name: 'signed' } }).sql).toBe('contains(lower(CAST(action_name AS VARCHAR)), lower(?))');
  });

  it('compiles bool with must, filter, should (minimum_should_match) and must_not', () => {
    const c = compile({
      bool: {
        filter: [{ term: { event_type: 'api_call' } }],
        must_not: { term: { 'request.verb': 'OPTIONS' } },
        should: [{ term: { 'response.status': 500 } }, { term: { 'response.status': 502 } }, { term: { 'response.status': 503 } }],
        minimum_should_match: 2,
      },
    });
    expect(c.sql).toBe('(event_type = ?) AND (NOT (verb = ?)) AND ((CASE WHEN status = ?::DOUBLE THEN 1 ELSE 0 END + CASE WHEN status = ?::DOUBLE THEN 1 ELSE 0 END + CASE WHEN status = ?::DOUBLE THEN 1 ELSE 0 END) >= ?)');
    expect(c.params).toEqual(['api_call', 'OPTIONS', 500, 502, 503, 2]);
    expect(compile({ bool: { should: [{ term: { user_id: 'a' } }, { term: { user_id: 'b' } }] } }).sql).toBe('((user_id = ?) OR (user_id = ?))');
  });

  it('reads metadata, header and body fields through a bound JSON path', () => {
    expect(compile({ term: { 'metadata.plan.raw': 'pro' } })).toEqual({ sql: '(contains(metadata, ?)) AND (json_extract_string(metadata, ?) = ?)', params: ['pro', '$."plan"', 'pro'] });
    expect(compile({ term: { 'request.headers.X-Api-Key': 'k' } }).params).toEqual(['k', '$."x-api-key"', 'k']);
    expect(compile({ range: { 'response.body.total': { gt: 10 } } }).sql).toBe('(TRY_CAST(json_extract_string(response_body, ?) AS DOUBLE) > ?::DOUBLE)');
  });

  it('never puts a request string into SQL text: injection attempts become parameters or 400s', () => {
    const evil = "x'); DROP TABLE events; --";
    const value = compile({ bool: { must: [{ term: { user_id: evil } }, { match: { 'request.uri': evil } }, { wildcard: { 'request.route': `*${evil}*` } }, { terms: { company_id: [evil, '"; SELECT 1'] } }] } });
    expect(value.sql).not.toMatch(/DROP|SELECT|;|--/);
    expect(placeholders(value.sql)).toBe(value.params.length);
    expect(value.params).toContain(evil);
    for (const field of ["user_id'; DROP TABLE events; --", 'status) OR (1=1', 'metadata.a\'b', 'metadata."a"', 'metadata.a;b', 'request.headers.x`y']) {
      expect(() => compile({ term: { [field]: 'v' } })).toThrow(DslError);
    }
    const search = compileSearch({ sort: [{ 'metadata.x': 'desc' }], aggs: { [evil]: { terms: { field: 'metadata.plan', missing: evil } } } }, ctx, [['request.time', 'desc']]);
    expect(search.aggs[0].name).toBe(evil);
    expect(() => compileSearch({ sort: [{ [evil]: 'asc' }] }, ctx, [])).toThrow('Unsupported field');
  });

  it('names unsupported clauses, options and aggregations in its 400 message', () => {
    expect(() => compile({ fuzzy: { user_id: 'a' } })).toThrow('Unsupported query clause "fuzzy"');
    expect(() => compile({ range: { duration_ms: { near: 3 } } })).toThrow('Unsupported range option "near"');
    expect(() => compile({ term: { 'response.status': 'abc' } })).toThrow('"response.status" is numeric');
    expect(() => compileSearch({ highlight: {} }, ctx, [])).toThrow('Unsupported search option "highlight"');
    expect(() => compileSearch({ aggs: { x: { geo_bounds: { field: 'request.time' } } } }, ctx, [])).toThrow('Unsupported aggregation "geo_bounds" in "x"');
    expect(() => compileSearch({ aggs: { x: { terms: { field: 'user_id', order: { 'weight|sum': 'desc' } } } } }, ctx, [])).toThrow(/not one of its metric sub-aggregations/);
    expect(() => compileSearch({ aggs: { x: { date_histogram: { field: 'request.time', calendar_interval: 'day', time_zone: 'Mars/Olympus' } } } }, ctx, [])).toThrow(/not an IANA time zone/);
  });

  it('caps size at 1000, defaults the sort to newest first and always ends the sort with the id', () => {
    const search = compileSearch({ size: 50000 }, ctx, [['request.time', 'desc']]);
    expect(search.size).toBe(1000);
    expect(search.sort.map((k) => [k.field.expr.sql, k.desc])).toEqual([['time', true], ['id', true]]);
  });
});
