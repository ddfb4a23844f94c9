import type { DieFace } from '../../../scenarios/format/draws.ts';
import { formatExpr } from './format.ts';
import type {
  Compare,
  Condition,
  CustomDice,
  DiceExpr,
  DiceGroup,
  DieSpec,
  ParseResult,
} from './types.ts';

/**
 * Dice notation → tree, by recursive descent. Written here rather than taken from a dice
 * library because rolls must draw from the session's generator state (libraries keep one
 * global generator) and the tree must also give exact distributions.
 *
 *   expr    := term (("+" | "-") term)*
 *   term    := unary (("*" | "x" | "×") unary)*
 *   unary   := "-" unary | primary
 *   primary := number | dice | "(" expr ")" | ("min" | "max") "(" expr ("," expr)* ")"
 *   dice    := number? "d" (number | "%" | "F" | "{" faces "}" | "[" id "]") modifier*
 *   modifier:= ("kh" | "kl" | "k" | "dh" | "dl") number? | "!" cond? | "ro" cond? | "r" cond? | cond
 *   cond    := (">=" | "<=" | ">" | "<" | "=") "-"? number
 */

export const MAX_DICE = 1000;
export const MAX_SIDES = 10_000;
const MAX_LENGTH = 200;

class NotationError extends Error {
  constructor(
    message: string,
    readonly at: number,
  ) {
    super(message);
  }
}

const standardFaces = (sides: number): DieFace[] =>
  Array.from({ length: sides }, (_, i) => ({ value: i + 1, label: '' }));
const FUDGE: DieFace[] = [-1, 0, 1].map((value) => ({ value, label: '' }));

export function meets(value: number, c: Condition): boolean {
  switch (c.compare) {
    case '>=':
      return value >= c.value;
    case '<=':
      return value <= c.value;
    case '>':
      return value > c.value;
    case '<':
      return value < c.value;
    case '=':
      return value === c.value;
  }
}

class Parser {
  pos = 0;
  constructor(
    readonly text: string,
    readonly custom: CustomDice,
  ) {}

  fail(message: string, at = this.pos): never {
    throw new NotationError(`${message} at column ${at + 1}`, at);
  }
  skip(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos] as string)) this.pos++;
  }
  peek(): string {
    this.skip();
    return this.text[this.pos] ?? '';
  }
  /** Consumes `token` (case-insensitive) when it comes next. */
  eat(token: string): boolean {
    this.skip();
    if (this.text.slice(this.pos, this.pos + token.length).toLowerCase() === token.toLowerCase()) {
      this.pos += token.length;
      return true;
    }
    return false;
  }
  number(what: string): number {
    this.skip();
    const match = /^\d+/.exec(this.text.slice(this.pos));
    if (!match) this.fail(`expected ${what}`);
    this.pos += match[0].length;
    const value = Number(match[0]);
    if (!Number.isSafeInteger(value) || value > 1_000_000_000)
      this.fail(`${match[0]} is too large`, this.pos - match[0].length);
    return value;
  }
  optionalNumber(): number | null {
    this.skip();
    return /\d/.test(this.text[this.pos] ?? '') ? this.number('a number') : null;
  }

  expr(): DiceExpr {
    let left = this.term();
    for (;;) {
      const c = this.peek();
      if (c !== '+' && c !== '-' && c !== '−') return left;
      this.pos++;
      left = { kind: 'binary', op: c === '+' ? '+' : '-', left, right: this.term() };
    }
  }
  term(): DiceExpr {
    let left = this.unary();
    for (;;) {
      const c = this.peek();
      if (c !== '*' && c !== '×' && c.toLowerCase() !== 'x') return left;
      this.pos++;
      left = { kind: 'binary', op: '*', left, right: this.unary() };
    }
  }
  unary(): DiceExpr {
    const c = this.peek();
    if (c === '-' || c === '−') {
      this.pos++;
      return { kind: 'negate', operand: this.unary() };
    }
    return this.primary();
  }
  primary(): DiceExpr {
    const start = this.pos;
    const c = this.peek();
    if (c === '(') {
      this.pos++;
      const inner = this.expr();
      if (!this.eat(')')) this.fail('expected ")"');
      return inner;
    }
    for (const fn of ['min', 'max'] as const) {
      if (this.eat(fn)) {
        if (!this.eat('(')) this.fail(`expected "(" after ${fn}`);
        const args = [this.expr()];
        while (this.eat(',')) args.push(this.expr());
        if (!this.eat(')')) this.fail('expected ")"');
        if (args.length < 2) this.fail(`${fn} needs at least two values`, start);
        return { kind: 'call', fn, args };
      }
    }
    if (c === '') this.fail('expected a number or dice');
    let count: number | null = null;
    if (/\d/.test(c)) count = this.number('a number');
    if (this.peek().toLowerCase() === 'd') {
      this.pos++;
      return this.dice(count ?? 1, start);
    }
    if (count === null) this.fail(`unexpected "${c}"`);
    return { kind: 'number', value: count };
  }

  dice(count: number, start: number): DiceGroup {
    if (count < 1) this.fail('roll at least one die', start);
    if (count > MAX_DICE) this.fail(`at most ${MAX_DICE} dice in a group`, start);
    const die = this.sides();
    const group: DiceGroup = { kind: 'dice', count, die };
    for (;;) {
      const at = this.pos;
      if (this.eat('kh')) group.keep = { which: 'highest', count: this.optionalNumber() ?? 1 };
      else if (this.eat('kl')) group.keep = { which: 'lowest', count: this.optionalNumber() ?? 1 };
      else if (this.eat('dh')) group.drop = { which: 'highest', count: this.optionalNumber() ?? 1 };
      else if (this.eat('dl')) group.drop = { which: 'lowest', count: this.optionalNumber() ?? 1 };
      else if (this.eat('k')) group.keep = { which: 'highest', count: this.optionalNumber() ?? 1 };
      else if (this.eat('!')) {
        const maxFace = Math.max(...die.faces.map((f) => f.value));
        group.explode = this.condition() ?? { compare: '>=', value: maxFace };
      } else if (this.eat('ro'))
        group.reroll = { when: this.condition() ?? lowest(die), once: true };
      else if (this.eat('r')) group.reroll = { when: this.condition() ?? lowest(die), once: false };
      else {
        const c = this.condition();
        if (!c) break;
        group.successes = c;
      }
      this.check(group, at);
    }
    return group;
  }

  check(group: DiceGroup, at: number): void {
    const values = group.die.faces.map((f) => f.value);
    if (group.keep && group.drop) this.fail('keep or drop dice, not both', at);
    const n = group.keep?.count ?? group.drop?.count;
    if (n !== undefined && n > group.count)
      this.fail(
        `${group.count}d${group.die.notation.slice(1)} ${group.keep ? 'keeps' : 'drops'} more dice than it rolls`,
        at,
      );
    if (group.keep && group.keep.count < 1) this.fail('keep at least one die', at);
    if (group.explode && values.every((v) => meets(v, group.explode as Condition)))
      this.fail('these dice would explode on every face', at);
    if (group.reroll && values.every((v) => meets(v, group.reroll!.when)))
      this.fail('these dice would be rerolled on every face', at);
  }

  condition(): Condition | null {
    this.skip();
    const match = /^(>=|<=|=>|=<|>|<|=)/.exec(this.text.slice(this.pos));
    if (!match) return null;
    this.pos += match[0].length;
    const compare =
      ({ '=>': '>=', '=<': '<=' } as Record<string, Compare>)[match[0]] ?? (match[0] as Compare);
    const negative = this.eat('-');
    const value = this.number('a number after the comparison');
    return { compare, value: negative ? -value : value };
  }

  sides(): DieSpec {
    this.skip();
    const at = this.pos;
    const c = this.text[this.pos] ?? '';
    if (c === '%') {
      this.pos++;
      return { notation: 'd%', faces: standardFaces(100) };
    }
    if (c === 'F' || c === 'f') {
      this.pos++;
      return { notation: 'dF', faces: FUDGE };
    }
    if (c === '{') {
      this.pos++;
      const values: number[] = [];
      do {
        const negative = this.eat('-');
        const v = this.number('a face value');
        values.push(negative ? -v : v);
      } while (this.eat(','));
      if (!this.eat('}')) this.fail('expected "}" after the faces');
      if (values.length < 2) this.fail('a die needs at least 2 faces', at);
      return {
        notation: `d{${values.join(',')}}`,
        faces: values.map((value) => ({ value, label: '' })),
      };
    }
    if (c === '[') {
      this.pos++;
      const match = /^\s*([a-z0-9][a-z0-9-]*)\s*\]/i.exec(this.text.slice(this.pos));
      if (!match) this.fail('expected a die id and "]" after "d["');
      const id = (match[1] as string).toLowerCase();
      const die = this.custom[id];
      if (!die) {
        const known = Object.keys(this.custom);
        this.fail(
          `unknown die "${id}" (${known.length > 0 ? `this scenario has: ${known.join(', ')}` : 'this scenario has no named dice'})`,
          at,
        );
      }
      this.pos += match[0].length;
      return { notation: `d[${id}]`, faces: die.faces };
    }
    if (!/\d/.test(c)) this.fail(`expected a number of sides after "d"`);
    const sides = this.number('a number of sides');
    if (sides < 2) this.fail('a die needs at least 2 sides', at);
    if (sides > MAX_SIDES) this.fail(`at most ${MAX_SIDES} sides`, at);
    return { notation: `d${sides}`, faces: standardFaces(sides) };
  }
}

function lowest(die: DieSpec): Condition {
  return { compare: '=', value: Math.min(...die.faces.map((f) => f.value)) };
}

/** Parses dice notation; errors name the column they point at. */
export function parseDice(text: string, custom: CustomDice = {}): ParseResult {
  if (text.length > MAX_LENGTH)
    return { ok: false, error: `notation is at most ${MAX_LENGTH} characters`, at: MAX_LENGTH };
  const parser = new Parser(text, custom);
  try {
    if (text.trim() === '') parser.fail('expected dice such as 2d6+1', 0);
    const expr = parser.expr();
    parser.skip();
    if (parser.pos < text.length) parser.fail(`unexpected "${text[parser.pos]}"`);
    return { ok: true, expr, text: formatExpr(expr) };
  } catch (error) {
    if (error instanceof NotationError) return { ok: false, error: error.message, at: error.at };
    throw error;
  }
}
