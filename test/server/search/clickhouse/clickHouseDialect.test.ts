import { clickHouseCatalogs } from '../../../../server/src/search/clickhouse/clickHouseFields';
import { renderSql } from '../../../../server/src/search/clickhouse/renderSql';
import { compileClause } from '../../../../server/src/search/dsl/compileQuery';
import { DslError } from '../../../../server/src/search/dsl/dslError';
import type { Fragment } from '../../../../server/src/search/dsl/fragment';
import { compileSearch } from '../../../../server/src/search/dsl/searchRequest';

const NOW = Date.parse('2026-01-31T00:00:00Z');
const tenant = { orgId: "org'\\1", appId: 'app?' };
const render = (f: Fragment) => renderSql(f.sql, f.params);
const compile = (clause: unknown, jsonExtract = false) => render(compileClause(clause, { catalog: clickHouseCatalogs({ jsonExtract }).events, now: NOW, tenant }));

describe('ClickHouse SQL rendering', () => {
  it('writes each ? outside quotes as the literal of its value, and TRUE/FALSE as 1/0', () => {
    expect(renderSql("SELECT ?, '?', \"a?\", ? WHERE TRUE AND NOT FALSE AND TRUE_x = ?", ["o'brien\\?", -2, 1.5])).toBe("SELECT 'o\\'brien\\\\?', '?', \"a?\", (-2) WHERE 1 AND NOT 0 AND TRUE_x = 1.5");
    expect(renderSql("x = 'it\\'s ?' AND y = ?", ['a\nb'])).toBe("x = 'it\\'s ?' AND y = 'a\\nb'");
    expect(renderSql('? ? ?', [null, true, 2 ** 70])).toBe('NULL 1 1.1805916207174113e+21');
  });

  it('refuses numbers ClickHouse cannot read back, and placeholders without values', () => {
    expect(() => renderSql('?', [5e-324])).toThrow(DslError);
    expect(() => renderSql('?', [Number.NaN])).toThrow(DslError);
    expect(() => renderSql('? ?', [1])).toThrow(/more placeholders/);
    expect(() => renderSql('?', [1, 2])).toThrow(/more values/);
  });
});

describe('ClickHouse dialect', () => {
  it('bounds the time column itself in comparisons on the request time, so the primary key prunes', () => {
    expect(compile({ range: { 'request.time': { gte: '2026-01-30T00:00:00.250Z', lt: 'now' } } })).toBe(
      '((time >= toDateTime(1769731200)) AND ((toInt64(time) * 1000 + time_ms) >= 1769731200250)) AND ((time <= toDateTime(1769817600)) AND ((toInt64(time) * 1000 + time_ms) < 1769817600000))',
    );
    expect(compile({ range: { 'response.time': { gt: 5 } } })).toBe('(response_time > 5)');
  });

  it('reads JSON paths with visitParamExtract* on 18.16 and JSONExtract* where the server has them', () => {
    expect(compile({ term: { 'metadata.plan': 'pro' } })).toBe(
      "(position(metadata, 'pro') > 0) AND (multiIf(visitParamExtractRaw(metadata, 'plan') = '' OR visitParamExtractRaw(metadata, 'plan') = 'null', NULL, startsWith(visitParamExtractRaw(metadata, 'plan'), '\"'), visitParamExtractString(metadata, 'plan'), visitParamExtractRaw(metadata, 'plan')) = 'pro')",
    );
    expect(compile({ exists: { field: 'request.headers.X-Key' } }, true)).toBe(
      "multiIf(JSONType(request_headers, 'x-key') = 'String', JSONExtractString(request_headers, 'x-key'), JSONType(request_headers, 'x-key') = 'Null', NULL, JSONExtractRaw(request_headers, 'x-key')) IS NOT NULL",
    );
    expect(compile({ exists: { field: 'metadata.a.b' } })).toContain("visitParamExtractRaw(visitParamExtractRaw(metadata, 'a'), 'b')");
  });

  it('compiles the other clauses to functions ClickHouse 18.16 has', () => {
    expect(compile({ terms: { 'response.status': [200, 1.5] } })).toBe('status IN (toFloat64(200), toFloat64(1.5))');
    expect(compile({ prefix: { 'request.route': "/v1'" } })).toBe("startsWith(toString(route), '/v1\\'')");
    expect(compile({ wildcard: { 'request.uri': '*50%_?' } })).toBe("toString(uri) LIKE '%50\\\\%\\\\__'");
    expect(compile({ match: { action_name: 'Signed?' } })).toBe("position(lowerUTF8(toString(action_name)), lowerUTF8('Signed?')) > 0");
    expect(compile({ bool: { must: [{ match_all: {} }], must_not: [{ match_none: {} }] } })).toBe('(1) AND (NOT (0))');
  });

  it('reads a profile field on events through the tenant\'s live profiles, three-valued, in query clauses only', () => {
    const sql = compile({ range: { 'user.first_seen_time': { gte: 5 } } });
    expect(sql).toBe(
      "multiIf(user_id IN (SELECT user_id FROM app_users FINAL WHERE (org_id = 'org\\'\\\\1') AND (app_id = 'app?') AND (deleted = 0) AND (((first_seen_time >= 5)) = 1)), 1, "
      + "user_id IN (SELECT user_id FROM app_users FINAL WHERE (org_id = 'org\\'\\\\1') AND (app_id = 'app?') AND (deleted = 0) AND (((first_seen_time >= 5)) = 0)), 0, (NULL >= 5))",
    );
    const catalog = clickHouseCatalogs({ jsonExtract: false }).events;
    expect(() => compileSearch({ sort: ['user.first_seen_time'] }, { catalog, now: NOW, tenant }, [])).toThrow('"user.first_seen_time" can only be used in query clauses on ClickHouse');
    expect(() => compileSearch({ aggs: { a: { terms: { field: 'company.first_seen_time' } } } }, { catalog, now: NOW, tenant }, [])).toThrow(DslError);
  });
});
