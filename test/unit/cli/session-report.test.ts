import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Papa from 'papaparse';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionReportReport } from '../../../cli/commands/session-report.ts';
import type { FileVerifyReport } from '../../../host/session-verify.ts';
import { serializeScenario } from '../../../scenarios/format/parse.ts';
import { timedScenario } from '../host/session-fixtures.ts';
import { runCli, tempDir } from './run-cli.ts';

let temp: ReturnType<typeof tempDir>;
let sessionsDir: string;
beforeEach(async () => {
  temp = tempDir('report');
  sessionsDir = path.join(temp.dir, 'data', 'sessions');
  await mkdir(sessionsDir, { recursive: true });
  await writeFile(path.join(temp.dir, 'harbour.lodestar.json'), serializeScenario(timedScenario()));
});
afterEach(() => temp.remove());

const T0 = Date.parse('2031-04-05T16:00:00Z');

/** A session in the data folder's sessions folder, so `act` keeps its head in the index. */
async function playedSession(): Promise<{ file: string; id: string }> {
  const file = path.join(sessionsDir, 'night.session.jsonl');
  const made = await runCli(
    ['session', 'new', 'harbour.lodestar.json', '--seed', 'r', '--out', file],
    {
      cwd: temp.dir,
    },
  );
  expect(made.code, made.stderr).toBe(0);
  const acts = [
    '{"type":"clock.start"}',
    '{"type":"announce.post","text":"Doors open","urgent":false}',
    '{"type":"random.pick","label":"Who starts","options":["Red","Blue"]}',
    '{"type":"clock.next"}',
  ];
  for (const [i, json] of acts.entries()) {
    const run = await runCli([
      'session',
      'act',
      file,
      json,
      '--by',
      'Ana',
      '--at',
      String(T0 + i * 60_000),
    ]);
    expect(run.code, run.stderr).toBe(0);
  }
  const header = JSON.parse((await readFile(file, 'utf8')).split('\n')[0]!) as { id: string };
  // The file is named after its id, as the app names it, so the id finds it.
  const named = path.join(sessionsDir, `${header.id}.session.jsonl`);
  await writeFile(named, await readFile(file));
  await rm(file);
  // The snapshot goes with it: the sessions index recorded it, so a missing one is a problem.
  const snapshot = file.replace('.session.jsonl', '.snapshot.json');
  await writeFile(named.replace('.session.jsonl', '.snapshot.json'), await readFile(snapshot));
  await rm(snapshot);
  return { file: named, id: header.id };
}

const lines = async (file: string) => (await readFile(file, 'utf8')).trimEnd().split('\n');

describe('lodestar session report', () => {
  it('writes a self-contained HTML report of a session file and prints its path', async () => {
    const { file, id } = await playedSession();
    const run = await runCli(['session', 'report', file], { cwd: temp.dir });
    expect(run.code, run.stderr).toBe(0);
    const out = run.stdout.trim();
    expect(out).toBe(path.join(temp.dir, `${id}-report.html`));
    const html = await readFile(out, 'utf8');
    expect(html).toContain('The log verifies.');
    expect(html).toContain('Doors open');
    expect(html).toContain('Random pick “Who starts”');
    expect(html).not.toMatch(/https?:\/\//);

    const again = await runCli(['session', 'report', file], { cwd: temp.dir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists; nothing was written');
    expect((await runCli(['session', 'report', file, '--force'], { cwd: temp.dir })).code).toBe(0);
  });

  it('finds a session by id in the data folder and writes PDF and CSV', async () => {
    const { id } = await playedSession();
    const data = path.join(temp.dir, 'data');
    const pdf = await runCli(
      ['session', 'report', id, '--data', data, '--format', 'pdf', '--out', 'r.pdf', '--json'],
      { cwd: temp.dir },
    );
    expect(pdf.code, pdf.stderr).toBe(0);
    const report = JSON.parse(pdf.stdout) as SessionReportReport;
    expect(report).toMatchObject({ format: 'pdf', entries: 5, verified: true });
    expect(report.head).toMatch(/^#5·[0-9a-f]{6}$/);
    const doc = await PDFDocument.load(await readFile(path.join(temp.dir, 'r.pdf')));
    expect(doc.getPageCount()).toBeGreaterThan(0);

    const csv = await runCli(['session', 'report', id, '--format', 'csv', '--out', 'log.csv'], {
      cwd: temp.dir,
      env: { LODESTAR_DATA: data },
    });
    expect(csv.code, csv.stderr).toBe(0);
    const rows = Papa.parse<string[]>(
      (await readFile(path.join(temp.dir, 'log.csv'), 'utf8')).trim(),
    );
    expect(rows.data[0]?.[0]).toBe('seq');
    expect(rows.data.length).toBe(1 + 5);
  });

  it('reports a cut log as not verifying, naming the missing entries', async () => {
    const { file } = await playedSession();
    const all = await lines(file);
    await writeFile(file, `${all.slice(0, -2).join('\n')}\n`);
    const run = await runCli(['session', 'report', file, '--out', 'cut.html'], { cwd: temp.dir });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('the log does not verify');
    const html = await readFile(path.join(temp.dir, 'cut.html'), 'utf8');
    expect(html).toContain('The log does not verify.');
    expect(html).toContain('the log ends at entry 3 but entry 5');
    expect(html).toContain('the last 2 entries are missing');
  });

  it('refuses an unknown session, a bad format and a bad anchor', async () => {
    const missing = await runCli(['session', 'report', 'no-such-session', '--data', temp.dir]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('is neither a session file nor a session in');
    expect((await runCli(['session', 'report', 'x', '--format', 'docx'])).code).toBe(2);
    const anchor = await runCli(['session', 'report', 'x', '--anchor', '12']);
    expect(anchor.code).toBe(2);
    expect(anchor.stderr).toContain('SEQ:HASHPREFIX');
  });
});

describe('lodestar session verify with the recorded head', () => {
  it('keeps the head in the sessions index as actions are appended from the command line', async () => {
    const { file } = await playedSession();
    const ok = await runCli(['session', 'verify', file]);
    expect(ok.code, ok.stdout).toBe(0);
    expect(ok.stdout).toContain('log holds the head recorded in the sessions index');
  });

  it('fails a log cut short with its snapshot deleted, naming the gap', async () => {
    const { file } = await playedSession();
    const all = await lines(file);
    const last = JSON.parse(all.at(-1)!) as { seq: number; hash: string };
    await writeFile(file, `${all.slice(0, -1).join('\n')}\n`);
    await rm(file.replace('.session.jsonl', '.snapshot.json'));
    await rm(path.join(sessionsDir, 'index.json'));
    const withoutIndex = await runCli(['session', 'verify', file]);
    expect(withoutIndex.code).toBe(0); // the chain alone cannot tell, and says so
    expect(withoutIndex.stderr).toContain('the sessions index (index.json) is missing');
    expect(withoutIndex.stdout).toContain('nothing to compare the head with');
    const typed = await runCli([
      'session',
      'verify',
      file,
      '--anchor',
      `${last.seq}:${last.hash.slice(0, 6)}`,
      '--json',
    ]);
    expect(typed.code).toBe(1);
    const report = JSON.parse(typed.stdout) as FileVerifyReport;
    expect(report.problems.map((p) => p.message)).toEqual([
      `the log ends at entry ${last.seq - 1} but entry ${last.seq} (hash ${last.hash.slice(0, 6)}…) was recorded on the command line: the last 1 entry is missing`,
    ]);
  });
});
