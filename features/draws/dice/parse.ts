import type { DieFace } from '../draws-format.ts';
import { formatExpr } from './format.ts';
import type {
  Compare,
  Condition,
  CustomDice,
  DiceExpr,
  DiceGroup,
  DieSpec,
  ExplodeStyle,
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
 *   modifier:= ("min" | "max") "-"? number
 *            | ("kh" | "kl" | "k" | "dh" | "dl" | "d") number?
 *            | ("!!p" | "!!" | "!p" | "!" | "xo" | "x") target?     explode (compound, penetrate, once)
 *            | ("ro" | "rr" | "r" | "cs" | "cf") target?              reroll; critical marks
 *            | cond ("f" target)?                                     count successes (− failures)
 *            | "sa" | "sd" | "s"                                      sort the dice shown
 *   target  := cond | number                                          a bare number is "= number"
 *   cond    := (">=" | "<=" | ">" | "<" | "=" | "<>") "-"? number
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

/** Shared, never changed: a d6 parsed a thousand times is one list of faces. */
const standardDice = new Map<number, readonly DieFace[]>();
function standardFaces(sides: number): readonly DieFace[] {
  let faces = standardDice.get(sides);
  if (!faces) {
    faces = Array.from({ length: sides }, (_, i) => ({ value: i + 1, label: '' }));
    standardDice.set(sides, faces);
  }
  return faces;
}
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
    case '<>':
      return value !== c.value;
  }
}

function isSpace(code: number): boolean {
  if (code === 32 || (code >= 9 && code <= 13)) return true;
  return code > 127 && /\s/.test(String.fromCharCode(code));
}

/** ASCII letters lowered; anything else as it is. */
function lowerCode(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code;
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
    while (this.pos < this.text.length && isSpace(this.text.charCodeAt(this.pos))) this.pos++;
  }
  peek(): string {
    this.skip();
    return this.text[this.pos] ?? '';
  }
  /** Consumes `token` (case-insensitive) when it comes next. */
  eat(token: string): boolean {
    this.skip();
    // Compared in place (no slices): the modifier loop tries many tokens per group.
    if (this.pos + token.length > this.text.length) return false;
    for (let i = 0; i < token.length; i++)
      if (lowerCode(this.text.charCodeAt(this.pos + i)) !== lowerCode(token.charCodeAt(i)))
        return false;
    this.pos += token.length;
    return true;
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
      this.skip();
      const at = this.pos;
      if (!this.modifier(group, at)) return group;
      this.check(group, at);
    }
  }

  /**
   * Reads one modifier onto `group`; false when none comes next. Longer spellings are tried
   * first ("kh" before "k", "!!p" before "!").
   */
  modifier(group: DiceGroup, at: number): boolean {
    if (this.eat('min')) group.clamp = { ...group.clamp, min: this.signed('a number after min') };
    else if (this.eat('max'))
      group.clamp = { ...group.clamp, max: this.signed('a number after max') };
    else if (this.eat('kh')) group.keep = { which: 'highest', count: this.optionalNumber() ?? 1 };
    else if (this.eat('kl')) group.keep = { which: 'lowest', count: this.optionalNumber() ?? 1 };
    else if (this.eat('dh')) group.drop = { which: 'highest', count: this.optionalNumber() ?? 1 };
    else if (this.eat('dl')) group.drop = { which: 'lowest', count: this.optionalNumber() ?? 1 };
    else if (this.eat('k')) group.keep = { which: 'highest', count: this.optionalNumber() ?? 1 };
    else if (this.eat('d')) group.drop = { which: 'lowest', count: this.optionalNumber() ?? 1 };
    else if (this.eat('!!p')) this.explosion(group, { compound: true, penetrate: true });
    else if (this.eat('!!')) this.explosion(group, { compound: true });
    else if (this.eat('!p')) this.explosion(group, { penetrate: true });
    else if (this.eat('!')) this.explosion(group, {});
    else if (this.explodeX()) {
      this.pos++;
      this.explosion(group, this.eat('o') ? { once: true } : {});
    } else if (this.eat('cs'))
      group.critical = { ...group.critical, success: this.target() ?? highest(faceValues(group)) };
    else if (this.eat('cf'))
      group.critical = { ...group.critical, failure: this.target() ?? lowest(faceValues(group)) };
    else if (this.eat('ro'))
      group.reroll = { when: this.target() ?? lowest(faceValues(group)), once: true };
    // Foundry's "rr" (reroll again and again) is what "r" already does here.
    else if (this.eat('rr') || this.eat('r'))
      group.reroll = { when: this.target() ?? lowest(faceValues(group)), once: false };
    else if (this.eat('f')) {
      if (!group.successes) this.fail('count successes before failures, e.g. 10d10>=8f<=2', at);
      const when = this.target();
      if (!when) this.fail('expected the faces that fail, e.g. f<=2 or f1');
      group.failures = when;
    } else if (this.eat('sd')) group.sort = 'descending';
    else if (this.eat('sa') || this.eat('s')) group.sort = 'ascending';
    else {
      const c = this.condition();
      if (!c) return false;
      group.successes = c;
    }
    return true;
  }

  /**
   * Foundry's "x" explodes when it follows the dice and nothing that could be multiplied
   * comes after it: "3d6x", "3d6x>=5", "3d6xo". "2d6x3" and "2d6 x 3" stay products, as they
   * always were here.
   */
  explodeX(): boolean {
    if ((this.text[this.pos] ?? '').toLowerCase() !== 'x') return false;
    let next = this.pos + 1;
    while (/\s/.test(this.text[next] ?? '')) next++;
    // \u2212 is the minus sign (escaped: the CLI's bundle stays ASCII, see bin/lodestar.js).
    return !/[\d(\-\u2212dm]/i.test(this.text[next] ?? '');
  }

  explosion(group: DiceGroup, style: ExplodeStyle): void {
    group.explode = this.target() ?? highest(faceValues(group));
    if (Object.keys(style).length > 0) group.explodeStyle = style;
    else delete group.explodeStyle;
  }

  /** A comparison, or a bare face ("r1" rerolls ones), or null. */
  target(): Condition | null {
    const c = this.condition();
    if (c) return c;
    this.skip();
    if (!/\d/.test(this.text[this.pos] ?? '')) return null;
    return { compare: '=', value: this.number('a face') };
  }

  signed(what: string): number {
    const negative = this.eat('-');
    const value = this.number(what);
    return negative ? -value : value;
  }

  check(group: DiceGroup, at: number): void {
    const values = faceValues(group);
    if (group.keep && group.drop) this.fail('keep or drop dice, not both', at);
    const n = group.keep?.count ?? group.drop?.count;
    if (n !== undefined && n > group.count)
      this.fail(
        `${group.count}d${group.die.notation.slice(1)} ${group.keep ? 'keeps' : 'drops'} more dice than it rolls`,
        at,
      );
    if (group.keep && group.keep.count < 1) this.fail('keep at least one die', at);
    const { min, max } = group.clamp ?? {};
    if (min !== undefined && max !== undefined && min > max)
      this.fail(`min${min} is above max${max}: no face is left`, at);
    const explode = group.explode;
    if (explode && !group.explodeStyle?.once && values.every((v) => meets(v, explode)))
      this.fail('these dice would explode on every face', at);
    const reroll = group.reroll;
    if (reroll && values.every((v) => meets(v, reroll.when)))
      this.fail('these dice would be rerolled on every face', at);
  }

  condition(): Condition | null {
    this.skip();
    const match = /^(>=|<=|=>|=<|<>|>|<|=)/.exec(this.text.slice(this.pos));
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

/** The values a group's die shows once `min` and `max` have raised or lowered them. */
export function faceValues(group: Pick<DiceGroup, 'die' | 'clamp'>): number[] {
  return group.die.faces.map((f) => clampValue(f.value, group.clamp));
}

export function clampValue(value: number, clamp: DiceGroup['clamp']): number {
  if (!clamp) return value;
  if (clamp.min !== undefined && value < clamp.min) return clamp.min;
  if (clamp.max !== undefined && value > clamp.max) return clamp.max;
  return value;
}

function lowest(values: number[]): Condition {
  return { compare: '=', value: Math.min(...values) };
}

function highest(values: number[]): Condition {
  return { compare: '>=', value: Math.max(...values) };
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
