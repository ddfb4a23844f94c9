import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDice } from '../../../features/draws/dice/parse.ts';
import type { Generator } from '../../../random/rng.ts';
import {
  compareRolls,
  rollForSeats,
  seatOrder,
  tiedTeams,
} from '../../../features/setup/seat-roll.ts';
import { createHeader } from '../../../session/session-header.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { recorder, T0 } from '../session/session-fixtures.ts';
import { say } from '../teams/teams-fixtures.ts';
import { SEATS, setupRecorder } from './setup-fixtures.ts';

const d10 = (() => {
  const parsed = parseDice('1d10');
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.expr;
})();

/** A generator that rolls the given d10 faces in turn. */
function scripted(faces: number[]): Generator {
  let i = 0;
  return {
    float: () => 0,
    int: () => {
      const face = faces[i++];
      if (face === undefined) throw new Error('the script ran out of dice');
      return face - 1;
    },
  };
}

describe('rolling for seats', () => {
  it('re-rolls only the tied teams, again and again, and seats from the highest roll down', () => {
    const teams = ['a', 'b', 'c', 'd'];
    // a, b and d tie on 7; c rolls 3. a and d tie again on 5 (b rolls 2); then a 9, d 4.
    const rolls = rollForSeats(d10, teams, scripted([7, 7, 3, 7, 5, 2, 5, 9, 4]))!;
    expect(rolls).toEqual({ a: [7, 5, 9], b: [7, 2], c: [3], d: [7, 5, 4] });
    expect(seatOrder(rolls, teams)).toEqual(['a', 'd', 'b', 'c']);
    expect(tiedTeams(rolls, teams)).toEqual([]);
  });

  it('gives a strict order whatever the seed: tied first rolls were rolled again', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (seed) => {
        const r = setupRecorder(seed, {
          teams: Array.from({ length: 8 }, (_, i) => ({
            id: `seat-${i + 1}`,
            name: `Seat ${i + 1}`,
            colour: '#cc3333',
          })),
          setup: [{ id: 'seats', name: 'Seats', kind: 'seat-roll', dice: '1d6' }],
          auctions: [],
        });
        const [entry] = r.act({ type: 'setup.seat-roll', step: 'seats' });
        const rolls = r.engine.state.setup.seatRolls!;
        const order = r.engine.state.roster.teamOrder;
        expect(new Set(order).size).toBe(8);
        for (let i = 1; i < order.length; i++)
          expect(compareRolls(rolls[order[i - 1]!]!, rolls[order[i]!]!)).toBeLessThan(0);
        // Eight d6: some first rolls always tie, and exactly those teams rolled again.
        const firsts = order.map((t) => rolls[t]![0]!);
        for (const t of order) {
          const tied = firsts.filter((v) => v === rolls[t]![0]).length > 1;
          expect(rolls[t]!.length > 1).toBe(tied);
          for (const v of rolls[t]!) expect(v >= 1 && v <= 6).toBe(true);
        }
        expect(entry!.outcome).toEqual({ rolls, order });
      }),
      { numRuns: 40 },
    );
  });

  it('seats the session, keeps the rolls, refuses a second roll and dice that cannot break ties', () => {
    const r = setupRecorder();
    const [entry] = r.act({ type: 'setup.seat-roll', step: 'seats' });
    const rolls = r.engine.state.setup.seatRolls!;
    expect(Object.keys(rolls).sort()).toEqual([...SEATS].sort());
    const order = r.engine.state.roster.teamOrder;
    expect(say(r, entry!)).toBe(
      `Rolled for seats: ${order.map((t) => `${t[0]!.toUpperCase()}${t.slice(1)} ${rolls[t]!.join('→')}`).join(', ')}`,
    );
    expect(() => r.act({ type: 'setup.seat-roll', step: 'seats' })).toThrow(
      'Seats have already been rolled',
    );
    expect(() => r.act({ type: 'setup.seat-roll', step: 'draft' })).toThrow(
      'is not a seat-roll step',
    );
    const fixed = setupRecorder('s', {
      setup: [{ id: 'seats', name: 'Seats', kind: 'seat-roll', dice: '5' }],
      auctions: [],
    });
    expect(() => fixed.act({ type: 'setup.seat-roll', step: 'seats' })).toThrow(
      '“5” cannot break ties',
    );
  });

  it('TI3 patch: eight seats roll 1d10 and sit clockwise from high to low', () => {
    const scenario = bundledScenarios.find((b) => b.id === 'ti3-patch')!.scenario;
    const step = scenario.setup.find((s) => s.kind === 'seat-roll')!;
    const r = recorder(
      createHeader({
        id: 'ti3',
        title: 'TI3',
        scenarioId: 'ti3-patch',
        scenario,
        seed: 'ti3-seed',
        createdAt: T0,
        createdBy: 'Ana',
        utcOffsetMinutes: 0,
      }),
    );
    r.act({ type: 'setup.seat-roll', step: step.id });
    const rolls = r.engine.state.setup.seatRolls!;
    const order = r.engine.state.roster.teamOrder;
    expect(order).toHaveLength(8);
    expect(Object.values(rolls).every((list) => list.every((v) => v >= 1 && v <= 10))).toBe(true);
    expect(order.map((t) => rolls[t]![0]!)).toEqual(
      [...order.map((t) => rolls[t]![0]!)].sort((a, b) => b - a),
    );
  });
});
