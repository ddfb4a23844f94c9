import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashEntry } from '../../../session/hash.ts';
import type { LogEntry } from '../../../session/types.ts';
import { SessionStore } from '../../../host/session-store.ts';
import { verifySessionFile } from '../../../host/session-verify.ts';
import { manualClock, timedScenario } from '../host/session-fixtures.ts';
import { makeDataDir, removeDataDir } from '../host/temp-library.ts';

/** A host's store and a standby's, copying through `journal` → `copyFromHost` as the follower does. */
let hostDir: string;
let copyDir: string;
let host: SessionStore;
let copy: SessionStore;
const clock = manualClock();

beforeEach(async () => {
  hostDir = await makeDataDir();
  copyDir = await makeDataDir();
  host = await SessionStore.open(hostDir, { now: clock.now, log: () => {} });
  copy = await SessionStore.open(copyDir, { now: clock.now, log: () => {} });
  copy.setReadOnly('a standby');
});
afterEach(async () => {
  await host.close();
  await copy.close();
  await removeDataDir(hostDir);
  await removeDataDir(copyDir);
});

async function hostSession(): Promise<string> {
  const { id } = await host.create({
    scenario: timedScenario(),
    scenarioId: 'harbour-night',
    facilitator: 'Ana',
    seed: 'fixed',
  });
  await host.act(id, { type: 'clock.start' }, 'Ana');
  for (let i = 0; i < 3; i++)
    await host.act(id, { type: 'random.pick', label: 'Die', options: ['1', '2', '3'] }, 'Ana');
  return id;
}

const journalOf = (dir: string, id: string) => path.join(dir, 'sessions', `${id}.session.jsonl`);

describe('copying a session from a host', () => {
  it('makes a byte-identical journal that verifies, in pages', async () => {
    const id = await hostSession();
    let held = 0;
    for (;;) {
      const page = await host.journal(id, held + 1, 2);
      const copied = await copy.copyFromHost(id, page.headerHash, page.header, page.entries);
      expect(copied.problem).toBeNull();
      held = copied.seq;
      if (held >= page.seq) break;
    }
    expect(await readFile(journalOf(copyDir, id), 'utf8')).toBe(
      await readFile(journalOf(hostDir, id), 'utf8'),
    );
    const report = await verifySessionFile(journalOf(copyDir, id));
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    // Read-only for clients meanwhile.
    await expect(copy.act(id, { type: 'session.note', text: 'x' }, 'Bo')).rejects.toThrow(
      'a standby',
    );
  });

  it('writes nothing from a tampered entry, and keeps the sound ones before it', async () => {
    const id = await hostSession();
    const page = await host.journal(id, 1, 100);
    const entries = page.entries as LogEntry[];
    const tampered = { ...entries[2], by: 'Mallory' } as LogEntry;
    const copied = await copy.copyFromHost(id, page.headerHash, page.header, [
      entries[0],
      entries[1],
      tampered,
      entries[3],
    ]);
    expect(copied.seq).toBe(2);
    expect(copied.problem).toMatch(/entry 3 does not match its hash/);
    const lines = (await readFile(journalOf(copyDir, id), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(3);
    expect((await verifySessionFile(journalOf(copyDir, id))).ok).toBe(true);
  });

  it('refuses a re-hashed entry whose recorded result does not replay (a forged die)', async () => {
    const id = await hostSession();
    const page = await host.journal(id, 1, 100);
    const entries = page.entries as LogEntry[];
    const die = entries.find((e) => e.action.type === 'random.pick') as LogEntry;
    const { hash: _old, ...body } = { ...die, outcome: { forged: true } };
    const forged = { ...body, hash: hashEntry(body) };
    const before = entries.slice(0, die.seq - 1);
    await expect(
      copy.copyFromHost(id, page.headerHash, page.header, [...before, forged]),
    ).rejects.toThrow(/replays to a different result/);
    expect((await copy.heldHead(id))?.seq).toBe(0);
  });

  it('refuses to continue a copy started from another header', async () => {
    const id = await hostSession();
    const page = await host.journal(id, 1, 100);
    await copy.copyFromHost(id, page.headerHash, page.header, page.entries.slice(0, 1));
    await expect(
      copy.copyFromHost(id, 'f'.repeat(64), undefined, page.entries.slice(1)),
    ).rejects.toThrow(/another header/);
  });

  it('refuses a first page without its header', async () => {
    const id = await hostSession();
    const page = await host.journal(id, 2, 100);
    expect(page.header).toBeUndefined();
    await expect(copy.copyFromHost(id, page.headerHash, undefined, page.entries)).rejects.toThrow(
      /no header/,
    );
  });
});
