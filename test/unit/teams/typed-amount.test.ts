import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTypedAmount } from '../../../features/teams/typed-amount.ts';

describe('a typed tracker amount', () => {
  it('changes by a signed number, sets an unsigned one, and "=" sets below zero', () => {
    expect(readTypedAmount('+3', 5)).toEqual({ kind: 'adjust', by: 3 });
    expect(readTypedAmount(' -16 ', 5)).toEqual({ kind: 'adjust', by: -16 });
    expect(readTypedAmount('−2', 5)).toEqual({ kind: 'adjust', by: -2 });
    expect(readTypedAmount('12', 5)).toEqual({ kind: 'set', value: 12 });
    expect(readTypedAmount('=-2', 5)).toEqual({ kind: 'set', value: -2 });
    expect(readTypedAmount('= 7', 5)).toEqual({ kind: 'set', value: 7 });
  });

  it('does nothing for an empty entry, +0 or the value it already has', () => {
    for (const text of ['', '  ', '+0', '-0', '5', '=5'])
      expect(readTypedAmount(text, 5)).toEqual({ kind: 'none' });
  });

  it('names what it cannot read', () => {
    expect(readTypedAmount('lots', 5)).toEqual({
      kind: 'error',
      message: '“lots” is not a whole number: type 12 to set it, +3 or -3 to change it',
    });
    for (const text of ['1.5', '3+', '+-2', '1e3', '--1'])
      expect(readTypedAmount(text, 0).kind).toBe('error');
  });

  it('property: a signed amount reads back as the change typed, an unsigned one as the value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.integer({ min: -50, max: 50 }),
        (n, at) => {
          const signed = readTypedAmount(n >= 0 ? `+${n}` : `${n}`, at);
          expect(signed).toEqual(n === 0 ? { kind: 'none' } : { kind: 'adjust', by: n });
          const set = readTypedAmount(`=${n}`, at);
          expect(set).toEqual(n === at ? { kind: 'none' } : { kind: 'set', value: n });
        },
      ),
    );
  });
});
