import { evaluateFormula, parseFormula } from '@/portal/shared/queryModel';

describe('formula', () => {
  it('parses letters, numbers, the four operations, unary minus and parentheses', () => {
    const parsed = parseFormula('(A - B) / A * 100 + -C');
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.references).toEqual(['A', 'B', 'C']);
  });

  it('respects precedence and left associativity', () => {
    expect(evaluateFormula('A + B * C', { A: 1, B: 2, C: 3 })).toBe(7);
    expect(evaluateFormula('(A + B) * C', { A: 1, B: 2, C: 3 })).toBe(9);
    expect(evaluateFormula('A - B - C', { A: 10, B: 3, C: 2 })).toBe(5);
    expect(evaluateFormula('A / B / C', { A: 12, B: 3, C: 2 })).toBe(2);
    expect(evaluateFormula('-A * 2', { A: 3 })).toBe(-6);
    expect(evaluateFormula('.5 * A + 1.25', { A: 2 })).toBe(2.25);
  });

  it('answers null on division by zero, missing or non-finite values and unparsable text', () => {
    expect(evaluateFormula('A / B', { A: 1, B: 0 })).toBeNull();
    expect(evaluateFormula('A / (B - B)', { A: 1, B: 4 })).toBeNull();
    expect(evaluateFormula('A / B', { A: 1 })).toBeNull();
    expect(evaluateFormula('A + B', { A: 1, B: null })).toBeNull();
    expect(evaluateFormula('A * 2', { A: Number.NaN })).toBeNull();
    expect(evaluateFormula('A *', { A: 1 })).toBeNull();
    expect(Object.is(evaluateFormula('A * -1', { A: 0 }), 0)).toBe(true);
  });

  it('accepts a parsed tree as well as text', () => {
    const parsed = parseFormula('A / B');
    if (!parsed.ok) throw new Error(parsed.error);
    expect(evaluateFormula(parsed.ast, { A: 3, B: 4 })).toBe(0.75);
  });

  it.each([
    ['', /empty/],
    ['A +', /ends too early/],
    ['(A + B', /Missing "\)"/],
    ['A + B)', /Unexpected "\)"/],
    ['A B', /Unexpected metric B/],
    ['A ** 2', /"\*\*"/],
    ['A % 2', /"%" at position 3 is not allowed/],
    ['Math.max(A, B)', /"Math" at position 1 is not a metric letter/],
    ['constructor', /not a metric letter/],
    ['a / b', /"a" at position 1/],
    ['AB / 2', /"AB"/],
    ['A; alert(1)', /";"/],
    ['`${A}`', /"`"/],
    ['A[0]', /"\["/],
    ['1e3 * A', /"e3"/],
  ])('refuses %j', (text, message) => {
    const parsed = parseFormula(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });

  it('refuses over-long and too deeply nested formulas', () => {
    expect(parseFormula(`A${' + A'.repeat(60)}`)).toEqual({ ok: false, error: expect.stringMatching(/longer than 200/) });
    expect(parseFormula(`${'('.repeat(30)}A${')'.repeat(30)}`)).toEqual({ ok: false, error: expect.stringMatching(/nests more than/) });
  });

  it('never reads inherited properties of the values object', () => {
    expect(evaluateFormula('A', Object.create({ A: 5 }) as Record<string, number>)).toBeNull();
  });
});
