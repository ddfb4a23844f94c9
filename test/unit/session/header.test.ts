import { lodestarSession } from '../../../features/index.ts';
import { describe, expect, it } from 'vitest';
import { initialState } from '../../../session/initial-state.ts';
import { createHeader, parseHeader } from '../../../session/session-header.ts';
import { hashHeader } from '../../../session/hash.ts';
import { seedRng } from '../../../random/rng.ts';
import { T0, testHeader, testScenario } from './session-fixtures.ts';

const roundTrip = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

describe('createHeader', () => {
  it('freezes a copy of the scenario', () => {
    const scenario = testScenario();
    const header = createHeader({
      id: 's1',
      title: 'Friday game',
      scenarioId: 'test-game',
      scenario,
      seed: 'abc',
      createdAt: T0,
      createdBy: 'Ana',
      utcOffsetMinutes: -300,
    });
    scenario.meta.title = 'Edited later';
    expect(header.scenario.meta.title).toBe('Test game');
    expect(header).toMatchObject({ format: 'lodestar-session', version: 1, seed: 'abc' });
  });
});

describe('parseHeader', () => {
  it('reads back what createHeader wrote, with the same hash', () => {
    const header = testHeader();
    const parsed = parseHeader(roundTrip(header));
    expect(parsed).toEqual(header);
    expect(hashHeader(parsed as typeof header)).toBe(hashHeader(header));
  });

  const bad = (patch: Record<string, unknown>) => parseHeader({ ...testHeader(), ...patch });

  it('says clearly what is wrong', () => {
    expect(parseHeader(null)).toEqual({ error: 'the session header is not a JSON object' });
    expect(parseHeader([1])).toEqual({ error: 'the session header is not a JSON object' });
    expect(bad({ format: 'lodestar-scenario' })).toEqual({
      error: 'the session header is not valid: $.format: not a Lodestar session file',
    });
    expect(bad({ version: 2 })).toEqual({
      error:
        'the session was written by a newer Lodestar (session format 2; this version reads up to 1)',
    });
    expect(bad({ seed: '' })).toEqual({
      error: 'the session header is not valid: $.seed: a session needs a seed',
    });
    expect(bad({ id: 'Has Spaces' })).toMatchObject({ error: expect.stringMatching(/\$\.id: /) });
    expect(bad({ utcOffsetMinutes: 2000 })).toMatchObject({
      error: expect.stringMatching(/\$\.utcOffsetMinutes: must be at most 840/),
    });
    expect(bad({ createdAt: 'yesterday' })).toMatchObject({
      error: expect.stringMatching(/\$\.createdAt/),
    });
    expect(bad({ extra: true })).toMatchObject({ error: expect.stringMatching(/extra/) });
  });

  it('names the path of a problem inside the frozen scenario', () => {
    const header = roundTrip(testHeader()) as { scenario: { meta: { title: string } } };
    header.scenario.meta.title = '';
    expect(parseHeader(header)).toEqual({
      error: "the session's scenario is not valid: $.scenario.meta.title: a scenario needs a title",
    });
    expect(parseHeader({ ...testHeader(), scenario: 'none' })).toMatchObject({
      error: expect.stringMatching(/^the session's scenario is not valid: \$\.scenario: /),
    });
  });
});

describe('initialState', () => {
  it('starts with the seeded generator, the clock ready and nothing posted', () => {
    const header = testHeader();
    const state = initialState(header, lodestarSession);
    expect(state).toMatchObject({
      seq: 0,
      lastAt: T0,
      status: 'running',
      endedAt: null,
      rng: seedRng('fixed-seed'),
      timers: [],
      announcements: [],
      randomResults: [],
    });
    expect(state.clock.status).toBe('ready');
    expect(state.clock.plan.length).toBeGreaterThan(0);
  });
});
