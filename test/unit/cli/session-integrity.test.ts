import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileVerifyReport } from '../../../host/session-verify.ts';
import type { SessionForkReport } from '../../../cli/commands/session-fork.ts';
import { serializeScenario } from '../../../scenarios/format/parse.ts';
import { timedScenario } from '../host/session-fixtures.ts';
import { runCli, tempDir } from './run-cli.ts';

/**
 * The command line on logs that do not hold together: `session act` refuses and writes
 * nothing, `session fork` and `session accept` are Control's two ways on, and `session
 * verify` says when nothing was there to compare the log's head with.
 */

let temp: ReturnType<typeof tempDir>;
beforeEach(async () => {
  temp = tempDir('integrity');
  await writeFile(path.join(temp.dir, 'harbour.lodestar.json'), serializeScenario(timedScenario()));
});
afterEach(() => temp.remove());

const T0 = Date.parse('2031-04-05T16:00:00Z');

/** A session of five entries in `dir` (a data folder's sessions folder, or anywhere). */
async function playedSession(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'night.session.jsonl');
  const made = await runCli(
    ['session', 'new', 'harbour.lodestar.json', '--seed', 'r', '--out', file],
    { cwd: temp.dir },
  );
  expect(made.code, made.stderr).toBe(0);
  const acts = [
    '{"type":"clock.start"}',
    '{"type":"announce.post","text":"Doors open","urgent":false}',
    '{"type":"random.pick","label":"Who starts","options":["Red","Blue"]}',
    '{"type":"session.note","text":"Blue asked for a ruling"}',
    '{"type":"clock.pause"}',
  ];
  for (const [i, json] of acts.entries()) {
    const at = String(T0 + i * 60_000);
    const run = await runCli(['session', 'act', file, json, '--by', 'Ana', '--at', at]);
    expect(run.code, run.stderr).toBe(0);
  }
  return file;
}

const linesOf = async (file: string) => (await readFile(file, 'utf8')).trimEnd().split('\n');

async function editNote(file: string): Promise<void> {
  const lines = await linesOf(file);
  lines[4] = lines[4]!.replace('Blue asked for a ruling', 'Blue won');
  await writeFile(file, `${lines.join('\n')}\n`);
}

/** Every file in the folder with its bytes, to show that nothing was written. */
async function folderBytes(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of (await readdir(dir)).sort())
    out[name] = await readFile(path.join(dir, name), 'utf8');
  return out;
}

describe('lodestar session act on a log that does not hold together', () => {
  it('refuses an edited log under its snapshot, naming the entry, and writes nothing', async () => {
    const sessions = path.join(temp.dir, 'data', 'sessions');
    const file = await playedSession(sessions);
    await editNote(file);
    const before = await folderBytes(sessions);
    const run = await runCli(['session', 'act', file, '{"type":"clock.resume"}']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('refused:');
    expect(run.stderr).toContain(
      'entry 4 does not match its hash: it was changed after it was written',
    );
    expect(run.stderr).toContain(`lodestar session fork ${file} --from 3`);
    expect(run.stderr).toContain(`lodestar session accept ${file} --reason`);
    expect(await folderBytes(sessions)).toEqual(before);
  });

  it('refuses a log whose last entries were cut off, against the sessions index', async () => {
    const sessions = path.join(temp.dir, 'data', 'sessions');
    const file = await playedSession(sessions);
    const lines = await linesOf(file);
    await writeFile(file, `${lines.slice(0, -2).join('\n')}\n`);
    await rm(file.replace('.session.jsonl', '.snapshot.json'));
    const before = await folderBytes(sessions);
    const run = await runCli(['session', 'act', file, '{"type":"clock.resume"}']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /the log ends at entry 3 but entry 5 .*: the last 2 entries are missing/,
    );
    expect(run.stderr).toContain(
      'the snapshot written at entry 5 (recorded in the sessions index) is missing',
    );
    expect(await folderBytes(sessions)).toEqual(before);
  });
});

describe('lodestar session fork and accept', () => {
  it('fork writes a new session from the last good entry; the old one stays read-only', async () => {
    const sessions = path.join(temp.dir, 'data', 'sessions');
    const file = await playedSession(sessions);
    await editNote(file);
    const past = await runCli(['session', 'fork', file, '--from', '4']);
    expect(past.code).toBe(1);
    expect(past.stderr).toContain('entry 4 is past the last good entry (3)');

    const run = await runCli(['session', 'fork', file, '--json']);
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as SessionForkReport;
    expect(report).toMatchObject({ fromSeq: 3, seq: 4 });
    expect(path.dirname(report.file)).toBe(sessions);
    const verified = await runCli(['session', 'verify', report.file]);
    expect(verified.code, verified.stdout).toBe(0);
    expect(verified.stdout).toContain('log holds the head recorded in the sessions index');
    const shown = await runCli(['session', 'show', report.file]);
    expect(shown.stdout).toMatch(
      /Forked from session \S+-harbour-night-\w+ at entry 3 \(1 problem in it/,
    );
    const acted = await runCli(['session', 'act', report.file, '{"type":"clock.pause"}']);
    expect(acted.code, acted.stderr).toBe(0);
    expect((await runCli(['session', 'act', file, '{"type":"clock.pause"}'])).code).toBe(1);
  });

  it('accept logs the decision and its reason; the session can be acted in again', async () => {
    const sessions = path.join(temp.dir, 'data', 'sessions');
    const file = await playedSession(sessions);
    await editNote(file);
    expect((await runCli(['session', 'accept', file])).code).toBe(2); // --reason is required
    const run = await runCli([
      'session',
      'accept',
      file,
      '--reason',
      'Ana corrected the note by hand',
      '--by',
      'Ana',
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      'accepted as it is at entry 6 (1 problem): Ana corrected the note by hand',
    );
    const acted = await runCli(['session', 'act', file, '{"type":"clock.resume"}']);
    expect(acted.code, acted.stderr).toBe(0);
    expect(acted.stderr).toContain('accepted as it is at entry 6 by Ana');
    const verified = await runCli(['session', 'verify', file]);
    expect(verified.code, verified.stdout).toBe(0);
    expect(verified.stderr).toContain('accepted as it is at entry 6 by Ana');
    const again = await runCli(['session', 'accept', file, '--reason', 'again']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('there is nothing to accept');
  });
});

describe('lodestar session verify with nothing to compare the head with', () => {
  it('says so for a log cut short outside a data folder, and fails with --strict', async () => {
    const file = await playedSession(path.join(temp.dir, 'loose'));
    const lines = await linesOf(file);
    await writeFile(file, `${lines.slice(0, -1).join('\n')}\n`);
    await rm(file.replace('.session.jsonl', '.snapshot.json'));
    const run = await runCli(['session', 'verify', file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'verified 4 entries: chain intact, replay matches the recorded results (no snapshot to compare); but nothing to compare the head with: a cut tail cannot be detected; pass --anchor SEQ:HASH',
    );
    const strict = await runCli(['session', 'verify', file, '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain('--strict');
    const json = JSON.parse(
      (await runCli(['session', 'verify', file, '--json'])).stdout,
    ) as FileVerifyReport;
    expect(json.headCompared).toBe(false);

    // With the head typed from a screen there is something to compare with.
    const last = JSON.parse(lines.at(-1)!) as { seq: number; hash: string };
    const anchored = await runCli([
      'session',
      'verify',
      file,
      '--strict',
      '--anchor',
      `${last.seq}:${last.hash.slice(0, 6)}`,
    ]);
    expect(anchored.code).toBe(1);
    expect(anchored.stdout).toContain('the last 1 entry is missing');
  });

  it('passes --strict when the snapshot or the index was there to compare with', async () => {
    const loose = await playedSession(path.join(temp.dir, 'loose'));
    expect((await runCli(['session', 'verify', loose, '--strict'])).code).toBe(0);
    const kept = await playedSession(path.join(temp.dir, 'data', 'sessions'));
    await rm(kept.replace('.session.jsonl', '.snapshot.json'));
    const inIndex = await runCli(['session', 'verify', kept, '--strict']);
    expect(inIndex.stdout).toContain('the snapshot written at entry 5');
    expect(inIndex.code).toBe(1);
  });

  it('warns of a missing sessions index', async () => {
    const sessions = path.join(temp.dir, 'data', 'sessions');
    const file = await playedSession(sessions);
    await rm(path.join(sessions, 'index.json'));
    const run = await runCli(['session', 'verify', file]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(
      'warning: ' +
        file +
        ": the sessions index (index.json) is missing, so the log's head cannot be compared with it: a cut tail cannot be detected",
    );
  });
});
