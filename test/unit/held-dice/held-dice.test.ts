import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../features/index.ts';
import { SessionEngine } from '../../../session/engine.ts';
import { projectLines, projectState } from '../../../session/projection.ts';
import { createHeader } from '../../../session/session-header.ts';
import type { Viewer } from '../../../session/viewer.ts';
import { heldFaces } from '../../../features/held-dice/held-dice-format.ts';
import { scenarioSchema } from '../../../scenarios/format/schema.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { recorder, T0 } from '../session/session-fixtures.ts';
import { say, teamsRecorder, teamsScenario } from '../teams/teams-fixtures.ts';

/** A labelled crew die Alpha holds in secret at 6, a public plain d4 rolled at the start. */
const held = {
  dice: [
    {
      id: 'engineer',
      name: 'Engineer',
      faces: [1, 2, 3, 4, 5, 6].map((value) => ({ value, label: `face ${value}` })),
    },
  ],
  heldDice: [
    { id: 'eng', name: 'Engineer', die: 'engineer', owner: 'alpha', start: 6, public: false },
    { id: 'd4', name: 'Plain d4', sides: 4 },
    { id: 'odd', name: 'Odd order', sides: 3, start: 2, order: [3, 1, 2] },
  ],
};

const r0 = (seed = 'held-seed') => teamsRecorder(seed, held);
const faceOf = (r: ReturnType<typeof r0>, id: string) => r.engine.state.heldDice.dice[id]?.face;

describe('held dice: format', () => {
  it('loads old files without the list and refuses unknown dice, teams and faces', () => {
    expect(teamsScenario().heldDice).toEqual([]);
    const bad = scenarioSchema.safeParse({
      ...teamsScenario(),
      heldDice: [
        { id: 'a', name: 'A', die: 'nope' },
        { id: 'b', name: 'B', owner: 'nobody' },
        { id: 'c', name: 'C', sides: 6, start: 9 },
        { id: 'd', name: 'D', sides: 3, order: [1, 2, 4] },
      ],
    });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      'heldDice.0.die: no die “nope” in the dice list',
      'heldDice.1.owner: no team “nobody”',
      'heldDice.2.start: the die has no face 9',
      'heldDice.3.order: the die has no face 4',
    ]);
  });

  it('walks faces in numeric order, or in the order given', () => {
    const s = teamsScenario(held);
    expect(heldFaces(s.heldDice[2]!, s.dice).map((f) => f.value)).toEqual([3, 1, 2]);
    expect(heldFaces(s.heldDice[0]!, s.dice)[5]).toEqual({ value: 6, label: 'face 6' });
  });
});

describe('held dice: actions', () => {
  it('starts at the given face with its owner, and rolls the others from the seed', () => {
    const r = r0();
    expect(r.engine.state.heldDice.dice['eng']).toEqual({ owner: 'alpha', face: 6 });
    expect(r0().engine.state.heldDice.dice['d4']).toEqual(r.engine.state.heldDice.dice['d4']);
    expect([1, 2, 3, 4]).toContain(faceOf(r, 'd4'));
  });

  it('steps down, skipping faces, logs the faces, and stays at the lowest face', () => {
    const r = r0();
    const [first] = r.act({ type: 'held-die.step', die: 'eng' });
    expect(say(r, first!)).toBe('Turned Engineer from 6 (“face 6”) down to 5 (“face 5”)');
    r.act({ type: 'held-die.step', die: 'eng', by: 3 });
    expect(faceOf(r, 'eng')).toBe(2);
    r.act({ type: 'held-die.step', die: 'eng', by: 5 });
    expect(faceOf(r, 'eng')).toBe(1);
    expect(() => r.act({ type: 'held-die.step', die: 'eng' })).toThrow(
      'Engineer is already at its lowest face (1); it stays there unless rerolled',
    );
    r.act({ type: 'held-die.step', die: 'eng', direction: 'up', by: 2 });
    expect(faceOf(r, 'eng')).toBe(3);
  });

  it('steps in the declared order, not numeric order', () => {
    const r = r0();
    r.act({ type: 'held-die.step', die: 'odd' });
    expect(faceOf(r, 'odd')).toBe(1);
    r.act({ type: 'held-die.step', die: 'odd' });
    expect(faceOf(r, 'odd')).toBe(3);
  });

  it('refuses bad input with a clear reason and leaves the state as it was', () => {
    const r = r0();
    const before = r.engine.state;
    expect(() => r.act({ type: 'held-die.step', die: 'ghost' })).toThrow(
      'There is no held die "ghost"',
    );
    expect(() => r.act({ type: 'held-die.set', die: 'eng', face: 9 })).toThrow(
      'Engineer has no face 9 (its faces: 1, 2, 3, 4, 5, 6)',
    );
    expect(() => r.act({ type: 'held-die.set', die: 'eng', face: 6 })).toThrow(
      'Engineer already shows 6',
    );
    expect(() => r.act({ type: 'held-die.give', die: 'eng', to: 'zeta' })).toThrow(
      'There is no team "zeta"',
    );
    expect(() => r.act({ type: 'held-die.give', die: 'eng', to: 'alpha' })).toThrow(
      'Alpha already holds Engineer',
    );
    expect(() => r.act({ type: 'held-die.give', die: 'eng' })).toThrow('either "to" a team');
    expect(() => r.act({ type: 'held-die.step', die: 'eng', by: 0 })).toThrow();
    expect(r.engine.state).toBe(before);
  });

  it('sets a face, gives to a team or the supply, and swaps holders', () => {
    const r = r0();
    const [set] = r.act({ type: 'held-die.set', die: 'eng', face: 3 });
    expect(say(r, set!)).toBe('Turned Engineer from 6 to 3 (“face 3”)');
    const [give] = r.act({ type: 'held-die.give', die: 'eng', to: 'beta' });
    expect(say(r, give!)).toBe('Gave Engineer to Beta from Alpha');
    const [swap] = r.act({ type: 'held-die.give', die: 'eng', swapWith: 'd4' });
    expect(say(r, swap!)).toBe("Swapped Engineer (now the supply's) with Plain d4 (now Beta's)");
    expect(r.engine.state.heldDice.dice['d4']?.owner).toBe('beta');
    expect(r.engine.state.heldDice.dice['eng']?.owner).toBeNull();
    const [back] = r.act({ type: 'held-die.give', die: 'd4', to: null });
    expect(say(r, back!)).toBe('Put Plain d4 back in the supply from Beta');
  });

  it('rolls from the session generator: replay and undo give the same faces', () => {
    const r = r0();
    for (let i = 0; i < 6; i++) r.act({ type: 'held-die.roll', die: 'eng' });
    expect(SessionEngine.replay(r.engine.header, r.log, lodestarSession).state).toEqual(
      r.engine.state,
    );
    const rolled = faceOf(r, 'eng');
    const before = r.engine.state;
    r.act({ type: 'held-die.roll', die: 'eng' });
    r.act({ type: 'session.undo' });
    expect(r.engine.state.heldDice).toEqual(before.heldDice);
    expect(r.engine.state.rng).toEqual(before.rng);
    expect(faceOf(r, 'eng')).toBe(rolled);
  });
});

describe('held dice: properties', () => {
  const step = fc.record({
    direction: fc.constantFrom('down' as const, 'up' as const),
    by: fc.integer({ min: 1, max: 8 }),
  });

  it('stepping never leaves the face range, and undo restores every earlier state', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), (steps) => {
        const r = r0();
        const states = [r.engine.state.heldDice];
        for (const s of steps) {
          try {
            r.act({ type: 'held-die.step', die: 'eng', ...s });
            states.push(r.engine.state.heldDice);
          } catch (e) {
            expect(String(e)).toMatch(/already at its (lowest|highest) face/);
          }
          expect(faceOf(r, 'eng')).toBeGreaterThanOrEqual(1);
          expect(faceOf(r, 'eng')).toBeLessThanOrEqual(6);
        }
        for (let i = states.length - 2; i >= 0; i--) {
          r.act({ type: 'session.undo' });
          expect(r.engine.state.heldDice).toEqual(states[i]);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('held dice: who sees them', () => {
  const others: Viewer[] = [{ kind: 'display' }, { kind: 'team', team: 'beta' }];

  it('shows a team’s private die only to the crew and that team, with its log lines', () => {
    const r = r0();
    r.act({ type: 'held-die.step', die: 'eng' });
    for (const viewer of others) {
      const seen = projectState(lodestarSession, r.engine.state, r.engine.header.scenario, viewer);
      expect(Object.keys(seen.heldDice.dice).sort()).toEqual(['d4', 'odd']);
      const lines = projectLines(lodestarSession, r.engine.header, r.log, viewer);
      expect(JSON.stringify(lines)).not.toContain('Engineer');
    }
    for (const viewer of [{ kind: 'team', team: 'alpha' }, { kind: 'facilitator' }] as Viewer[]) {
      const seen = projectState(lodestarSession, r.engine.state, r.engine.header.scenario, viewer);
      expect(seen.heldDice.dice['eng']).toEqual({ owner: 'alpha', face: 5 });
    }
  });
});

describe('held dice: the solo game', () => {
  it('holds the five Captain’s dice: crew dice at 6, systems dice rolled, all unowned', () => {
    const solo = bundledScenarios.find((s) => s.id === 'free-captain-solo')!.scenario;
    const r = recorder(
      createHeader({
        id: 's',
        title: 'Solo',
        scenarioId: 'free-captain-solo',
        scenario: solo,
        seed: 'solo-seed',
        createdAt: T0,
        createdBy: 'Ana',
        utcOffsetMinutes: 0,
      }),
    );
    const dice = r.engine.state.heldDice.dice;
    expect(Object.keys(dice)).toHaveLength(5);
    expect(dice['engineer-die']).toEqual({ owner: null, face: 6 });
    expect(dice['weapons-specialist-die']?.face).toBe(6);
    r.act({ type: 'held-die.give', die: 'engineer-die', to: 'captain' });
    const [entry] = r.act({ type: 'held-die.step', die: 'engineer-die' });
    expect(r.engine.state.heldDice.dice['engineer-die']).toEqual({ owner: 'captain', face: 5 });
    expect(say(r, entry!)).toContain('from 6 (“+1 vs [icon]”) down to 5');
  });
});
