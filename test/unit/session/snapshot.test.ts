import { describe, expect, it } from 'vitest';
import { parseSnapshot, snapshotFileText } from '../../../session/snapshot.ts';
import { parseLogEntry } from '../../../session/log-entry.ts';
import { entryKind, controlLine, logLineMatches } from '../../../session/describe.ts';
import { lodestarSession } from '../../../features/index.ts';
import { AUTOMATION_AUTHOR } from '../../../session/types.ts';
import { recorder } from './session-fixtures.ts';
import { SessionEngine } from '../../../session/engine.ts';

const roundTrip = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

function played() {
  const r = recorder();
  r.act({ type: 'announce.post', text: 'Welcome' });
  r.act({ type: 'clock.start' });
  r.act({ type: 'clock.next' });
  return r;
}

describe('parseSnapshot', () => {
  it('reads back a snapshot written as JSON', () => {
    const r = played();
    const snapshot = r.engine.snapshot(123);
    expect(parseSnapshot(roundTrip(snapshot), lodestarSession)).toEqual(snapshot);
  });

  it('reads one written before a plugin existed; replay starts that slice or replays the log', () => {
    const r = played();
    for (const key of ['adjudication', 'draws']) {
      const snapshot = roundTrip(r.engine.snapshot(1)) as {
        history: { state: Record<string, unknown> };
      };
      delete snapshot.history.state[key];
      const parsed = parseSnapshot(snapshot, lodestarSession);
      if ('error' in parsed) throw new Error(parsed.error);
      const engine = SessionEngine.replay(r.engine.header, r.log, lodestarSession, {
        snapshot: parsed,
      });
      // A slice that starts empty is added and the snapshot used; either way, the same state.
      if (key === 'adjudication') expect(engine.warnings).toEqual([]);
      expect(engine.state).toEqual(r.engine.state);
    }
  });

  it('says what is wrong with one that is not usable', () => {
    const snapshot = roundTrip(played().engine.snapshot(1)) as Record<string, unknown>;
    expect(parseSnapshot('x', lodestarSession)).toMatchObject({
      error: expect.stringMatching(/^not a usable/),
    });
    expect(parseSnapshot({ ...snapshot, format: 'other' }, lodestarSession)).toMatchObject({
      error: expect.stringMatching(/\$\.format: not a Lodestar session snapshot/),
    });
    expect(parseSnapshot({ ...snapshot, hash: 'abc' }, lodestarSession)).toMatchObject({
      error: expect.stringMatching(/\$\.hash/),
    });
    expect(parseSnapshot({ ...snapshot, seq: 1 }, lodestarSession)).toMatchObject({
      error: expect.stringMatching(/its state is at entry 5, not 1/),
    });
    const history = snapshot.history as { state: Record<string, unknown> };
    expect(
      parseSnapshot(
        {
          ...snapshot,
          history: { ...history, state: { ...history.state, rng: null } },
        },
        lodestarSession,
      ),
    ).toMatchObject({ error: expect.stringMatching(/\$\.history\.state\.rng/) });
  });
});

describe('parseLogEntry', () => {
  it('accepts what the engine writes', () => {
    for (const entry of played().log) expect(parseLogEntry(roundTrip(entry))).toEqual(entry);
  });

  it('names the field that is wrong', () => {
    const [entry] = played().log;
    expect(parseLogEntry({ ...entry, seq: 0 })).toMatchObject({
      error: expect.stringMatching(/\$\.seq: must be at least 1/),
    });
    expect(parseLogEntry({ ...entry, action: { text: 'x' } })).toMatchObject({
      error: expect.stringMatching(/\$\.action\.type/),
    });
    expect(parseLogEntry({ ...entry, prev: 'nope' })).toMatchObject({
      error: expect.stringMatching(/\$\.prev: must be a SHA-256 hash/),
    });
    expect(parseLogEntry({ ...entry, sneaky: 1 })).toMatchObject({
      error: expect.stringMatching(/sneaky/),
    });
    expect(parseLogEntry(null)).toMatchObject({ error: expect.stringMatching(/^not a session/) });
  });
});

describe('log lines', () => {
  it('describe, classify and mark automated entries', () => {
    const r = played();
    const registry = lodestarSession.registry;
    const lines = r.log.map((e) => controlLine(e, r.engine.header, registry));
    expect(lines[0]).toMatchObject({
      kind: 'announcement',
      text: 'Announcement: Welcome',
      automated: false,
    });
    const automated = lines.filter((l) => l.automated);
    expect(automated.map((l) => l.kind)).toEqual(['announcement', 'timer']);
    expect(automated.every((l) => l.by === AUTOMATION_AUTHOR && l.causedBy === 3)).toBe(true);
    expect(entryKind({ ...r.log[0]!, action: { type: 'weather.change' } }, registry)).toBe(
      'session',
    );
    expect(logLineMatches(lines[0]!, 'welc')).toBe(true);
    expect(logLineMatches(lines[0]!, 'ANA')).toBe(true);
    expect(logLineMatches(lines[0]!, 'raid')).toBe(false);
    expect(logLineMatches(lines[0]!, '  ')).toBe(true);
  });
});

describe('snapshot files', () => {
  function long() {
    const r = recorder();
    r.act({ type: 'clock.start' });
    for (let i = 0; i < 80; i++) r.act({ type: 'announce.post', text: `Bulletin ${i}` });
    return r;
  }

  it('read back what they write, undo states included, sharing the live state', () => {
    const snapshot = long().engine.snapshot(7);
    const read = parseSnapshot(JSON.parse(snapshotFileText(snapshot)), lodestarSession);
    expect(read).toEqual(snapshot);
    if ('error' in read) throw new Error(read.error);
    const [first, second] = read.history.past;
    expect(second?.state.draws).toBe(first?.state.draws);
  });

  it('hold the state once, not once per undo step', () => {
    const snapshot = long().engine.snapshot(7);
    const everyStateWhole = JSON.stringify(snapshot).length;
    const written = snapshotFileText(snapshot).length;
    // Written whole, the 30 undo steps would be 30 states; shared, the file holds the state
    // once and what each step changed (here each step's list of up to 80 bulletins).
    expect(snapshot.history.past.length).toBe(30);
    expect(written).toBeLessThan(everyStateWhole / 4);
  });

  it('written by earlier versions, with every undo state whole, are still read', () => {
    const snapshot = long().engine.snapshot(7);
    expect(parseSnapshot(roundTrip(snapshot), lodestarSession)).toEqual(snapshot);
  });

  it('whose shared table is damaged are refused with the reason', () => {
    const file = JSON.parse(snapshotFileText(long().engine.snapshot(7))) as {
      history: { table: unknown[] };
    };
    file.history.table = [];
    expect(parseSnapshot(file, lodestarSession)).toMatchObject({
      error: expect.stringMatching(/history cannot be read \(a reference to entry/),
    });
  });
});
