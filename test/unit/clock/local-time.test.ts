import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  minutesOfDay,
  nearestLocalTime,
  nextLocalTimeAfter,
  placeLocalTime,
} from '../../../features/clock/local-time.ts';
import { DAY0, HOUR, MINUTE } from './clock-fixtures.ts';

const hhmm = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const offset = fc.integer({ min: -14 * 60, max: 14 * 60 });
const instant = fc.integer({ min: DAY0 - 400 * DAY_MS, max: DAY0 + 400 * DAY_MS });

describe('local time of day', () => {
  it('reads HH:MM and refuses anything else', () => {
    expect(minutesOfDay('16:00')).toBe(960);
    expect(minutesOfDay('00:05')).toBe(5);
    expect(() => minutesOfDay('24:00')).toThrow(/not a time of day/);
    expect(() => minutesOfDay('4pm')).toThrow(/not a time of day/);
  });

  it("places a time on the reference's local day, in the header's offset", () => {
    expect(placeLocalTime(DAY0 + 10 * HOUR, '16:00', 0)).toBe(DAY0 + 16 * HOUR);
    // New Zealand (UTC+12): 16:00 local is 04:00 UTC; at 03:00 UTC it is already 15:00 there.
    expect(placeLocalTime(DAY0 + 3 * HOUR, '16:00', 12 * 60)).toBe(DAY0 + 4 * HOUR);
    // At 13:00 UTC it is 01:00 the next day in New Zealand: that day's 16:00.
    expect(placeLocalTime(DAY0 + 13 * HOUR, '16:00', 12 * 60)).toBe(DAY0 + DAY_MS + 4 * HOUR);
    // UTC−5: 16:00 local is 21:00 UTC.
    expect(placeLocalTime(DAY0 + 20 * HOUR, '16:00', -300)).toBe(DAY0 + 21 * HOUR);
  });

  it('finds the next occurrence strictly after, crossing midnight', () => {
    expect(nextLocalTimeAfter(DAY0 + 22 * HOUR, '01:00', 0)).toBe(DAY0 + DAY_MS + HOUR);
    expect(nextLocalTimeAfter(DAY0 + 16 * HOUR, '20:00', 0)).toBe(DAY0 + 20 * HOUR);
    expect(nextLocalTimeAfter(DAY0 + 20 * HOUR, '20:00', 0)).toBe(DAY0 + DAY_MS + 20 * HOUR);
  });

  it('takes the nearest occurrence for a late or early start', () => {
    // A 22:00 game started at 00:30 started 2½ hours late, not 21½ hours early.
    expect(nearestLocalTime(DAY0 + DAY_MS + 30 * MINUTE, '22:00', 0)).toBe(DAY0 + 22 * HOUR);
    expect(nearestLocalTime(DAY0 + 23 * HOUR, '01:00', 0)).toBe(DAY0 + DAY_MS + HOUR);
    expect(nearestLocalTime(DAY0 + 15 * HOUR, '16:00', 0)).toBe(DAY0 + 16 * HOUR);
  });

  it('always lands on the named local time, within the promised window', () => {
    fc.assert(
      fc.property(instant, hhmm, offset, (at, time, off) => {
        const localMinutes = (t: number) =>
          ((((t + off * MINUTE) % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE;
        const placed = placeLocalTime(at, time, off);
        expect(localMinutes(placed)).toBe(minutesOfDay(time));
        expect(Math.abs(placed - at)).toBeLessThan(DAY_MS);
        const next = nextLocalTimeAfter(at, time, off);
        expect(next).toBeGreaterThan(at);
        expect(next - at).toBeLessThanOrEqual(DAY_MS);
        expect(localMinutes(next)).toBe(minutesOfDay(time));
        const nearest = nearestLocalTime(at, time, off);
        expect(Math.abs(nearest - at)).toBeLessThanOrEqual(DAY_MS / 2);
        expect(localMinutes(nearest)).toBe(minutesOfDay(time));
      }),
    );
  });
});
