import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultMeetingOrder, meetingTurns } from '../../../features/contests/meeting-order.ts';
import type { MeetingChoice } from '../../../features/contests/types.ts';

/** The order of play: sorted by value, ties by tie-break then entry, each once plus ≤ one second. */

const rules = { ...defaultMeetingOrder, secondChoiceOnZero: true };

const meetingArb = fc
  .uniqueArray(fc.constantFrom<string>('a', 'b', 'c', 'd', 'e', 'f'), {
    minLength: 1,
    maxLength: 6,
  })
  .chain((attendees) =>
    fc.record({
      attendees: fc.constant(attendees),
      declared: fc.tuple(...attendees.map(() => fc.integer({ min: 0, max: 5 }))),
      tieBreak: fc.tuple(...attendees.map(() => fc.option(fc.integer({ min: 0, max: 3 })))),
      zeros: fc.tuple(...attendees.map(() => fc.boolean())),
    }),
  )
  .map(({ attendees, declared, tieBreak, zeros }) => ({
    attendees,
    declared: Object.fromEntries(attendees.map((p, i) => [p, declared[i]!])),
    tieBreak: Object.fromEntries(
      attendees.flatMap((p, i) => (tieBreak[i] === null ? [] : [[p, tieBreak[i]!]])),
    ),
    zeros: new Set(attendees.filter((_, i) => zeros[i])),
  }));

describe('meeting order', () => {
  it('is sorted by value, ties by tie-break then by entry; everyone once, at most one second choice', () => {
    fc.assert(
      fc.property(meetingArb, (m) => {
        const first = meetingTurns({ ...m, choices: [] }, rules);
        expect(first.map((t) => t.player).sort()).toEqual([...m.attendees].sort());
        for (let i = 1; i < first.length; i++) {
          const a = first[i - 1]!.player;
          const b = first[i]!.player;
          expect(m.declared[a]!).toBeGreaterThanOrEqual(m.declared[b]!);
          if (m.declared[a] !== m.declared[b]) continue;
          const ta = m.tieBreak[a];
          const tb = m.tieBreak[b];
          if (ta !== undefined && tb !== undefined && ta !== tb) expect(ta).toBeGreaterThan(tb);
          else expect(m.attendees.indexOf(a)).toBeLessThan(m.attendees.indexOf(b));
        }
        // Play the first round, some adding a 0; then every second choice adds a 0 again.
        const choices: MeetingChoice[] = first.map((t) => ({
          ...t,
          kind: 'buy',
          option: 'x',
          zero: m.zeros.has(t.player),
        }));
        const all = meetingTurns({ ...m, choices }, rules);
        const seconds = all.filter((t) => t.second).map((t) => t.player);
        expect(all.slice(0, first.length)).toEqual(first);
        expect(seconds).toEqual(first.map((t) => t.player).filter((p) => m.zeros.has(p)));
        const more = [
          ...choices,
          ...seconds.map((player) => ({
            player,
            second: true,
            kind: 'buy' as const,
            option: 'x',
            zero: true,
          })),
        ];
        expect(meetingTurns({ ...m, choices: more }, rules)).toEqual(all);
      }),
    );
  });

  it('gives no second choices when the rules give none, and orders lowest first when asked', () => {
    const m = { attendees: ['a', 'b'], declared: { a: 1, b: 2 }, tieBreak: {} };
    const choices: MeetingChoice[] = [
      { player: 'b', second: false, kind: 'buy', option: 'x', zero: true },
    ];
    expect(meetingTurns({ ...m, choices }, defaultMeetingOrder).map((t) => t.player)).toEqual([
      'b',
      'a',
    ]);
    expect(
      meetingTurns({ ...m, choices: [] }, { ...defaultMeetingOrder, order: 'lowest-first' }).map(
        (t) => t.player,
      ),
    ).toEqual(['a', 'b']);
  });
});
