import { describe, expect, it } from 'vitest';
import {
  evaluateFormula,
  formulaInputs,
  parseFormula,
  type Formula,
} from '../../../features/adjudication/formula.ts';
import { resolverSchema } from '../../../features/adjudication/resolvers-format.ts';

function formula(text: string): Formula {
  const parsed = parseFormula(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.formula;
}
const value = (text: string, values: Record<string, number> = {}) =>
  evaluateFormula(formula(text), values);

describe('formulas without dice', () => {
  it('works out the rulebook’s casualties: 20% rounded up, half of that rounded down', () => {
    expect(value('ceil(0.2 * units)', { units: 13 })).toBe(3);
    expect(value('floor(ceil(0.2 * loser-units) / 2)', { 'loser-units': 13 })).toBe(1);
    expect(value('ceil(20% * units)', { units: 12 })).toBe(3);
  });

  it('rounds what the rulebook means, not binary noise', () => {
    // 0.07 × 100 is 7.000000000000001 in floating point, 0.57 × 100 is 56.99999999999999.
    expect(0.07 * 100).not.toBe(7);
    expect(value('ceil(0.07 * x)', { x: 100 })).toBe(7);
    expect(value('floor(0.57 * x)', { x: 100 })).toBe(57);
  });

  it('keeps the usual order of operations, brackets, minus and two-number functions', () => {
    expect(value('1 + 2 * 3')).toBe(7);
    expect(value('(1 + 2) * 3')).toBe(9);
    expect(value('-a - b', { a: 2, b: 3 })).toBe(-5);
    expect(value('max(1, min(a, 4))', { a: 9 })).toBe(4);
    expect(value('round(a / 4) + abs(-2)', { a: 10 })).toBe(5);
  });

  it('reads hyphenated ids whole and lists the inputs it reads', () => {
    expect(formulaInputs(formula('floor(a-b / 2) + a-b + c'))).toEqual(['a-b', 'c']);
  });

  it('says what is wrong with a formula and where', () => {
    const error = (text: string) => {
      const parsed = parseFormula(text);
      return parsed.ok ? null : parsed.error;
    };
    expect(error('')).toBe('the formula is empty');
    expect(error('2 +')).toBe('the formula ends too soon');
    expect(error('ceil(2')).toBe('expected “)” at the end');
    expect(error('sqrt(2)')).toMatch(/^there is no function “sqrt”: use ceil, floor/);
    expect(error('min(2)')).toBe('min takes 2 numbers');
    expect(error('2 ^ 3')).toBe('“^” at column 3 is not part of a formula');
    expect(error('2 3')).toBe('unexpected text at column 3');
    expect(() => value('a / b', { a: 1, b: 0 })).toThrow('the formula divides by zero');
    expect(() => value('a + z', { a: 1 })).toThrow('the formula reads “z”, which has no number');
  });
});

describe('an effect whose amount is a formula', () => {
  const resolver = (effect: Record<string, unknown>, inputs: unknown[] = []) =>
    resolverSchema.safeParse({
      id: 'battle',
      name: 'Battle',
      kind: 'target',
      dice: '1d6',
      target: 4,
      inputs,
      success: 'won',
      failure: 'lost',
      results: [
        { id: 'won', text: 'Won' },
        { id: 'lost', text: 'Lost', effects: [{ tracker: 'units', by: -1, ...effect }] },
      ],
    });
  const messages = (parsed: ReturnType<typeof resolver>) =>
    parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

  it('is accepted when it reads the resolver’s number inputs', () => {
    expect(
      resolver({ formula: 'ceil(0.2 * units)' }, [{ id: 'units', name: 'Units' }]).success,
    ).toBe(true);
  });

  it('is refused when it cannot be read, reads what is not a number input, or also rolls', () => {
    expect(messages(resolver({ formula: 'ceil(0.2 *' }))).toEqual([
      'results.1.effects.0.formula: the formula "ceil(0.2 *" cannot be read: the formula ends too soon',
    ]);
    expect(messages(resolver({ formula: 'units-1' }, [{ id: 'units', name: 'Units' }]))).toEqual([
      'results.1.effects.0.formula: the formula reads "units-1", which is no input of this resolver (a minus between two ids needs spaces)',
    ]);
    expect(
      messages(
        resolver({ formula: 'side' }, [
          { id: 'side', name: 'Side', kind: 'choice', options: [{ id: 'a', name: 'A' }] },
        ]),
      ),
    ).toEqual([
      'results.1.effects.0.formula: the formula reads "side", which is not a number input',
    ]);
    expect(
      messages(resolver({ formula: 'units', roll: '1d6' }, [{ id: 'units', name: 'Units' }])),
    ).toEqual([
      'results.1.effects.0.formula: an amount is rolled or worked out by a formula, not both',
    ]);
  });
});
