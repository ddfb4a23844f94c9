import { lodestarSession } from '../../../features/index.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SessionEngine } from '../../../session/engine.ts';
import { canonicalJson } from '../../../session/hash.ts';
import {
  ActionRejected,
  type Action,
  type History,
  type SessionState,
} from '../../../session/types.ts';
import { verifySession } from '../../../session/verify.ts';
import { Recorder, recorder } from './session-fixtures.ts';

/**
 * Properties of the reducer over random games: what Control might press, in any order, at
 * any pace (including a system clock that jumps backwards).
 */

const textArb = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim().length > 0);

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    arbitrary: fc.record({
      type: fc.constant('announce.post'),
      text: textArb,
      urgent: fc.boolean(),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('announce.clear'),
      id: fc.integer({ min: 1, max: 12 }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('random.pick'),
      label: textArb,
      options: fc.uniqueArray(textArb, { minLength: 2, maxLength: 6 }),
    }),
    weight: 4,
  },
  { arbitrary: fc.constant({ type: 'session.undo' }), weight: 4 },
  { arbitrary: fc.constant({ type: 'session.redo' }), weight: 3 },
  { arbitrary: fc.record({ type: fc.constant('session.note'), text: textArb }), weight: 1 },
  { arbitrary: fc.constant({ type: 'session.end' }), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      ...['start', 'next', 'previous', 'pause', 'resume', 'end'].map((c) => ({
        type: `clock.${c}`,
      })),
    ),
    weight: 8,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('clock.adjust'),
      seconds: fc.integer({ min: -300, max: 300 }).filter((s) => s !== 0),
    }),
    weight: 2,
  },
);

/** A step of a game: an action after some time (negative: the system clock jumped back). */
const stepArb = fc.tuple(
  actionArb,
  fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 120_000 }), weight: 4 },
    { arbitrary: fc.integer({ min: -60_000, max: 0 }), weight: 1 },
  ),
);
const gameArb = fc.array(stepArb, { minLength: 1, maxLength: 40, size: 'max' });

/** Plays the steps through propose/accept; actions that do not apply now are skipped. */
function play(steps: [Action, number][], r: Recorder = recorder()): Recorder {
  for (const [action, dt] of steps) tryAct(r, action, dt);
  return r;
}

function tryAct(r: Recorder, action: Action, dt = 1000): boolean {
  try {
    r.act(action, dt);
    return true;
  } catch (error) {
    if (error instanceof ActionRejected) return false;
    throw error;
  }
}

/** The state without the two fields every entry advances. */
const bare = (state: SessionState) => ({ ...state, seq: 0, lastAt: 0 });
const content = (state: SessionState) => canonicalJson(bare(state));
/** The history, every state in it compared without seq and time. */
const historyContent = (h: History) =>
  canonicalJson({
    state: bare(h.state),
    past: h.past.map((step) => ({ ...step, state: bare(step.state) })),
    future: h.future.map((step) => ({ ...step, state: bare(step.state) })),
  });

describe('reducer properties', () => {
  it('replaying the log gives the live history', () => {
    fc.assert(
      fc.property(gameArb, (steps) => {
        const r = play(steps);
        const replayed = SessionEngine.replay(r.engine.header, r.log, lodestarSession);
        expect(canonicalJson(replayed.history)).toBe(canonicalJson(r.engine.history));
        expect(replayed.lastHash).toBe(r.engine.lastHash);
        expect(verifySession(r.engine.header, r.log, undefined, lodestarSession).ok).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('undo then redo is the identity (but for seq and time)', () => {
    fc.assert(
      fc.property(gameArb, actionArb, (steps, last) => {
        const r = play(steps);
        fc.pre(tryAct(r, last) && r.engine.history.past.length > 0);
        const before = historyContent(r.engine.history);
        r.act({ type: 'session.undo' });
        r.act({ type: 'session.redo' });
        expect(historyContent(r.engine.history)).toBe(before);
      }),
      { numRuns: 60 },
    );
  });

  it('undo cannot re-roll: pick, undo, pick again gives the same value', () => {
    fc.assert(
      fc.property(
        gameArb,
        fc.uniqueArray(textArb, { minLength: 2, maxLength: 50 }),
        (steps, options) => {
          const r = play(steps);
          fc.pre(r.engine.state.status === 'running');
          const pick = { type: 'random.pick', label: 'p', options };
          const [first] = r.act(pick);
          r.act({ type: 'session.undo' });
          const [again] = r.act(pick);
          expect(again!.outcome).toEqual(first!.outcome);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the stream after pick, undo, redo is the one after the pick', () => {
    fc.assert(
      fc.property(gameArb, (steps) => {
        const r = play(steps);
        fc.pre(r.engine.state.status === 'running');
        const pick = { type: 'random.pick', label: 'd', options: ['1', '2', '3', '4', '5', '6'] };
        r.act(pick);
        const rngAfterPick = r.engine.state.rng;
        const straight = SessionEngine.replay(r.engine.header, r.log, lodestarSession);
        const [expected] = new Recorder(straight, r.at).act(pick);

        r.act({ type: 'session.undo' });
        r.act({ type: 'session.redo' });
        expect(r.engine.state.rng).toEqual(rngAfterPick);
        const [next] = r.act(pick);
        expect(next!.outcome).toEqual(expected!.outcome);
      }),
      { numRuns: 60 },
    );
  });

  it('a snapshot taken midway plus the tail equals a full replay', () => {
    fc.assert(
      fc.property(gameArb, fc.double({ min: 0, max: 1, noNaN: true }), (steps, where) => {
        const r = play(steps);
        const cut = Math.floor(where * r.log.length);
        const snapshot = SessionEngine.replay(
          r.engine.header,
          r.log.slice(0, cut),
          lodestarSession,
        ).snapshot(0);
        const resumed = SessionEngine.replay(r.engine.header, r.log, lodestarSession, { snapshot });
        expect(resumed.warnings).toEqual([]);
        expect(canonicalJson(resumed.history)).toBe(
          canonicalJson(SessionEngine.replay(r.engine.header, r.log, lodestarSession).history),
        );
        expect(verifySession(r.engine.header, r.log, snapshot, lodestarSession).ok).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('a rejected action leaves the engine as it was', () => {
    fc.assert(
      fc.property(gameArb, actionArb, (steps, action) => {
        const r = play(steps);
        const before = canonicalJson(r.engine.history);
        const hash = r.engine.lastHash;
        try {
          r.engine.propose(action, { at: r.at + 1, by: 'Ana' });
        } catch (error) {
          if (!(error instanceof ActionRejected)) throw error;
        }
        expect(canonicalJson(r.engine.history)).toBe(before);
        expect(r.engine.lastHash).toBe(hash);
        expect(content(r.engine.state)).toBe(content(r.engine.history.state));
      }),
      { numRuns: 40 },
    );
  });
});
