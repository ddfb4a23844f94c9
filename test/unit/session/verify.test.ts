import { lodestarSession } from '../../../features/index.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SessionEngine } from '../../../session/engine.ts';
import { hashHeader } from '../../../session/hash.ts';
import type { LogEntry } from '../../../session/types.ts';
import { verifySession } from '../../../session/verify.ts';
import { recorder, T0 } from './session-fixtures.ts';

function played() {
  const r = recorder();
  r.act({ type: 'announce.post', text: 'Welcome' });
  r.act({ type: 'clock.start' });
  r.act({ type: 'random.pick', label: 'Raid', options: ['North', 'South', 'East'] });
  r.act({ type: 'clock.next' }); // with two automation follow-ups
  r.act({ type: 'session.undo' });
  r.act({ type: 'session.redo' });
  r.act({ type: 'session.note', text: 'ok' });
  return r;
}

describe('verifySession', () => {
  it('passes an intact log and returns the replayed state', () => {
    const r = played();
    const report = verifySession(r.engine.header, r.log, undefined, lodestarSession);
    expect(report).toMatchObject({
      ok: true,
      problems: [],
      entryCount: r.log.length,
      headerHash: hashHeader(r.engine.header),
      lastHash: r.engine.lastHash,
    });
    expect(report.state).toEqual(r.engine.state);
  });

  it('passes an empty log', () => {
    const r = recorder();
    const report = verifySession(r.engine.header, [], undefined, lodestarSession);
    expect(report.ok).toBe(true);
    expect(report.lastHash).toBe(report.headerHash);
  });

  it('detects a change to any field of any entry, at that entry', () => {
    const r = played();
    const fields = ['seq', 'at', 'by', 'action', 'outcome', 'causedBy', 'prev', 'hash'] as const;
    fc.assert(
      fc.property(
        fc.nat({ max: r.log.length - 1 }),
        fc.constantFrom(...fields),
        fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.object({ maxDepth: 1 })),
        (index, field, value) => {
          const original = r.log[index]!;
          fc.pre(JSON.stringify(original[field]) !== JSON.stringify(value));
          const tampered = r.log.map((e, i) =>
            i === index ? ({ ...e, [field]: value } as unknown as LogEntry) : e,
          );
          const report = verifySession(r.engine.header, tampered, undefined, lodestarSession);
          expect(report.ok).toBe(false);
          expect(report.problems.map((p) => p.seq)).toContain(index + 1);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('reports an entry numbered with something that cannot become text, and goes on', () => {
    const r = played();
    const log = r.log.map((e, i) =>
      i === 2 ? ({ ...e, seq: { toString: {} } } as unknown as LogEntry) : e,
    );
    const report = verifySession(r.engine.header, log, undefined, lodestarSession);
    expect(report.problems.map((p) => p.seq)).toContain(3);
    expect(report.problems.find((p) => p.seq === 3)?.message).toContain(
      'entry 3 is numbered {"toString":{}}',
    );
  });

  it('reports every problem, not just the first', () => {
    const r = played();
    const log = r.log.map((e, i) => (i === 1 || i === 5 ? { ...e, at: e.at + 1 } : e));
    const report = verifySession(r.engine.header, log, undefined, lodestarSession);
    expect(report.problems.map((p) => p.seq)).toEqual([2, 6]);
    expect(report.problems[0]!.message).toMatch(/does not match its hash/);
  });

  it('reports a gap, a broken link and an entry that does not replay, and goes on', () => {
    const r = played();
    const withoutThird = [...r.log.slice(0, 2), ...r.log.slice(3)];
    const report = verifySession(r.engine.header, withoutThird, undefined, lodestarSession);
    expect(report.ok).toBe(false);
    const messages = report.problems.map((p) => p.message).join('\n');
    expect(messages).toMatch(/entry 3 is numbered 4/);
    expect(messages).toMatch(/entry 3 does not link/);
    expect(report.problems.some((p) => p.seq === withoutThird.length)).toBe(true);
  });

  it('compares recorded outcomes with the replay', () => {
    const r = played();
    const pick = r.log.findIndex((e) => e.action.type === 'random.pick');
    const original = (r.log[pick]!.outcome as { value: string }).value;
    const other = original === 'North' ? 'South' : 'North';
    const log = r.log.map((e, i) => (i === pick ? { ...e, outcome: { value: other } } : e));
    const report = verifySession(r.engine.header, log, undefined, lodestarSession);
    const problem = report.problems.find((p) => /replays to/.test(p.message));
    expect(problem).toMatchObject({ seq: pick + 1 });
    expect(problem!.message).toContain(`"${original}"`);
  });

  it('checks a snapshot against the replay at its seq', () => {
    const r = played();
    const snapshot = SessionEngine.replay(
      r.engine.header,
      r.log.slice(0, 3),
      lodestarSession,
    ).snapshot(T0);
    expect(verifySession(r.engine.header, r.log, snapshot, lodestarSession).ok).toBe(true);

    const wrongState = {
      ...snapshot,
      history: {
        ...snapshot.history,
        state: { ...snapshot.history.state, announcements: [] },
      },
    };
    const report = verifySession(r.engine.header, r.log, wrongState, lodestarSession);
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      { seq: null, message: "the snapshot's state at entry 3 differs from a replay of the log" },
    ]);

    const wrongUndo = { ...snapshot, history: { ...snapshot.history, past: [] } };
    expect(
      verifySession(r.engine.header, r.log, wrongUndo, lodestarSession).problems[0]!.message,
    ).toMatch(/undo history/);

    const wrongHash = { ...snapshot, hash: 'f'.repeat(64) };
    expect(
      verifySession(r.engine.header, r.log, wrongHash, lodestarSession).problems[0]!.message,
    ).toMatch(/does not match that entry's hash/);

    const beyond = { ...snapshot, seq: 99 };
    expect(
      verifySession(r.engine.header, r.log, beyond, lodestarSession).problems[0]!.message,
    ).toMatch(/at entry 99 but the log has/);
  });
});
