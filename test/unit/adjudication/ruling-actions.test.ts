import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../features/index.ts';
import { createHeader } from '../../../session/session-header.ts';
import { SessionEngine } from '../../../session/engine.ts';
import { ActionRejected } from '../../../session/types.ts';
import { trackerDef } from '../../../features/teams/tracker-defs.ts';
import { trackerValue } from '../../../features/teams/tracker-ops.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { recorder, T0 } from '../session/session-fixtures.ts';
import { say } from '../teams/teams-fixtures.ts';

/** Rulings in a live So Say We All session: resolve, accept, amend, set by hand, replay. */

const sswa = bundledScenarios.find((b) => b.id === 'so-say-we-all')!.scenario;

function session(seed = 'rulings') {
  return recorder(
    createHeader({
      id: 'rulings',
      title: 'Rulings',
      scenarioId: 'so-say-we-all',
      scenario: sswa,
      seed,
      createdAt: T0,
      createdBy: 'Control',
      utcOffsetMinutes: 0,
    }),
  );
}
type R = ReturnType<typeof session>;
const value = (r: R, tracker: string, holder: string) =>
  trackerValue(r.engine.state.trackers, trackerDef(sswa, tracker), holder);

describe('ruling actions', () => {
  it('typed dice make a proposed ruling; accepting applies its effects to the team acted on', () => {
    const r = session();
    const before = value(r, 'manpower', 'refinery-ship-1');
    const [entry] = r.act({
      type: 'ruling.resolve',
      resolver: 'interceptor-loss',
      inputs: { interceptors: 2 },
      dice: [1, 2],
      target: 'refinery-ship-1',
    });
    expect(say(r, entry!)).toBe(
      'Ruling: Interceptor destroyed: dice typed in 1, 2 → 2 × The Interceptor is destroyed and the Manpower is killed.',
    );
    expect(r.engine.state.adjudication.rulings[0]).toMatchObject({
      status: 'proposed',
      typed: true,
      by: 'Ana',
    });
    expect(value(r, 'manpower', 'refinery-ship-1')).toBe(before);
    const [accept] = r.act({ type: 'ruling.accept', ruling: entry!.seq }, 1000, 'Ben');
    expect(say(r, accept!)).toMatch(/^Accepted ruling #\d+: 2 × The Interceptor/);
    expect(value(r, 'manpower', 'refinery-ship-1')).toBe(Math.max(0, before - 2));
    expect(() => r.act({ type: 'ruling.accept', ruling: entry!.seq })).toThrow(
      'was already accepted',
    );
  });

  it('an amendment or a ruling by hand needs a reason, and both are logged with it', () => {
    const r = session();
    const [first] = r.act({
      type: 'ruling.resolve',
      resolver: 'main-weapons',
      inputs: { shots: 3 },
      dice: [6, 3, 1],
    });
    expect(() =>
      r.act({ type: 'ruling.amend', ruling: first!.seq, tally: { 'no-effect': 3 }, reason: ' ' }),
    ).toThrow(/say why/);
    const [amend] = r.act({
      type: 'ruling.amend',
      ruling: first!.seq,
      tally: { 'no-effect': 2, 'location-damaged': 1 },
      reason: 'Shot 2 had no line of sight',
    });
    expect(say(r, amend!)).toBe(
      `Amended ruling #${first!.seq} to 2 × No Effect, 1 Location Damaged — reason: Shot 2 had no line of sight`,
    );
    const [second] = r.act({ type: 'ruling.resolve', resolver: 'collision', inputs: {} });
    const [hand] = r.act({
      type: 'ruling.set',
      ruling: second!.seq,
      text: 'Both ships lose their Hangar',
      reason: 'The ships rammed on purpose',
    });
    expect(say(r, hand!)).toContain('Set ruling');
    expect(r.engine.state.adjudication.rulings.map((x) => x.status)).toEqual(['set', 'amended']);
  });

  it('bad typed dice are refused with the reason, and nothing changes', () => {
    const r = session();
    const before = r.engine.state;
    expect(() =>
      r.act({
        type: 'ruling.resolve',
        resolver: 'main-weapons',
        inputs: { shots: 3 },
        dice: [6, 3],
      }),
    ).toThrow('Prosecutor Main Weapons needs 3 dice (3 shots × d6), but 2 were given');
    expect(() => r.act({ type: 'ruling.resolve', resolver: 'lasers', inputs: {} })).toThrow(
      /its resolvers: main-weapons/,
    );
    expect(r.engine.state).toBe(before);
  });
});

const resolverIds = sswa.resolvers.map((x) => x.id);
const command = fc.oneof(
  fc.record({
    kind: fc.constant('resolve' as const),
    resolver: fc.constantFrom(...resolverIds),
    count: fc.integer({ min: 1, max: 4 }),
    dice: fc.option(fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 5 }), { nil: undefined }),
    flag: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('accept' as const) }),
  fc.record({
    kind: fc.constant('amend' as const),
    n: fc.integer({ min: 0, max: 3 }),
    reason: fc.string({ minLength: 0, maxLength: 12 }),
  }),
  fc.record({ kind: fc.constant('set' as const), reason: fc.string({ maxLength: 8 }) }),
  fc.record({ kind: fc.constant('undo' as const) }),
);

describe('the rulings reducer', () => {
  it('replaying the log reaches the same state; typed dice either fit or are refused with a sentence', () => {
    fc.assert(
      fc.property(
        fc.array(command, { maxLength: 14 }),
        fc.string({ maxLength: 6 }),
        (commands, seed) => {
          const r = session(`s${seed}`);
          for (const c of commands) {
            const latest = r.engine.state.adjudication.rulings[0];
            const action =
              c.kind === 'resolve'
                ? (() => {
                    const def = sswa.resolvers.find((x) => x.id === c.resolver)!;
                    const inputs: Record<string, number | boolean> = {};
                    for (const input of def.inputs)
                      if (input.kind === 'number')
                        inputs[input.id] = Math.min(input.max, Math.max(input.min, c.count));
                      else if (input.kind === 'flag') inputs[input.id] = c.flag;
                    return {
                      type: 'ruling.resolve',
                      resolver: c.resolver,
                      inputs,
                      ...(c.dice ? { dice: c.dice } : {}),
                      target: 'prosecutor',
                    };
                  })()
                : c.kind === 'accept'
                  ? { type: 'ruling.accept', ruling: latest?.seq ?? 1 }
                  : c.kind === 'amend'
                    ? {
                        type: 'ruling.amend',
                        ruling: latest?.seq ?? 1,
                        tally: {
                          [sswa.resolvers.find((x) => x.id === latest?.resolver)?.results[0]?.id ??
                          'x']: c.n,
                        },
                        reason: c.reason,
                      }
                    : c.kind === 'set'
                      ? {
                          type: 'ruling.set',
                          ruling: latest?.seq ?? 1,
                          text: 'By hand',
                          reason: c.reason,
                        }
                      : { type: 'session.undo' };
            const before = r.engine.state;
            try {
              r.act(action);
              if (c.kind === 'resolve' && c.dice)
                expect(r.engine.state.adjudication.rulings[0]!.dice).toEqual(c.dice);
            } catch (error) {
              // A refusal is a sentence for Control and leaves the session as it was.
              if (
                !(error instanceof ActionRejected) &&
                !(error instanceof Error && /Invalid|say why|undo/i.test(error.message))
              )
                throw error;
              expect(error instanceof Error && error.message.length > 5).toBe(true);
              expect(r.engine.state).toBe(before);
            }
          }
          const replayed = SessionEngine.replay(r.engine.header, r.log, lodestarSession);
          expect(replayed.state).toEqual(r.engine.state);
        },
      ),
      { numRuns: 60 },
    );
  });
});
