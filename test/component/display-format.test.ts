import { describe, expect, it } from 'vitest';
import { parseHex, readableTextOn } from '../../renderer/display/contrast.ts';
import { countdownText } from '../../renderer/display/display-format.ts';

describe('the countdown digits', () => {
  it('round up while counting down, so they read 0:00 exactly when time runs out', () => {
    expect(countdownText(35 * 60_000, false)).toBe('35:00');
    expect(countdownText(59_001, false)).toBe('1:00');
    expect(countdownText(400, false)).toBe('0:01');
    expect(countdownText(0, false)).toBe('0:00');
    expect(countdownText(3_723_000, false)).toBe('1:02:03');
  });

  it('show an overrun as +m:ss', () => {
    expect(countdownText(-42_000, true)).toBe('+0:42');
    expect(countdownText(-42_500, true)).toBe('+0:42');
    expect(countdownText(-61_000, false)).toBe('+1:01');
  });
});

describe('text on a phase colour', () => {
  it('is black on pale colours and white on dark ones', () => {
    expect(readableTextOn('#fde047')).toBe('#000000'); // yellow
    expect(readableTextOn('#ffffff')).toBe('#000000');
    expect(readableTextOn('#1e3a8a')).toBe('#ffffff'); // navy
    expect(readableTextOn('#000000')).toBe('#ffffff');
  });

  it('reads short and long hex forms, and falls back to white on anything else', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('2563EB')).toEqual([37, 99, 235]);
    expect(parseHex('red')).toBeNull();
    expect(readableTextOn('not a colour')).toBe('#ffffff');
  });
});
