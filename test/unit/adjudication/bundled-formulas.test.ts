import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../features/index.ts';
import { trackerDef } from '../../../features/teams/tracker-defs.ts';
import { trackerValue } from '../../../features/teams/tracker-ops.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { createHeader } from '../../../session/session-header.ts';
import { projectLines } from '../../../session/projection.ts';
import { recorder, T0 } from '../session/session-fixtures.ts';

/** Europe at War's casualties (seed 003 L3399) as a no-dice battle with formula amounts. */

function europeAtWar() {
  const scenario = bundledScenarios.find((b) => b.id === 'europe-at-war')!.scenario;
  return recorder(
    createHeader({
      id: 'eaw',
      title: 'Europe at War',
      scenarioId: 'europe-at-war',
      scenario,
      seed: 'eaw',
      createdAt: T0,
      createdBy: 'Ana',
      utcOffsetMinutes: 0,
    }),
  );
}
type R = ReturnType<typeof europeAtWar>;
const units = (r: R, team: string) =>
  trackerValue(r.engine.state.trackers, trackerDef(r.engine.header.scenario, 'units'), team);

describe('Europe at War battles', () => {
  it('plays the book’s example: 13 French beaten lose 3, the British winners 1', () => {
    const r = europeAtWar();
    r.act({ type: 'tracker.set', tracker: 'units', holder: 'france', value: 13 });
    r.act({ type: 'tracker.set', tracker: 'units', holder: 'england', value: 12 });
    const [ruling] = r.act({
      type: 'ruling.resolve',
      resolver: 'battle',
      actor: 'england',
      target: 'france',
      inputs: { 'attacker-force': 20, 'defender-force': 18 },
    });
    expect(ruling!.outcome).toMatchObject({ dice: [] });
    const made = r.engine.state.adjudication.rulings[0]!;
    expect(made.tally).toEqual({ 'attacker-wins': 1 });
    expect(made.steps).toContain('Attacker has 20, Defender has 18.');
    r.act({ type: 'ruling.accept', ruling: ruling!.seq });
    expect(units(r, 'france')).toBe(10);
    expect(units(r, 'england')).toBe(11);
    const lines = projectLines(lodestarSession, r.engine.header, r.log, { kind: 'control' });
    expect(lines.at(-1)!.text).toContain(
      'Units −3 (ceil(0.2 * defender-units) = 3), Units −1 (floor(ceil(0.2 * defender-units) / 2) = 1)',
    );
  });

  it('gives a Leader against a stack without one +5 Force', () => {
    const r = europeAtWar();
    r.act({
      type: 'ruling.resolve',
      resolver: 'battle',
      actor: 'england',
      target: 'france',
      inputs: { 'attacker-force': 16, 'defender-force': 20, 'attacker-leader': true },
    });
    expect(r.engine.state.adjudication.rulings[0]!.tally).toEqual({ 'attacker-wins': 1 });
  });

  it('leaves equal Force to Control, with no casualties', () => {
    const r = europeAtWar();
    const [ruling] = r.act({
      type: 'ruling.resolve',
      resolver: 'battle',
      actor: 'england',
      target: 'france',
      inputs: { 'attacker-force': 15, 'defender-force': 15 },
    });
    r.act({ type: 'ruling.accept', ruling: ruling!.seq });
    expect(units(r, 'france')).toBe(12);
    expect(units(r, 'england')).toBe(12);
  });
});
