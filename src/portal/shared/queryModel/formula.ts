import { MAX_FORMULA_LENGTH } from './limits';

/** A parsed formula: numbers, metric letters, unary minus and the four operations. */
export type FormulaNode =
  | { type: 'number'; value: number }
  | { type: 'ref'; letter: string }
  | { type: 'negate'; arg: FormulaNode }
  | { type: 'binary'; op: '+' | '-' | '*' | '/'; left: FormulaNode; right: FormulaNode };

/** The result of `parseFormula`: the tree and the letters it uses, or why the text is refused. */
export type FormulaParse = { ok: true; ast: FormulaNode; references: string[] } | { ok: false; error: string };

type Token = { kind: 'number'; value: number; at: number } | { kind: 'ref'; letter: string; at: number } | { kind: 'op'; op: string; at: number };

const MAX_NESTING = 20;

class FormulaError extends Error {}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === '\t') {
      i += 1;
    } else if ('+-*/()'.includes(c)) {
      if (c === '*' && text[i + 1] === '*') throw new FormulaError(`"**" at position ${i + 1} is not allowed: use only + - * / and parentheses`);
      tokens.push({ kind: 'op', op: c, at: i });
      i += 1;
    } else if (/[0-9.]/.test(c)) {
      const match = /^(?:\d+(?:\.\d*)?|\.\d+)/.exec(text.slice(i));
      if (!match) throw new FormulaError(`"${c}" at position ${i + 1} is not a number`);
      tokens.push({ kind: 'number', value: Number(match[0]), at: i });
      i += match[0].length;
    } else if (/[A-Za-z_$]/.test(c)) {
      const word = /^[A-Za-z0-9_$]+/.exec(text.slice(i))?.[0] ?? c;
      if (!/^[A-Z]$/.test(word)) throw new FormulaError(`"${word}" at position ${i + 1} is not a metric letter (A, B, C...)`);
      tokens.push({ kind: 'ref', letter: word, at: i });
      i += 1;
    } else {
      throw new FormulaError(`"${c}" at position ${i + 1} is not allowed: use metric letters, numbers, + - * / and parentheses`);
    }
  }
  return tokens;
}

class Parser {
  private pos = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): FormulaNode {
    if (this.tokens.length === 0) throw new FormulaError('The formula is empty');
    const node = this.expression(0);
    const extra = this.tokens[this.pos];
    if (extra) throw new FormulaError(`Unexpected ${describe(extra)} at position ${extra.at + 1}`);
    return node;
  }

  private expression(depth: number): FormulaNode {
    let left = this.term(depth);
    for (let t = this.peekOp('+', '-'); t; t = this.peekOp('+', '-')) {
      this.pos += 1;
      left = { type: 'binary', op: t as '+' | '-', left, right: this.term(depth) };
    }
    return left;
  }

  private term(depth: number): FormulaNode {
    let left = this.factor(depth);
    for (let t = this.peekOp('*', '/'); t; t = this.peekOp('*', '/')) {
      this.pos += 1;
      left = { type: 'binary', op: t as '*' | '/', left, right: this.factor(depth) };
    }
    return left;
  }

  private factor(depth: number): FormulaNode {
    if (depth > MAX_NESTING) throw new FormulaError(`The formula nests more than ${MAX_NESTING} levels`);
    const token = this.tokens[this.pos];
    if (!token) throw new FormulaError('The formula ends too early');
    this.pos += 1;
    if (token.kind === 'number') return { type: 'number', value: token.value };
    if (token.kind === 'ref') return { type: 'ref', letter: token.letter };
    if (token.op === '-') return { type: 'negate', arg: this.factor(depth + 1) };
    if (token.op === '+') return this.factor(depth + 1);
    if (token.op === '(') {
      const inner = this.expression(depth + 1);
      const close = this.tokens[this.pos];
      if (!close || close.kind !== 'op' || close.op !== ')') throw new FormulaError(`Missing ")" for the "(" at position ${token.at + 1}`);
      this.pos += 1;
      return inner;
    }
    throw new FormulaError(`Unexpected ${describe(token)} at position ${token.at + 1}`);
  }

  private peekOp(...ops: string[]): string | null {
    const t = this.tokens[this.pos];
    return t && t.kind === 'op' && ops.includes(t.op) ? t.op : null;
  }
}

function describe(token: Token): string {
  if (token.kind === 'number') return `number ${token.value}`;
  if (token.kind === 'ref') return `metric ${token.letter}`;
  return `"${token.op}"`;
}

function collectRefs(node: FormulaNode, into: Set<string>): void {
  if (node.type === 'ref') into.add(node.letter);
  else if (node.type === 'negate') collectRefs(node.arg, into);
  else if (node.type === 'binary') {
    collectRefs(node.left, into);
    collectRefs(node.right, into);
  }
}

/**
 * Parses a formula over metric letters (`(A - B) / A * 100`): only numbers, single capital letters, + - * /, unary
 * minus and parentheses. Never evaluates code; anything else is refused with a message naming the position.
 */
export function parseFormula(text: string): FormulaParse {
  if (typeof text !== 'string') return { ok: false, error: 'The formula must be text' };
  if (text.length > MAX_FORMULA_LENGTH) return { ok: false, error: `The formula is longer than ${MAX_FORMULA_LENGTH} characters` };
  try {
    const ast = new Parser(tokenize(text)).parse();
    const refs = new Set<string>();
    collectRefs(ast, refs);
    return { ok: true, ast, references: [...refs].sort() };
  } catch (e) {
    if (e instanceof FormulaError) return { ok: false, error: e.message };
    throw e;
  }
}

function evaluateNode(node: FormulaNode, values: Readonly<Record<string, number | null | undefined>>): number | null {
  switch (node.type) {
    case 'number':
      return node.value;
    case 'ref': {
      const v = Object.hasOwn(values, node.letter) ? values[node.letter] : undefined;
      return typeof v === 'number' && Number.isFinite(v) ? v : null;
    }
    case 'negate': {
      const v = evaluateNode(node.arg, values);
      return v === null ? null : -v;
    }
    case 'binary': {
      const l = evaluateNode(node.left, values);
      const r = evaluateNode(node.right, values);
      if (l === null || r === null) return null;
      if (node.op === '/' && r === 0) return null;
      const v = node.op === '+' ? l + r : node.op === '-' ? l - r : node.op === '*' ? l * r : l / r;
      return Number.isFinite(v) ? v : null;
    }
  }
}

/**
 * Computes a formula from the values of the metrics it names (by letter). Answers null when the formula does not
 * parse, a value is missing or not finite, or it divides by zero; `-0` comes back as 0.
 */
export function evaluateFormula(formula: string | FormulaNode, values: Readonly<Record<string, number | null | undefined>>): number | null {
  let ast: FormulaNode;
  if (typeof formula === 'string') {
    const parsed = parseFormula(formula);
    if (!parsed.ok) return null;
    ast = parsed.ast;
  } else {
    ast = formula;
  }
  const v = evaluateNode(ast, values);
  return v === null ? null : v + 0;
}
