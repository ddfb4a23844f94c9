import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../features/index.ts';
import { projectLines } from '../../../session/projection.ts';
import { SessionEngine } from '../../../session/engine.ts';
import { trackerValue } from '../../../features/teams/tracker-ops.ts';
import { scenarioSchema, type Scenario } from '../../../scenarios/format/schema.ts';
import { bundled, mapsRecorder, refusal } from '../maps/maps-fixtures.ts';

/** So Say We All's FTL jump: every ship pays its class's Fuel, or the whole Fleet fails. */

type R = ReturnType<typeof mapsRecorder>;
const game = () => bundled('so-say-we-all');
const ships = (s: Scenario) => s.teams.filter((t) => t.kind === 'team').map((t) => t.id);
const fuel = (r: R, team: string) =>
  trackerValue(
    r.engine.state.trackers,
    r.engine.header.scenario.trackers.find((t) => t.id === 'fuel')!,
    team,
  );
const fleetAt = (r: R) =>
  r.engine.state.maps.live['galaxy-map']!.tokens.find((t) => t.id === 'fleet')!.at;
const jump = (to: string, extra: Record<string, unknown> = {}) => ({
  type: 'paid-action.take',
  action: 'ftl-jump',
  to,
  ...extra,
});
const line = (r: R, i = -1) => r.engine.registry.describe(r.log.at(i)!, r.engine.header);

describe('paid actions (the FTL jump)', () => {
  it('charges every ship its class cost in one logged entry and moves the Fleet', () => {
    const r = mapsRecorder(game());
    const entries = r.act(jump('kappa'));
    expect(entries).toHaveLength(1);
    expect(fleetAt(r)).toBe('kappa');
    expect(fuel(r, 'prosecutor')).toBe(6 - 3);
    expect(fuel(r, 'refinery-ship-1')).toBe(4 - 1);
    expect(fuel(r, 'plantation-ship-2')).toBe(4 - 2);
    expect(fuel(r, 'civilian-ship-6')).toBe(3 - 2);
    expect(line(r)).toBe(
      'FTL jump to Kappa: paid 21 Fuel from 11 ships (R.E.C. Prosecutor 3, Refinery Ship 1 1, Refinery Ship 2 1, Plantation Ship 1 2, Plantation Ship 2 2, Civilian Ship 1 2, Civilian Ship 2 2, Civilian Ship 3 2, Civilian Ship 4 2, Civilian Ship 5 2, Civilian Ship 6 2)',
    );
  });

  it('says "2 Fuel × 11 ships" when every ship pays the same', () => {
    const base = game();
    const scenario = scenarioSchema.parse({
      ...base,
      paidActions: base.paidActions.map((p) => ({ ...p, perTeam: {} })),
    });
    const r = mapsRecorder(scenario);
    r.act(jump('kappa'));
    expect(line(r)).toBe('FTL jump to Kappa: paid 2 Fuel × 11 ships');
  });

  it('refuses when any ship is short, naming each with its shortfall, and changes nothing', () => {
    const r = mapsRecorder(game());
    r.act({ type: 'tracker.set', tracker: 'fuel', holder: 'civilian-ship-3', value: 1 });
    r.act({ type: 'tracker.set', tracker: 'fuel', holder: 'refinery-ship-1', value: 0 });
    const before = r.engine.state;
    const seq = r.engine.seq;
    expect(refusal(r, jump('kappa'))).toBe(
      'FTL jump fails: Refinery Ship 1 has 0 Fuel of 1; Civilian Ship 3 has 1 of 2',
    );
    expect(r.engine.state).toBe(before);
    expect(r.engine.seq).toBe(seq);
  });

  it('refuses bad input with a clear reason and changes nothing', () => {
    const r = mapsRecorder(game());
    const before = r.engine.state;
    expect(refusal(r, { type: 'paid-action.take', action: 'warp' })).toBe(
      'There is no paid action "warp"',
    );
    expect(refusal(r, { type: 'paid-action.take', action: 'ftl-jump' })).toBe(
      'Choose where FTL jump goes',
    );
    expect(refusal(r, jump('nowhere'))).toBe('Galaxy map has no place "nowhere"');
    expect(refusal(r, jump('alpha'))).toBe('The Fleet is already at Alpha');
    expect(refusal(r, jump('kappa', { leave: ['government'] }))).toBe(
      'Interim Government does not take part in FTL jump',
    );
    expect(refusal(r, jump('kappa', { team: 'prosecutor' }))).toBe(
      'FTL jump is paid by every team taking part, not one',
    );
    expect(r.engine.state).toBe(before);
  });

  it('is refused in the phases of a turn before the one it opens from', () => {
    const base = game();
    const closed = scenarioSchema.parse({
      ...base,
      paidActions: base.paidActions.map((p) => ({ ...p, openFrom: 'negotiation' })),
    });
    const r = mapsRecorder(closed);
    r.act({ type: 'clock.start' });
    expect(refusal(r, jump('kappa'))).toBe('FTL jump is closed until Negotiation: take it then');
    r.act({ type: 'clock.next' });
    expect(refusal(r, jump('kappa'))).toMatch(/closed until Negotiation/);
    r.act({ type: 'clock.next' });
    r.act(jump('kappa'));
    expect(fleetAt(r)).toBe('kappa');
  });

  it('lets Control waive the cost, logged as without paying', () => {
    const r = mapsRecorder(game());
    r.act({ type: 'tracker.set', tracker: 'fuel', holder: 'civilian-ship-3', value: 0 });
    r.act(jump('kappa', { free: true }));
    expect(fuel(r, 'civilian-ship-3')).toBe(0);
    expect(fuel(r, 'prosecutor')).toBe(6);
    expect(fleetAt(r)).toBe('kappa');
    expect(line(r)).toBe('FTL jump to Kappa without paying (11 ships)');
  });

  it('leaves named ships behind: they pay nothing and the log says so', () => {
    const r = mapsRecorder(game());
    r.act({ type: 'tracker.set', tracker: 'fuel', holder: 'civilian-ship-3', value: 0 });
    r.act(jump('kappa', { leave: ['civilian-ship-3'] }));
    expect(fuel(r, 'civilian-ship-3')).toBe(0);
    expect(fuel(r, 'civilian-ship-2')).toBe(1);
    expect(line(r)).toMatch(/; left behind: Civilian Ship 3$/);
  });

  it('leaves the short ones behind when the action is not all or nothing', () => {
    const base = game();
    const scenario = scenarioSchema.parse({
      ...base,
      paidActions: base.paidActions.map((p) => ({ ...p, allOrNothing: false })),
    });
    const r = mapsRecorder(scenario);
    r.act({ type: 'tracker.set', tracker: 'fuel', holder: 'civilian-ship-3', value: 1 });
    r.act(jump('kappa'));
    expect(fuel(r, 'civilian-ship-3')).toBe(1);
    expect(line(r)).toMatch(/from 10 ships .*; left behind: Civilian Ship 3$/);
  });

  it('may be taken again in the same turn while the Fleet can pay (L177), until it cannot', () => {
    const r = mapsRecorder(game());
    r.act(jump('kappa'));
    expect(refusal(r, jump('lambda'))).toBe(
      'FTL jump fails: Civilian Ship 1 has 1 Fuel of 2; Civilian Ship 2 has 1 of 2; Civilian Ship 3 has 1 of 2; Civilian Ship 4 has 1 of 2; Civilian Ship 5 has 1 of 2; Civilian Ship 6 has 1 of 2',
    );
    for (const n of [1, 2, 3, 4, 5, 6])
      r.act({ type: 'tracker.adjust', tracker: 'fuel', holder: `civilian-ship-${n}`, by: 1 });
    r.act(jump('lambda'));
    expect(fleetAt(r)).toBe('lambda');
    expect(fuel(r, 'prosecutor')).toBe(0);
  });

  it('undo puts every ship’s Fuel and the Fleet back; replay reaches the same state', () => {
    const r = mapsRecorder(game());
    const before = r.engine.state;
    r.act(jump('kappa'));
    expect(SessionEngine.replay(r.engine.header, r.log, lodestarSession).state).toEqual(
      r.engine.state,
    );
    r.act({ type: 'session.undo' });
    expect(r.engine.state.trackers).toEqual(before.trackers);
    expect(fleetAt(r)).toBe('alpha');
  });

  it('a team reads only its own payment in the log', () => {
    const r = mapsRecorder(game());
    r.act(jump('kappa'));
    const lines = projectLines(lodestarSession, r.engine.header, r.log, {
      kind: 'team',
      team: 'civilian-ship-1',
    });
    const text = lines.map((l) => JSON.stringify(l)).join('\n');
    expect(text).toContain('11 ships paid; you paid 2 Fuel');
    expect(text).not.toContain('R.E.C. Prosecutor 3');
  });

  it('after a paid jump the Fleet’s Fuel drops by exactly the sum of the costs; a refused one changes nothing', () => {
    const scenario = game();
    const teams = ships(scenario);
    const def = scenario.paidActions[0]!;
    const cost = (t: string) => def.perTeam[t] ?? def.amount;
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 11, maxLength: 11 }),
        (values) => {
          const r = mapsRecorder(scenario);
          teams.forEach((t, i) =>
            r.act({ type: 'tracker.set', tracker: 'fuel', holder: t, value: values[i]! }),
          );
          const total = () => teams.reduce((sum, t) => sum + fuel(r, t), 0);
          const before = total();
          const state = r.engine.state;
          const canPay = teams.every((t, i) => values[i]! >= cost(t));
          const refused = refusal(r, jump('kappa'));
          if (canPay) {
            expect(refused).toBeNull();
            expect(total()).toBe(before - teams.reduce((sum, t) => sum + cost(t), 0));
          } else {
            expect(refused).toMatch(/^FTL jump fails: /);
            expect(r.engine.state).toBe(state);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
