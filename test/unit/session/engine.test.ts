import { lodestarSession } from '../../../features/index.ts';
import { describe, expect, it } from 'vitest';
import { ActionInvalid, SessionEngine } from '../../../session/engine.ts';
import { canonicalJson, hashEntry, hashHeader } from '../../../session/hash.ts';
import { ActionRejected, SessionIntegrityError, type LogEntry } from '../../../session/types.ts';
import { recorder, T0, testHeader } from './session-fixtures.ts';

const meta = { at: T0 + 1000, by: 'Ana' };

function played() {
  const r = recorder();
  r.act({ type: 'announce.post', text: 'Welcome' });
  r.act({ type: 'random.pick', label: 'First player', options: ['Red', 'Blue', 'Green'] });
  r.act({ type: 'clock.start' });
  r.act({ type: 'clock.next' });
  r.act({ type: 'session.undo' });
  r.act({ type: 'random.pick', label: 'Raid', options: ['North', 'South'] });
  r.act({ type: 'session.note', text: 'Table 2 is slow' });
  return r;
}

/** Rewrites entry `seq` (1-based) and re-hashes it and everything after, as a forger would. */
function reseal(log: LogEntry[], header = testHeader()): LogEntry[] {
  let prev = hashHeader(header);
  return log.map((entry) => {
    const { hash: _old, ...rest } = { ...entry, prev };
    const sealed = { ...rest, hash: hashEntry(rest) };
    prev = sealed.hash;
    return sealed;
  });
}

describe('SessionEngine.propose and accept', () => {
  it('chains entries from the header hash', () => {
    const r = played();
    expect(r.log[0]!.prev).toBe(hashHeader(r.engine.header));
    r.log.slice(1).forEach((entry, i) => expect(entry.prev).toBe(r.log[i]!.hash));
    r.log.forEach((entry, i) => {
      expect(entry.seq).toBe(i + 1);
      expect(entry.hash).toBe(hashEntry(entry));
    });
    expect(r.engine.lastHash).toBe(r.log.at(-1)!.hash);
    expect(r.engine.seq).toBe(r.log.length);
  });

  it('does not change the engine until the proposal is accepted', () => {
    const engine = SessionEngine.start(testHeader(), lodestarSession);
    const before = canonicalJson(engine.history);
    const proposal = engine.propose({ type: 'announce.post', text: 'Hi' }, meta);
    expect(proposal.entries).toHaveLength(1);
    expect(canonicalJson(engine.history)).toBe(before);
    expect(engine.seq).toBe(0);
    engine.accept(proposal);
    expect(engine.state.announcements).toHaveLength(1);
  });

  it('refuses a proposal made before the engine moved on', () => {
    const engine = SessionEngine.start(testHeader(), lodestarSession);
    const first = engine.propose({ type: 'announce.post', text: 'one' }, meta);
    const second = engine.propose({ type: 'announce.post', text: 'two' }, meta);
    engine.accept(first);
    expect(() => engine.accept(second)).toThrow(/propose again/);
    expect(() => engine.accept(first)).toThrow(/propose again/);
    expect(engine.state.announcements.map((a) => a.text)).toEqual(['one']);
  });

  it('reports a malformed action as ActionInvalid with paths', () => {
    const engine = SessionEngine.start(testHeader(), lodestarSession);
    const attempt = (action: unknown) => {
      try {
        engine.propose(action, meta);
      } catch (error) {
        return error;
      }
      throw new Error('expected propose to throw');
    };
    const unknown = attempt({ type: 'clock.fly' });
    expect(unknown).toBeInstanceOf(ActionInvalid);
    expect((unknown as ActionInvalid).message).toBe('unknown action type "clock.fly"');
    const bad = attempt({ type: 'announce.post', text: '', urgent: 'yes' }) as ActionInvalid;
    expect(bad.problems.map((p) => p.path).sort()).toEqual(['$.text', '$.urgent']);
    expect(bad.message).toMatch(/^invalid announce\.post: /);
    expect(attempt('next')).toBeInstanceOf(ActionInvalid);
  });

  it('reports bad metadata as ActionInvalid', () => {
    const engine = SessionEngine.start(testHeader(), lodestarSession);
    const action = { type: 'session.note', text: 'x' };
    expect(() => engine.propose(action, { at: Number.NaN, by: 'Ana' })).toThrow(ActionInvalid);
    expect(() => engine.propose(action, { at: T0, by: '  ' })).toThrow(/who acted/);
  });

  it('leaves the engine untouched when an action is rejected', () => {
    const r = played();
    const before = canonicalJson(r.engine.history);
    const hash = r.engine.lastHash;
    expect(() => r.engine.propose({ type: 'announce.clear', id: 999 }, meta)).toThrow(
      ActionRejected,
    );
    expect(() => r.engine.propose({ type: 'session.redo' }, meta)).toThrow(ActionRejected);
    expect(() => r.engine.propose({ type: 'clock.start' }, meta)).toThrow(ActionRejected);
    expect(canonicalJson(r.engine.history)).toBe(before);
    expect(r.engine.lastHash).toBe(hash);
  });

  it('stores the action as validated (defaults filled in, text trimmed)', () => {
    const r = recorder();
    const [entry] = r.act({ type: 'announce.post', text: '  Break  ' });
    expect(entry!.action).toEqual({ type: 'announce.post', text: 'Break', urgent: false });
  });

  it('records the time as the host gave it, and applies it clamped', () => {
    const r = recorder();
    r.act({ type: 'announce.post', text: 'a' }, 60_000);
    const [back] = r.act({ type: 'announce.post', text: 'b' }, -30_000);
    expect(back!.at).toBe(T0 + 1000 + 30_000);
    expect(r.engine.state.lastAt).toBe(T0 + 1000 + 60_000);
    expect(SessionEngine.replay(r.engine.header, r.log, lodestarSession).state).toEqual(
      r.engine.state,
    );
  });
});

describe('SessionEngine.replay', () => {
  it('rebuilds the same history, hash and labels', () => {
    const r = played();
    const again = SessionEngine.replay(r.engine.header, r.log, lodestarSession);
    expect(canonicalJson(again.history)).toBe(canonicalJson(r.engine.history));
    expect(again.lastHash).toBe(r.engine.lastHash);
    expect(again.undoLabel).toBe(r.engine.undoLabel);
    expect(again.redoLabel).toBe(r.engine.redoLabel);
    expect(again.warnings).toEqual([]);
  });

  it('names the entry where the chain breaks', () => {
    const r = played();
    const header = r.engine.header;
    const fail = (log: LogEntry[]) => {
      try {
        SessionEngine.replay(header, log, lodestarSession);
      } catch (error) {
        expect(error).toBeInstanceOf(SessionIntegrityError);
        return error as SessionIntegrityError;
      }
      throw new Error('expected replay to throw');
    };
    const log = r.log;

    const gap = fail([...log.slice(0, 3), ...log.slice(4)]);
    expect(gap.seq).toBe(4);
    expect(gap.message).toMatch(/numbered 5/);

    const edited = log.map((e, i) => (i === 2 ? { ...e, by: 'Mallory' } : e));
    expect(fail(edited)).toMatchObject({ seq: 3, message: expect.stringMatching(/hash/) });

    const relinked = log.map((e, i) => (i === 4 ? { ...e, prev: log[1]!.hash } : e));
    expect(fail(relinked)).toMatchObject({ seq: 5, message: expect.stringMatching(/link/) });

    // A forger who re-seals the chain still cannot change what a pick produced.
    const pickIndex = log.findIndex((e) => e.action.type === 'random.pick');
    const picked = (log[pickIndex]!.outcome as { value: string }).value;
    const other = picked === 'Red' ? 'Blue' : 'Red';
    const forged = reseal(
      log.map((e, i) => (i === pickIndex ? { ...e, outcome: { value: other } } : e)),
    );
    expect(fail(forged)).toMatchObject({
      seq: pickIndex + 1,
      message: expect.stringMatching(/different result/),
    });

    // Nor slip in an action that does not apply.
    const impossible = reseal(
      log.map((e, i) => (i === 0 ? { ...e, action: { type: 'announce.clear', id: 7 } } : e)),
    );
    expect(fail(impossible)).toMatchObject({
      seq: 1,
      message: expect.stringMatching(/does not replay/),
    });
  });

  it('starts from a snapshot that matches the log, and replays the tail', () => {
    const r = played();
    const cut = 4;
    const partial = SessionEngine.replay(r.engine.header, r.log.slice(0, cut), lodestarSession);
    const snapshot = partial.snapshot(T0 + 99);
    expect(snapshot).toMatchObject({
      seq: cut,
      hash: r.log[cut - 1]!.hash,
      sessionId: 'test-session',
    });
    const fromSnapshot = SessionEngine.replay(r.engine.header, r.log, lodestarSession, {
      snapshot,
    });
    expect(fromSnapshot.warnings).toEqual([]);
    expect(canonicalJson(fromSnapshot.history)).toBe(canonicalJson(r.engine.history));
    expect(fromSnapshot.lastHash).toBe(r.engine.lastHash);
  });

  it('uses the snapshot’s history rather than replaying the entries it covers', () => {
    const r = played();
    const snapshot = SessionEngine.replay(
      r.engine.header,
      r.log.slice(0, 2),
      lodestarSession,
    ).snapshot(0);
    const marked = {
      ...snapshot,
      history: {
        ...snapshot.history,
        state: { ...snapshot.history.state, announcements: [] },
      },
    };
    const engine = SessionEngine.replay(r.engine.header, r.log.slice(0, 2), lodestarSession, {
      snapshot: marked,
    });
    expect(engine.state.announcements).toEqual([]);
  });

  it('ignores a snapshot that does not match, with a warning', () => {
    const r = played();
    const header = r.engine.header;
    const snapshot = SessionEngine.replay(header, r.log.slice(0, 3), lodestarSession).snapshot(0);
    const cases = [
      { ...snapshot, hash: 'f'.repeat(64) },
      { ...snapshot, seq: r.log.length + 1 },
      { ...snapshot, sessionId: 'another' },
    ];
    for (const bad of cases) {
      const engine = SessionEngine.replay(header, r.log, lodestarSession, { snapshot: bad });
      expect(engine.warnings).toHaveLength(1);
      expect(engine.warnings[0]).toMatch(/^the snapshot was ignored/);
      expect(canonicalJson(engine.history)).toBe(canonicalJson(r.engine.history));
    }
  });

  it('accepts a snapshot at seq 0 tied to the header', () => {
    const header = testHeader();
    const snapshot = SessionEngine.start(header, lodestarSession).snapshot(T0);
    expect(snapshot.hash).toBe(hashHeader(header));
    const r = played();
    const engine = SessionEngine.replay(header, r.log, lodestarSession, { snapshot });
    expect(engine.warnings).toEqual([]);
    expect(engine.lastHash).toBe(r.engine.lastHash);
  });

  it('refuses a log from another header', () => {
    const r = played();
    expect(() =>
      SessionEngine.replay(testHeader({ seed: 'other' }), r.log, lodestarSession),
    ).toThrow(SessionIntegrityError);
  });
});
