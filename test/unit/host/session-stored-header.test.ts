import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalJson, hashEntry, hashStoredHeader } from '../../../session/hash.ts';
import { createHeader } from '../../../session/session-header.ts';
import type { LogEntry } from '../../../session/types.ts';
import { SessionFile } from '../../../host/session-file.ts';
import { verifySessionFile } from '../../../host/session-verify.ts';
import { START, timedScenario } from './session-fixtures.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * Rewrites a session file as an older Lodestar would have stored it: the header's scenario
 * without a field the current format fills in by default, and the chain re-linked to that
 * stored header. Reading fills the field in again, so the parsed header hashes differently.
 */
function storeHeaderWithoutDefault(journalPath: string): void {
  const [first, ...rest] = readFileSync(journalPath, 'utf8').trimEnd().split('\n');
  const header = JSON.parse(first!) as { scenario: { meta: Record<string, unknown> } };
  delete header.scenario.meta.description;
  let prev = hashStoredHeader(header);
  const lines = [canonicalJson(header)];
  for (const line of rest) {
    const { hash: _old, ...entry } = JSON.parse(line) as LogEntry;
    const relinked = { ...entry, prev };
    prev = hashEntry(relinked);
    lines.push(canonicalJson({ ...relinked, hash: prev }));
  }
  writeFileSync(journalPath, `${lines.join('\n')}\n`);
}

describe('a header stored in an older shape', () => {
  it('still opens and verifies: entry 1 links to the header as stored', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lodestar-stored-header-'));
    dirs.push(dir);
    const journalPath = path.join(dir, 'night.session.jsonl');
    const header = createHeader({
      id: 'night',
      title: 'Night',
      scenarioId: null,
      scenario: timedScenario(),
      seed: 'stored',
      createdAt: START,
      createdBy: 'Control',
      utcOffsetMinutes: 0,
    });
    const file = await SessionFile.create(journalPath, header);
    await file.append({ type: 'clock.start' }, { at: START + 1000, by: 'Control' });
    await file.append({ type: 'clock.next' }, { at: START + 2000, by: 'Control' });
    await file.close(START + 3000);
    rmSync(path.join(dir, 'night.snapshot.json'), { force: true });

    storeHeaderWithoutDefault(journalPath);

    const report = await verifySessionFile(journalPath);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    const reopened = await SessionFile.open(journalPath);
    const entries = await reopened.append(
      { type: 'clock.pause' },
      { at: START + 4000, by: 'Control' },
    );
    expect(entries[0]?.seq).toBeGreaterThan(2);
    await reopened.close(START + 5000);
    expect((await verifySessionFile(journalPath)).ok).toBe(true);
  });
});
