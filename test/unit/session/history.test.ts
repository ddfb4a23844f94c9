import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../session/hash.ts';
import { applyEntry } from '../../../session/history.ts';
import { initialHistory } from '../../../session/initial-state.ts';
import { lodestarSession } from '../../../features/index.ts';
import {
  ActionRejected,
  AUTOMATION_AUTHOR,
  SessionIntegrityError,
  UNDO_DEPTH,
  type Action,
  type History,
  type LogEntry,
} from '../../../session/types.ts';
import { deepFreeze, recorder, sessionOnlyDefinition, T0, testHeader } from './session-fixtures.ts';

const header = testHeader();
const definition = lodestarSession;

function entry(seq: number, at: number, action: Action, extra: Partial<LogEntry> = {}): LogEntry {
  return { seq, at, by: 'Ana', action, prev: '', hash: '', ...extra };
}

function run(actions: [number, Action][]): History {
  return actions.reduce(
    (h, [at, action], i) => applyEntry(h, entry(i + 1, at, action), header, definition).history,
    initialHistory(header, lodestarSession),
  );
}

describe('applyEntry', () => {
  it('clamps a time that goes backwards, so a clock set back never rewinds the session', () => {
    const later = T0 + 3_600_000;
    const h = run([
      [later, { type: 'announce.post', text: 'first' }],
      [T0 + 60_000, { type: 'announce.post', text: 'clock set back' }],
    ]);
    expect(h.state.lastAt).toBe(later);
    expect(h.state.announcements.map((a) => a.at)).toEqual([later, later]);
  });

  it('clamps to the session creation before the first entry', () => {
    const h = run([[T0 - 5000, { type: 'announce.post', text: 'early' }]]);
    expect(h.state.announcements[0]?.at).toBe(T0);
  });

  it('moves time forward when the entry is later', () => {
    const h = run([
      [T0 + 1000, { type: 'session.note', text: 'a' }],
      [T0 + 9000, { type: 'session.note', text: 'b' }],
    ]);
    expect(h.state.lastAt).toBe(T0 + 9000);
    expect(h.state.seq).toBe(2);
  });

  it('refuses an entry out of sequence', () => {
    const h = initialHistory(header, lodestarSession);
    expect(() =>
      applyEntry(h, entry(2, T0, { type: 'session.note', text: 'x' }), header, definition),
    ).toThrow(SessionIntegrityError);
  });

  it('never mutates the history it is given', () => {
    let h = deepFreeze(initialHistory(header, lodestarSession));
    const actions: Action[] = [
      { type: 'announce.post', text: 'a' },
      { type: 'random.pick', label: 'p', options: ['x', 'y', 'z'] },
      { type: 'announce.clear', id: 1 },
      { type: 'session.undo' },
      { type: 'session.redo' },
      { type: 'session.end' },
      { type: 'session.note', text: 'n' },
      { type: 'session.undo' },
    ];
    actions.forEach((action, i) => {
      const text = canonicalJson(h);
      const next = applyEntry(h, entry(i + 1, T0 + i, action), header, definition).history;
      expect(canonicalJson(h)).toBe(text);
      h = deepFreeze(next);
    });
  });

  it('shares what an action did not touch', () => {
    const before = run([[T0 + 1, { type: 'announce.post', text: 'a' }]]);
    const after = applyEntry(
      before,
      entry(2, T0 + 2, { type: 'announce.post', text: 'b' }),
      header,
      definition,
    ).history;
    expect(after.state.clock).toBe(before.state.clock);
    expect(after.state.rng).toBe(before.state.rng);
    expect(after.state.timers).toBe(before.state.timers);
    expect(after.past[0]).toBe(before.past[0]);
    expect(after.past[1]?.state).toBe(before.state);
  });

  it('rejects what does not apply, without a partial change', () => {
    const h = deepFreeze(initialHistory(header, lodestarSession));
    expect(() =>
      applyEntry(h, entry(1, T0, { type: 'announce.clear', id: 4 }), header, definition),
    ).toThrow(ActionRejected);
    expect(() => applyEntry(h, entry(1, T0, { type: 'session.undo' }), header, definition)).toThrow(
      'there is nothing to undo',
    );
    expect(() => applyEntry(h, entry(1, T0, { type: 'session.redo' }), header, definition)).toThrow(
      'there is nothing to redo',
    );
  });
});

describe('undo and redo', () => {
  it(`keeps ${UNDO_DEPTH} steps`, () => {
    const r = recorder();
    for (let i = 1; i <= UNDO_DEPTH + 5; i++) r.act({ type: 'announce.post', text: `m${i}` });
    expect(r.engine.history.past).toHaveLength(UNDO_DEPTH);
    for (let i = 0; i < UNDO_DEPTH; i++) r.act({ type: 'session.undo' });
    expect(r.engine.state.announcements.map((a) => a.text)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(() => r.act({ type: 'session.undo' })).toThrow('there is nothing to undo');
    expect(r.engine.history.future).toHaveLength(UNDO_DEPTH);
  });

  it('labels steps with their log line, records them as outcomes, and a new action clears redo', () => {
    const r = recorder();
    r.act({ type: 'announce.post', text: 'one' });
    const [pick] = r.act({ type: 'random.pick', label: 'Raid', options: ['A', 'B'] });
    const label = `Random pick “Raid”: ${(pick!.outcome as { value: string }).value}`;
    expect(r.engine.undoLabel).toBe(label);
    const [undo] = r.act({ type: 'session.undo' });
    expect(undo!.outcome).toEqual({ seq: pick!.seq, label });
    expect(r.engine.undoLabel).toBe('Announcement: one');
    expect(r.engine.redoLabel).toBe(label);
    r.act({ type: 'announce.post', text: 'two' });
    expect(r.engine.redoLabel).toBeNull();
    expect(() => r.act({ type: 'session.redo' })).toThrow('there is nothing to redo');
  });

  it('keeps seq and time advancing while the state goes back', () => {
    const r = recorder();
    r.act({ type: 'announce.post', text: 'one' });
    const [undo] = r.act({ type: 'session.undo' }, 5000);
    expect(r.engine.state.seq).toBe(undo!.seq);
    expect(r.engine.state.lastAt).toBe(undo!.at);
    expect(r.engine.state.announcements).toEqual([]);
  });
});

describe('follow-ups', () => {
  it('are entries by the automation, caused by the action, undone and redone with it', () => {
    const r = recorder(testHeader(), sessionOnlyDefinition());
    r.act({ type: 'announce.post', text: 'before' });
    const entries = r.act({
      type: 'test.trigger',
      followUps: [
        { type: 'announce.post', text: 'auto 1' },
        { type: 'random.pick', label: 'who', options: ['a', 'b'] },
      ],
    });
    expect(entries.map((e) => [e.seq, e.by, e.causedBy])).toEqual([
      [2, 'Ana', undefined],
      [3, AUTOMATION_AUTHOR, 2],
      [4, AUTOMATION_AUTHOR, 2],
    ]);
    expect(entries[2]!.outcome).toHaveProperty('value');
    expect(r.engine.undoLabel).toBe('Trigger 2 follow-ups');
    expect(r.engine.history.past).toHaveLength(2);

    r.act({ type: 'session.undo' });
    expect(r.engine.state.announcements.map((a) => a.text)).toEqual(['before']);
    expect(r.engine.state.randomResults).toEqual([]);
    r.act({ type: 'session.redo' });
    expect(r.engine.state.announcements.map((a) => a.text)).toEqual(['before', 'auto 1']);
    expect(r.engine.state.randomResults).toHaveLength(1);
  });

  it('that do not apply are skipped with a note saying why; the cause stands', () => {
    const r = recorder(testHeader(), sessionOnlyDefinition());
    const entries = r.act({
      type: 'test.trigger',
      followUps: [
        { type: 'announce.clear', id: 42 },
        { type: 'deck.draw', deck: 'events' },
        { type: 'announce.post', text: '' },
        { type: 'announce.post', text: 'still runs' },
      ],
    });
    expect(entries.map((e) => e.action.type)).toEqual([
      'test.trigger',
      'session.note',
      'session.note',
      'session.note',
      'announce.post',
    ]);
    expect(entries[1]!.action.text).toMatch(/^Skipped automation "announce.clear": .*42/);
    expect(entries[2]!.action.text).toMatch(/unknown action type "deck.draw"/);
    expect(entries[3]!.action.text).toMatch(/\$\.text/);
    expect(entries.slice(1).every((e) => e.causedBy === 1 && e.by === AUTOMATION_AUTHOR)).toBe(
      true,
    );
    expect(r.engine.state.announcements.map((a) => a.text)).toEqual(['still runs']);
  });

  it('from a phase start: entering a phase posts its announcement and starts its timer', () => {
    const r = recorder();
    r.act({ type: 'clock.start' });
    const entries = r.act({ type: 'clock.next' });
    expect(entries.map((e) => e.action.type)).toEqual([
      'clock.next',
      'announce.post',
      'timer.from-template',
    ]);
    expect(r.engine.state.announcements.map((a) => a.text)).toEqual(['Orders in!']);
    expect(r.engine.state.timers).toHaveLength(1);
    const started = r.engine.state;

    r.act({ type: 'session.undo' });
    expect(r.engine.state.clock.current).toBe(0);
    expect(r.engine.state.announcements).toEqual([]);
    expect(r.engine.state.timers).toEqual([]);
    r.act({ type: 'session.redo' });
    expect(canonicalJson({ ...r.engine.state, seq: 0, lastAt: 0 })).toBe(
      canonicalJson({ ...started, seq: 0, lastAt: 0 }),
    );
  });
});
