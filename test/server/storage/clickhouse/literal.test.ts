import { exceptionError, isExceptionText } from '../../../../server/src/storage/clickhouse/errors';
import {
  dateTimeText, identifier, inList, literal, millisecondOf, raw, sql, stringLiteral,
} from '../../../../server/src/storage/clickhouse/literal';
import { capabilitiesOf, parseVersion } from '../../../../server/src/storage/clickhouse/version';
import { ClickHouseClient } from '../../../../server/src/storage/clickhouse/client';

describe('ClickHouse literals', () => {
  it('escapes backslash and quote, and writes NUL and line breaks as escapes', () => {
    expect(stringLiteral("it's")).toBe("'it\\'s'");
    expect(stringLiteral('a\\b')).toBe("'a\\\\b'");
    expect(stringLiteral("\\'")).toBe("'\\\\\\''");
    expect(stringLiteral('a\u0000b\nc\rd\te')).toBe("'a\\0b\\nc\\rd\\te'");
    expect(stringLiteral('')).toBe("''");
  });

  it('keeps hostile strings inside one literal', () => {
    const hostile = ["'; DROP TABLE events; --", "\\'; DROP TABLE events; --", "x' OR 1=1 OR 'x", '\\', "'", "\\\\'", '/* */ --', '`ident`', '"quoted"'];
    for (const value of hostile) {
      const text = stringLiteral(value);
      // Outside the escapes, the only quotes are the opening and the closing one.
      const unescaped = text.slice(1, -1).replace(/\\./g, '');
      expect(unescaped).not.toContain("'");
      expect(text.startsWith("'") && text.endsWith("'")).toBe(true);
    }
  });

  it('writes numbers, booleans, null and negative numbers that cannot form a comment', () => {
    expect(literal(42)).toBe('42');
    expect(literal(-5)).toBe('(-5)');
    expect(sql`SELECT 1-${-5}`).toBe('SELECT 1-(-5)');
    expect(literal(1.5e300)).toBe('1.5e+300');
    expect(literal(12345678901234567890n)).toBe('12345678901234567890');
    expect(literal(true)).toBe('1');
    expect(literal(false)).toBe('0');
    expect(literal(null)).toBe('NULL');
    expect(literal(undefined)).toBe('NULL');
    expect(() => literal(NaN)).toThrow(RangeError);
    expect(() => literal(Infinity)).toThrow(RangeError);
  });

  it('writes a Date as its UTC second, the milliseconds apart', () => {
    const date = new Date('2026-01-02T03:04:05.678Z');
    expect(literal(date)).toBe("toDateTime('2026-01-02 03:04:05', 'UTC')");
    expect(dateTimeText(date)).toBe('2026-01-02 03:04:05');
    expect(millisecondOf(date)).toBe(678);
    expect(() => literal(new Date('1969-12-31T23:59:59Z'))).toThrow(/outside the range/);
    expect(() => literal(new Date('2107-01-01T00:00:00Z'))).toThrow(/outside the range/);
    expect(() => literal(new Date(NaN))).toThrow(RangeError);
  });

  it('writes arrays, objects as JSON text, IN lists and plain identifiers', () => {
    expect(literal(['a', "b'", 3, null])).toBe("['a', 'b\\'', 3, NULL]");
    expect(literal({ a: "it's" })).toBe(`'{"a":"it\\'s"}'`);
    expect(inList(['x', 'y']).text).toBe("('x', 'y')");
    expect(() => inList([])).toThrow(RangeError);
    expect(identifier('app_users').text).toBe('app_users');
    for (const bad of ['a b', 'a;b', '1a', '`a`', 'a.b', '']) expect(() => identifier(bad)).toThrow(RangeError);
    expect(sql`SELECT ${raw('count()')} FROM t WHERE id IN ${inList(['a'])} AND name = ${"o'k"}`).toBe("SELECT count() FROM t WHERE id IN ('a') AND name = 'o\\'k'");
  });
});

describe('ClickHouse answers', () => {
  it('reads the message and code of an 18.16 exception and of a current one', () => {
    const old = exceptionError('Code: 60, e.displayText() = DB::Exception: Table apiscope.nope doesn\'t exist., e.what() = DB::Exception\n', 404);
    expect(old).toMatchObject({ code: 60, status: 404, message: "Table apiscope.nope doesn't exist." });
    const current = exceptionError('Code: 47. DB::Exception: Unknown expression identifier `nope` in scope SELECT nope. (UNKNOWN_IDENTIFIER) (version 24.8.4.13 (official build))\n', 404);
    expect(current).toMatchObject({ code: 47, message: 'Unknown expression identifier `nope` in scope SELECT nope. (UNKNOWN_IDENTIFIER)' });
    expect(isExceptionText('{"data": [1,\nCode: 241, e.displayText() = DB::Exception: Memory limit')).toBe(true);
    expect(isExceptionText('{"meta": []}')).toBe(false);
  });

  it('parses versions and derives capabilities', () => {
    const debian = capabilitiesOf(parseVersion('18.16.1'));
    expect(Object.values(debian).every((on) => !on)).toBe(true);
    const current = capabilitiesOf(parseVersion('24.8.4.13'));
    expect(Object.values(current).every((on) => on)).toBe(true);
    expect(capabilitiesOf(parseVersion('19.6.2.11'))).toMatchObject({ ttl: true, jsonExtract: false, dateTime64: false });
    expect(parseVersion('18.16.1')).toEqual({ major: 18, minor: 16, patch: 1, text: '18.16.1' });
    expect(() => parseVersion('unknown')).toThrow(/Not a ClickHouse version/);
  });

  it('takes the database and credentials from the URL', () => {
    expect(new ClickHouseClient('http://127.0.0.1:8123').database).toBe('default');
    const client = new ClickHouseClient('http://reader:s%3Acret@db.example:8123/apiscope');
    expect(client.database).toBe('apiscope');
    expect(client.address).toBe('http://db.example:8123/apiscope');
    expect(() => new ClickHouseClient('http://127.0.0.1:8123/a;b')).toThrow(RangeError);
    expect(() => new ClickHouseClient('ftp://127.0.0.1/x')).toThrow(/http/);
  });
});
