/**
 * Amounts worked out from a ruling's numbers without dice ("20% of the loser's units, rounded
 * up": `ceil(0.2 * loser-units)`). A small expression language read by hand, never evaluated
 * as code: numbers, input ids, + − × ÷, brackets, and ceil, floor, round, min, max, abs.
 * Ids may hold hyphens, so a minus between two names needs spaces: `a - b`, not `a-b`.
 */

export type Formula =
  | { kind: 'number'; value: number }
  | { kind: 'input'; id: string }
  | { kind: 'negate'; operand: Formula }
  | { kind: 'binary'; op: '+' | '-' | '*' | '/'; left: Formula; right: Formula }
  | { kind: 'call'; fn: FormulaFunction; args: Formula[] };

const FUNCTIONS = {
  ceil: 1,
  floor: 1,
  round: 1,
  abs: 1,
  min: 2,
  max: 2,
} as const;
type FormulaFunction = keyof typeof FUNCTIONS;

export type FormulaParse = { ok: true; formula: Formula } | { ok: false; error: string };

/** Longest formula read: a guard against pasted text, not a rule. */
const MAX_LENGTH = 200;

type Token =
  | { kind: 'number'; value: number; at: number }
  | { kind: 'name'; name: string; at: number }
  | { kind: 'symbol'; symbol: string; at: number };

function tokens(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const number = /^(\d+(\.\d+)?|\.\d+)(%?)/.exec(text.slice(i));
    if (number) {
      const value = Number(number[1]) / (number[3] ? 100 : 1);
      out.push({ kind: 'number', value, at: i });
      i += number[0].length;
      continue;
    }
    const name = /^[a-z_][a-z0-9_-]*/i.exec(text.slice(i));
    if (name) {
      out.push({ kind: 'name', name: name[0], at: i });
      i += name[0].length;
      continue;
    }
    if ('+-*/(),'.includes(c)) {
      out.push({ kind: 'symbol', symbol: c, at: i });
      i++;
      continue;
    }
    throw new FormulaError(`“${c}” at column ${i + 1} is not part of a formula`);
  }
  return out;
}

class FormulaError extends Error {}

/** Reads a formula, or says what is wrong with it and where. */
export function parseFormula(text: string): FormulaParse {
  if (text.length > MAX_LENGTH)
    return { ok: false, error: `a formula is at most ${MAX_LENGTH} characters` };
  try {
    const list = tokens(text);
    let at = 0;
    const peek = () => list[at];
    const isSymbol = (s: string) => {
      const t = peek();
      return t?.kind === 'symbol' && t.symbol === s;
    };
    const expect = (s: string) => {
      if (!isSymbol(s)) throw new FormulaError(`expected “${s}” ${where()}`);
      at++;
    };
    const where = () => {
      const t = peek();
      return t ? `at column ${t.at + 1}` : 'at the end';
    };
    const sum = (): Formula => {
      let left = product();
      while (isSymbol('+') || isSymbol('-')) {
        const op = (list[at++] as { symbol: '+' | '-' }).symbol;
        left = { kind: 'binary', op, left, right: product() };
      }
      return left;
    };
    const product = (): Formula => {
      let left = unary();
      while (isSymbol('*') || isSymbol('/')) {
        const op = (list[at++] as { symbol: '*' | '/' }).symbol;
        left = { kind: 'binary', op, left, right: unary() };
      }
      return left;
    };
    const unary = (): Formula => {
      if (isSymbol('-')) {
        at++;
        return { kind: 'negate', operand: unary() };
      }
      return primary();
    };
    const primary = (): Formula => {
      const t = peek();
      if (!t) throw new FormulaError('the formula ends too soon');
      if (t.kind === 'number') {
        at++;
        return { kind: 'number', value: t.value };
      }
      if (t.kind === 'symbol' && t.symbol === '(') {
        at++;
        const inner = sum();
        expect(')');
        return inner;
      }
      if (t.kind === 'name') {
        at++;
        if (!isSymbol('(')) return { kind: 'input', id: t.name };
        if (!Object.hasOwn(FUNCTIONS, t.name))
          throw new FormulaError(
            `there is no function “${t.name}”: use ${Object.keys(FUNCTIONS).join(', ')}`,
          );
        const fn = t.name as FormulaFunction;
        at++;
        const args = [sum()];
        while (isSymbol(',')) {
          at++;
          args.push(sum());
        }
        expect(')');
        if (args.length !== FUNCTIONS[fn])
          throw new FormulaError(
            `${fn} takes ${FUNCTIONS[fn] === 1 ? 'one number' : `${FUNCTIONS[fn]} numbers`}`,
          );
        return { kind: 'call', fn, args };
      }
      throw new FormulaError(`unexpected “${t.symbol}” at column ${t.at + 1}`);
    };
    if (list.length === 0) throw new FormulaError('the formula is empty');
    const formula = sum();
    if (at < list.length) throw new FormulaError(`unexpected text ${where()}`);
    return { ok: true, formula };
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false, error: error.message };
    throw error;
  }
}

/** The input ids a formula reads, each once. */
export function formulaInputs(f: Formula): string[] {
  const found = new Set<string>();
  const walk = (x: Formula): void => {
    if (x.kind === 'input') found.add(x.id);
    else if (x.kind === 'negate') walk(x.operand);
    else if (x.kind === 'binary') [x.left, x.right].forEach(walk);
    else if (x.kind === 'call') x.args.forEach(walk);
  };
  walk(f);
  return [...found];
}

/**
 * Drops binary noise before rounding, so 7% of 100 is 7 and rounds up to 7, not 8
 * (0.07 × 100 is 7.000000000000001 in floating point).
 */
const snap = (n: number) => Math.round(n * 1e9) / 1e9;

const CALLS: Record<FormulaFunction, (args: number[]) => number> = {
  ceil: ([x]) => Math.ceil(snap(x!)),
  floor: ([x]) => Math.floor(snap(x!)),
  round: ([x]) => Math.round(snap(x!)),
  abs: ([x]) => Math.abs(x!),
  min: ([a, b]) => Math.min(a!, b!),
  max: ([a, b]) => Math.max(a!, b!),
};

/** The formula's value from the inputs' numbers; throws naming a missing input or ÷ 0. */
export function evaluateFormula(f: Formula, values: Readonly<Record<string, number>>): number {
  switch (f.kind) {
    case 'number':
      return f.value;
    case 'input': {
      const value = values[f.id];
      if (value === undefined) throw new Error(`the formula reads “${f.id}”, which has no number`);
      return value;
    }
    case 'negate':
      return -evaluateFormula(f.operand, values);
    case 'binary': {
      const left = evaluateFormula(f.left, values);
      const right = evaluateFormula(f.right, values);
      if (f.op === '+') return left + right;
      if (f.op === '-') return left - right;
      if (f.op === '*') return left * right;
      if (right === 0) throw new Error('the formula divides by zero');
      return left / right;
    }
    case 'call':
      return CALLS[f.fn](f.args.map((a) => evaluateFormula(a, values)));
  }
}
