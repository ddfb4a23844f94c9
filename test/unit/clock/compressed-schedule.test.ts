import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clockView } from '../../../features/clock/clock-view.ts';
import { CueWatcher } from '../../../features/clock/cues.ts';
import { lodestarSession } from '../../../features/index.ts';
import { SessionEngine } from '../../../session/engine.ts';
import { createHeader } from '../../../session/session-header.ts';
import { parseScenarioText } from '../../../scenarios/format/parse.ts';
import { SECOND, T0 } from './clock-fixtures.ts';

/** The fixture the end-to-end tests run: phases of six seconds. */
function compressed() {
  const text = readFileSync(
    new URL('../../fixtures/scenarios/compressed-schedule.lodestar.json', import.meta.url),
    'utf8',
  );
  const result = parseScenarioText(text);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.scenario;
}

describe('the compressed schedule fixture', () => {
  it('is a valid scenario of 2 turns × 3 phases of 6 seconds', () => {
    const { schedule } = compressed();
    const engine = SessionEngine.start(
      createHeader({
        id: 'compressed',
        title: 'Compressed',
        scenarioId: null,
        scenario: compressed(),
        seed: 's',
        createdAt: T0,
        createdBy: 'Control',
        utcOffsetMinutes: 0,
      }),
      lodestarSession,
    );
    expect(engine.state.clock.plan.map((p) => p.plannedMs)).toEqual(Array(6).fill(6 * SECOND));
    expect(schedule.defaultCues.map((c) => c.atSeconds)).toEqual([3, 0]);
  });

  it('runs through with cues, an automation and the display following', () => {
    const scenario = compressed();
    const engine = SessionEngine.start(
      createHeader({
        id: 'compressed',
        title: 'Compressed',
        scenarioId: null,
        scenario,
        seed: 's',
        createdAt: T0,
        createdBy: 'Control',
        utcOffsetMinutes: 0,
      }),
      lodestarSession,
    );
    const act = (type: string, at: number) =>
      engine.accept(engine.propose({ type }, { at, by: 'Control' }));
    const watcher = new CueWatcher();
    watcher.update(engine.state, T0);
    act('clock.start', T0);
    expect(watcher.update(engine.state, T0 + 3 * SECOND).map((c) => c.message)).toEqual([
      '3 seconds left',
    ]);
    expect(watcher.update(engine.state, T0 + 6 * SECOND).map((c) => c.message)).toEqual([
      'Time is up',
    ]);
    act('clock.next', T0 + 7 * SECOND);
    expect(engine.state.announcements.at(-1)?.text).toBe('Action phase: make your moves');
    expect(clockView(engine.state.clock, T0 + 8 * SECOND)).toMatchObject({
      phaseName: 'Action',
      remainingMs: 5 * SECOND,
      lastMinute: true,
    });
  });
});
