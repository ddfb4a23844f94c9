import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../features/index.ts';
import { canonicalJson } from '../../../session/hash.ts';
import { SessionFile } from '../../../host/session-file.ts';
import { verifySessionFile } from '../../../host/session-verify.ts';

/**
 * Session files written before the engines became plugins (every feature's action, from a
 * So Say We All, an Aquila Rift and a TI3 game) still open, verify, and replay to the very
 * state that version reached. The TI3 one comes with that version's snapshot, which is still
 * used rather than replayed over.
 */

const fixtures = fileURLToPath(new URL('../../fixtures/sessions/', import.meta.url));
const GAMES = ['so-say-we-all', 'aquila-rift', 'ti3-patch'];

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'lodestar-old-sessions-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function copy(name: string, withSnapshot: boolean): string {
  const journal = path.join(dir, `${name}.session.jsonl`);
  copyFileSync(path.join(fixtures, `${name}.session.jsonl`), journal);
  if (withSnapshot)
    copyFileSync(
      path.join(fixtures, `${name}.snapshot.json`),
      path.join(dir, `${name}.snapshot.json`),
    );
  return journal;
}

const expectedState = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(fixtures, `${name}.state.json`), 'utf8'));

/** Slices of plugins those versions did not have: they start as a new session's do. */
const NEWER_SLICES = ['maps', 'endings', 'heldDice', 'initiative'] as const;

/** The state without the newer slices, which must be as a new session starts them. */
function olderPart(file: SessionFile): string {
  const state = { ...file.engine.state } as Record<string, unknown>;
  const fresh = lodestarSession.initialState(file.engine.header) as unknown as Record<
    string,
    unknown
  >;
  for (const key of NEWER_SLICES) {
    expect(canonicalJson(state[key])).toBe(canonicalJson(fresh[key]));
    delete state[key];
  }
  return canonicalJson(state);
}

describe('session files from before the plugins', () => {
  it.each(GAMES)('%s verifies, with every entry replaying to its recorded result', async (name) => {
    const report = await verifySessionFile(copy(name, false));
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.entryCount).toBeGreaterThan(5);
  });

  it.each(GAMES)('%s opens to the state that version reached', async (name) => {
    const file = await SessionFile.open(copy(name, false));
    expect(olderPart(file)).toBe(canonicalJson(expectedState(name)));
    await file.abandon();
  });

  it('opens from a snapshot that version wrote, the newer slices added as they start', async () => {
    const file = await SessionFile.open(copy('ti3-patch', true));
    expect(file.warnings).toEqual([]);
    expect(file.unsnapshotted).toBe(0);
    expect(olderPart(file)).toBe(canonicalJson(expectedState('ti3-patch')));
    await file.abandon();
  });

  it('takes new actions after the old ones', async () => {
    const file = await SessionFile.open(copy('so-say-we-all', false));
    const before = file.seq;
    await file.append(
      { type: 'session.note', text: 'Picked up again' },
      { at: Date.now(), by: 'Ana' },
    );
    expect(file.seq).toBe(before + 1);
    await file.close(Date.now());
    expect((await verifySessionFile(path.join(dir, 'so-say-we-all.session.jsonl'))).ok).toBe(true);
  });
});
