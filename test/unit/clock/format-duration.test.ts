import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDuration, formatMinutes, MINUS } from '../../../features/clock/format-duration.ts';

describe('formatDuration', () => {
  it.each([
    [35 * 60_000, '35:00'],
    [0, '0:00'],
    [59_999, '0:59'],
    [3_723_000, '1:02:03'],
    [10 * 3_600_000, '10:00:00'],
    [-42_000, `${MINUS}0:42`],
    [-400, '0:00'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('rounds a countdown up, so it reads 0:00 exactly when time runs out', () => {
    expect(formatDuration(59_001, { round: 'ceil' })).toBe('1:00');
    expect(formatDuration(1, { round: 'ceil' })).toBe('0:01');
    expect(formatDuration(0, { round: 'ceil' })).toBe('0:00');
    expect(formatDuration(-1, { round: 'ceil' })).toBe(`${MINUS}0:01`);
  });

  it('signs drift on request, and never signs zero', () => {
    expect(formatDuration(180_000, { sign: true })).toBe('+3:00');
    expect(formatDuration(-180_000, { sign: true })).toBe(`${MINUS}3:00`);
    expect(formatDuration(0, { sign: true })).toBe('0:00');
  });

  it('survives values that are not numbers', () => {
    expect(formatDuration(Number.NaN)).toBe('–:––');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('–:––');
  });

  it('reads back to the whole seconds it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: -360_000, max: 360_000 }), (seconds) => {
        const text = formatDuration(seconds * 1000);
        const negative = text.startsWith(MINUS);
        const parts = text.replace(MINUS, '').split(':').map(Number);
        const value = parts.reduce((total, part) => total * 60 + part, 0);
        expect(negative ? -value : value).toBe(seconds);
        expect(parts.slice(1).every((p) => p < 60)).toBe(true);
      }),
    );
  });
});

describe('formatMinutes', () => {
  it.each([
    [45_000, '45 s'],
    [3 * 60_000, '3 min'],
    [80 * 60_000, '1 h 20 min'],
    [120 * 60_000, '2 h'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatMinutes(ms)).toBe(text);
  });
});
