import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeOfEntry } from '../../renderer/console/log-lines.ts';
import { clockTime } from '../../renderer/console/console-format.ts';
import { dayText, timeOfDay } from '../../renderer/display/display-format.ts';
import { formatDateTime, formatRelativeTime } from '../../renderer/lib/format.ts';
import {
  dateTimeFormat,
  localDateTime,
  relativeTimeFormat,
} from '../../renderer/lib/intl-formats.ts';
import { lazyTitle } from '../../renderer/lib/lazy-title.ts';
import { defaultSessionTitle } from '../../renderer/sessions/session-title.ts';

const locales = [undefined, 'en-GB', 'en-US', 'de-DE', 'fr-FR', 'ja-JP', 'ar-EG', 'pl-PL'];
// From 1970 to 2100, and the edges of what a Date holds.
const times = fc.oneof(
  fc.integer({ min: 0, max: 4_102_444_800_000 }),
  fc.constantFrom(-8.64e15, 8.64e15, 0),
);

describe('kept Intl formatters', () => {
  it('give the text the toLocale… calls they replace give, in any locale', () => {
    fc.assert(
      fc.property(times, fc.constantFrom(...locales), (at, locale) => {
        const date = new Date(at);
        expect(timeOfEntry(at, locale)).toBe(
          date.toLocaleTimeString(locale, {
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
          }),
        );
        expect(clockTime(at, locale)).toBe(
          date.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' }),
        );
        expect(timeOfDay(at, locale)).toBe(
          date.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' }),
        );
        expect(dayText(at, locale)).toBe(
          date.toLocaleDateString(locale, { weekday: 'long', day: 'numeric', month: 'long' }),
        );
        expect(defaultSessionTitle('Game', date, locale)).toBe(
          `Game — ${date.toLocaleDateString(locale, { dateStyle: 'medium' })}`,
        );
        expect(formatDateTime(date.toISOString(), locale)).toBe(
          date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
        );
      }),
    );
  });

  it('say "Invalid Date" for a time that is none, as toLocaleString does', () => {
    for (const at of [NaN, Infinity, 8.64e15 + 1]) {
      expect(localDateTime(at, 'en-GB', { hour: 'numeric' })).toBe(
        new Date(at).toLocaleTimeString('en-GB', { hour: 'numeric' }),
      );
    }
    expect(timeOfEntry(NaN)).toBe('Invalid Date');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('are made once per locale and options', () => {
    const options = { dateStyle: 'medium' } as const;
    expect(dateTimeFormat('de-DE', options)).toBe(dateTimeFormat('de-DE', { dateStyle: 'medium' }));
    expect(dateTimeFormat('de-DE', options)).not.toBe(dateTimeFormat('fr-FR', options));
    expect(dateTimeFormat('de-DE', options)).not.toBe(
      dateTimeFormat('de-DE', { dateStyle: 'long' }),
    );
    expect(relativeTimeFormat(undefined, { numeric: 'auto' })).toBe(
      relativeTimeFormat(undefined, { numeric: 'auto' }),
    );
    const now = Date.parse('2031-04-05T12:00:00Z');
    expect(formatRelativeTime('2031-04-04T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(formatRelativeTime('2031-04-05T09:00:00Z', now, 'de')).toBe('vor 3 Stunden');
  });
});

describe('a tooltip worked out when it may be shown', () => {
  it('is empty until pointed at or focused, then follows what it shows', () => {
    const node = document.createElement('span');
    let calls = 0;
    let when = 'Tuesday';
    const action = lazyTitle(node, () => {
      calls++;
      return `Modified ${when}`;
    });
    expect(node.title).toBe('');
    expect(calls).toBe(0);
    node.dispatchEvent(new Event('pointerenter'));
    expect(node.title).toBe('Modified Tuesday');
    when = 'Wednesday';
    node.dispatchEvent(new Event('focusin'));
    expect(node.title).toBe('Modified Wednesday');
    action.update(() => 'Modified today');
    expect(node.title).toBe('Modified today');
    action.destroy();
    node.dispatchEvent(new Event('pointerenter'));
    expect(node.title).toBe('Modified today');
  });
});
