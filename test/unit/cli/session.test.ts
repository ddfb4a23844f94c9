import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionActReport } from '../../../cli/commands/session-act.ts';
import type { SessionMapReport } from '../../../cli/commands/session-map.ts';
import type { SessionNewReport } from '../../../cli/commands/session-new.ts';
import type { SessionShowReport } from '../../../cli/commands/session-show.ts';
import type { FileVerifyReport } from '../../../host/session-verify.ts';
import { hashEntry } from '../../../session/hash.ts';
import { serializeScenario } from '../../../scenarios/format/parse.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { timedScenario } from '../host/session-fixtures.ts';
import { badFixtures, runCli, spawnCli, tempDir } from './run-cli.ts';
import { decodeShared } from '../../../session/shared-json.ts';

let temp: ReturnType<typeof tempDir>;
let scenarioFile: string;
beforeEach(async () => {
  temp = tempDir('session');
  scenarioFile = path.join(temp.dir, 'harbour.lodestar.json');
  await writeFile(scenarioFile, serializeScenario(timedScenario()));
});
afterEach(() => temp.remove());

const T0 = '2031-04-05T16:00:00Z';
const at = (minutes: number) => String(Date.parse(T0) + minutes * 60_000);

/** A session file with a few entries: start, next phase (+ its announcement), a pick. */
async function playedSession(): Promise<string> {
  const file = path.join(temp.dir, 'night.session.jsonl');
  const created = await runCli(['session', 'new', scenarioFile, '--seed', 'abc', '--out', file]);
  expect(created.code, created.stderr).toBe(0);
  const acts: [string, string][] = [
    ['{"type":"clock.start"}', at(0)],
    ['{"type":"clock.next"}', at(11)],
    ['{"type":"random.pick","label":"Die","options":["1","2","3","4","5","6"]}', at(12)],
  ];
  for (const [json, when] of acts) {
    const run = await runCli(['session', 'act', file, json, '--by', 'Ana', '--at', when]);
    expect(run.code, run.stderr).toBe(0);
  }
  return file;
}

const lines = async (file: string) => (await readFile(file, 'utf8')).trimEnd().split('\n');

describe('lodestar session new', () => {
  it('writes a session file from a scenario file and prints its path', async () => {
    const run = await runCli(['session', 'new', 'harbour.lodestar.json', '--seed', 's1'], {
      cwd: temp.dir,
    });
    expect(run.code, run.stderr).toBe(0);
    const file = run.stdout.trim();
    expect(path.dirname(file)).toBe(temp.dir);
    expect(path.basename(file)).toMatch(
      /^\d{4}-\d\d-\d\d-harbour-night-[a-z0-9]{4}\.session\.jsonl$/,
    );
    const [headerLine, ...rest] = await lines(file);
    expect(rest).toEqual([]);
    expect(JSON.parse(headerLine!)).toMatchObject({
      format: 'lodestar-session',
      seed: 's1',
      createdBy: 'Control',
      scenarioId: null,
      title: 'Harbour Night',
    });
  });

  it('starts from a bundled template by its id, with --json', async () => {
    const template = bundledScenarios[0]!;
    const out = path.join(temp.dir, 'template.session.jsonl');
    const run = await runCli([
      'session',
      'new',
      template.id,
      '--out',
      out,
      '--by',
      'Ana',
      '--title',
      'Saturday',
      '--json',
    ]);
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as SessionNewReport;
    expect(report).toMatchObject({ file: out, scenarioId: template.id, title: 'Saturday' });
    expect(report.seed).toMatch(/^[a-z0-9]+$/);
    expect(JSON.parse((await lines(out))[0]!)).toMatchObject({
      createdBy: 'Ana',
      seed: report.seed,
    });
  });

  it('never overwrites an existing file', async () => {
    const out = path.join(temp.dir, 'taken.session.jsonl');
    await writeFile(out, 'precious');
    const run = await runCli(['session', 'new', scenarioFile, '--out', out]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('already exists; nothing was written');
    expect(await readFile(out, 'utf8')).toBe('precious');
  });

  it('refuses an unknown scenario and an invalid scenario file with exit 1', async () => {
    const unknown = await runCli(['session', 'new', 'no-such-game']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no such scenario file, nor a bundled template');
    expect(unknown.stderr).toContain(bundledScenarios[0]!.id);
    const invalid = await runCli([
      'session',
      'new',
      path.join(badFixtures, 'invalid.lodestar.json'),
      '--out',
      path.join(temp.dir, 'x.session.jsonl'),
    ]);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toMatch(/\$\.meta\.players\.max/);
  });

  it('treats missing arguments and unknown options as usage errors (exit 2)', async () => {
    expect((await runCli(['session', 'new'])).code).toBe(2);
    const option = await runCli(['session', 'new', scenarioFile, '--colour', 'red']);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain('Run "lodestar session new --help" for usage.');
    expect((await runCli(['session', 'new', scenarioFile, '--by', ' '])).code).toBe(2);
  });
});

describe('lodestar session act', () => {
  it('appends durably and prints one line per entry, automations included', async () => {
    const file = path.join(temp.dir, 'a.session.jsonl');
    await runCli(['session', 'new', scenarioFile, '--out', file, '--seed', 'x']);
    const start = await runCli(['session', 'act', file, '{"type":"clock.start"}', '--at', at(0)]);
    expect(start.code, start.stderr).toBe(0);
    expect(start.stdout).toMatch(/^#1 \d\d:\d\d:\d\d Control: .+\n$/);
    const next = await runCli([
      'session',
      'act',
      file,
      '{"type":"clock.next"}',
      '--by',
      'Ana',
      '--at',
      at(10),
      '--json',
    ]);
    expect(next.code, next.stderr).toBe(0);
    const report = JSON.parse(next.stdout) as SessionActReport;
    expect(report.entries.map((e) => [e.seq, e.type, e.by, e.causedBy])).toEqual([
      [2, 'clock.next', 'Ana', null],
      [3, 'announce.post', 'automation', 2],
    ]);
    expect(report.entries[1]?.description).toContain('Action phase: move your fleets');
    expect(report).toMatchObject({ seq: 3, position: 'Turn 1 · Action' });
    expect(await lines(file)).toHaveLength(4);
    // The snapshot beside the file is brought up to date.
    const snapshot = JSON.parse(
      await readFile(file.replace('.session.jsonl', '.snapshot.json'), 'utf8'),
    );
    expect(snapshot.seq).toBe(3);
  });

  it('settles a table roll the rulebook leaves open: roll again, or pick a row', async () => {
    const file = path.join(temp.dir, 'duel.session.jsonl');
    const created = await runCli(['session', 'new', 'naval-duel', '--out', file, '--seed', 'x']);
    expect(created.code, created.stderr).toBe(0);
    const act = (json: string) => runCli(['session', 'act', file, json, '--by', 'Ana']);
    const gap = await act('{"type":"table.roll","table":"fleet","entered":7}');
    expect(gap.stdout).toMatch(/^#1 .+ Ana: Entered a roll on .+: The table has no row for 7\n$/);
    const again = await act('{"type":"table.reroll"}');
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/again \(for #1\): /);
    await act('{"type":"table.roll","table":"fleet","entered":8}');
    const pick = await act('{"type":"table.pick","seq":3,"row":2}');
    expect(pick.code, pick.stderr).toBe(0);
    expect(pick.stdout).toMatch(/^#4 .+ Ana: Ana picked row 2 of .+ by hand for roll #3: /);
    const none = await act('{"type":"table.pick","seq":3,"row":1}');
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(
      /roll #3 on .+ is settled: there is nothing to roll again or pick a row for/,
    );
    const verified = await runCli(['session', 'verify', file]);
    expect(verified.code, verified.stdout + verified.stderr).toBe(0);
  });

  it('refuses an invalid or rejected action with exit 1 and the reason, writing nothing', async () => {
    const file = await playedSession();
    const before = await readFile(file, 'utf8');
    const cases: [string, RegExp][] = [
      ['{"type":"clock.warp"}', /unknown action type "clock\.warp"/],
      ['{"type":"announce.post","text":""}', /\$\.text/],
      ['{"type":"clock.start"}', /refused: /],
      ['not json', /not valid JSON/],
      ['[1,2]', /must be a JSON object/],
    ];
    for (const [json, reason] of cases) {
      const run = await runCli(['session', 'act', file, json]);
      expect(run.code, json).toBe(1);
      expect(run.stderr, json).toMatch(reason);
    }
    expect(await readFile(file, 'utf8')).toBe(before);
  });

  it('drops a torn last line with a warning and appends after the last whole line', async () => {
    const file = await playedSession();
    const before = await readFile(file, 'utf8');
    await appendFile(file, '{"seq":5,"at":');
    const run = await runCli(['session', 'act', file, '{"type":"clock.pause"}', '--at', at(13)]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('the last action (line 6) was cut off by a crash');
    expect(run.stdout).toMatch(/^#5 /);
    const after = await readFile(file, 'utf8');
    expect(after.startsWith(before)).toBe(true);
    expect((await runCli(['session', 'verify', file])).code).toBe(0);
  });

  it('rejects a bad --at and missing arguments as usage errors', async () => {
    const file = await playedSession();
    for (const when of ['yesterday', '2031-04-05', '-5', '12.5']) {
      const run = await runCli(['session', 'act', file, '{"type":"clock.pause"}', `--at=${when}`]);
      expect(run.code, when).toBe(2);
      expect(run.stderr).toContain('--at must be');
    }
    expect((await runCli(['session', 'act', file])).code).toBe(2);
  });

  it('refuses to act in a damaged file', async () => {
    const file = await playedSession();
    const all = await lines(file);
    all[2] = 'garbage';
    await writeFile(file, `${all.join('\n')}\n`);
    const run = await runCli(['session', 'act', file, '{"type":"clock.pause"}']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('line 3: not valid JSON');
    expect((await lines(file))[2]).toBe('garbage');
  });
});

describe('lodestar session show', () => {
  it('prints the title, seed, clock, announcements and the log', async () => {
    const file = await playedSession();
    const run = await runCli(['session', 'show', file, '--at', at(20)]);
    expect(run.code, run.stderr).toBe(0);
    const out = run.stdout;
    expect(out).toMatch(/^Harbour Night \(.+\)\n/);
    expect(out).toContain('Seed: abc');
    expect(out).toContain('Status: running · 4 entries');
    // Action started at +11 min and lasts 15: at +20 there are 6 minutes left.
    expect(out).toContain('Clock: Turn 1 · Action — 6:00 left');
    expect(out).toContain('Next: Turn 1 · Talks');
    expect(out).toContain('Action phase: move your fleets');
    expect(out).toMatch(/Log \(all 4\):\n {2}#1 .+\n {2}#2 .+\n {2}#3 .+\n {2}#4 .+Die.+\n$/);
  });

  it('says how long an untimed phase has run, never a negative time left', async () => {
    const ti3 = bundledScenarios.find((b) => b.id === 'ti3-patch');
    const scenario = path.join(temp.dir, 'ti3.lodestar.json');
    await writeFile(scenario, serializeScenario(ti3!.scenario));
    const file = path.join(temp.dir, 'ti3.session.jsonl');
    expect((await runCli(['session', 'new', scenario, '--seed', 'u', '--out', file])).code).toBe(0);
    const started = await runCli(['session', 'act', file, '{"type":"clock.start"}', '--at', at(0)]);
    expect(started.code, started.stderr).toBe(0);
    const run = await runCli(['session', 'show', file, '--at', at(25)]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Clock: Round 1 · Strategy — untimed, 25:00 so far\n/);
    expect(run.stdout).not.toMatch(/left|overrun/);
  });

  it('prints the whole report with --json, at most the last 20 log lines', async () => {
    const file = await playedSession();
    for (let i = 0; i < 25; i++) {
      await runCli([
        'session',
        'act',
        file,
        `{"type":"session.note","text":"n${i}"}`,
        '--at',
        at(13),
      ]);
    }
    const run = await runCli(['session', 'show', file, '--at', at(14), '--json']);
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as SessionShowReport;
    expect(report).toMatchObject({ seed: 'abc', entries: 29, status: 'running' });
    expect(report.clock).toMatchObject({ status: 'running', phaseName: 'Action' });
    expect(report.log.map((l) => l.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 10));
    expect(report.announcements).toHaveLength(1);
  });

  it('reports a file that is not a session with exit 1', async () => {
    const run = await runCli(['session', 'show', scenarioFile]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('line 1');
    expect((await runCli(['session', 'show', path.join(temp.dir, 'missing.jsonl')])).code).toBe(1);
  });
});

describe('lodestar session verify', () => {
  it('confirms an intact file with exit 0', async () => {
    const file = await playedSession();
    const run = await runCli(['session', 'verify', file]);
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toBe('verified 4 entries: chain intact, replay matches the snapshot\n');
    const json = JSON.parse(
      (await runCli(['session', 'verify', file, '--json'])).stdout,
    ) as FileVerifyReport;
    expect(json).toMatchObject({ ok: true, entryCount: 4, snapshot: 'compared', problems: [] });
  });

  it('fails with exit 1 on an entry changed after it was written', async () => {
    const file = await playedSession();
    const all = await lines(file);
    all[4] = all[4]!.replace(/"outcome":\{"value":"\d"\}/, '"outcome":{"value":"6"}');
    expect(all[4]).toContain('"value":"6"');
    await writeFile(file, `${all.join('\n')}\n`);
    const run = await runCli(['session', 'verify', file]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`${file}: line 5: entry 4 does not match its hash`);
  });

  it('fails when a forger re-hashes a changed result: the replay disagrees', async () => {
    const file = await playedSession();
    const all = await lines(file);
    const entry = JSON.parse(all[4]!);
    const other = ['1', '2', '3', '4', '5', '6'].find((v) => v !== entry.outcome.value);
    entry.outcome = { value: other };
    entry.hash = hashEntry(entry);
    all[4] = JSON.stringify(entry);
    await writeFile(file, `${all.join('\n')}\n`);
    const run = await runCli(['session', 'verify', file]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /line 5: entry 4 \(random\.pick\) replays to .+ but the log recorded/,
    );
  });

  it('fails on a removed entry and on a snapshot that disagrees with the replay', async () => {
    const file = await playedSession();
    const all = await lines(file);
    await writeFile(file, `${[...all.slice(0, 2), ...all.slice(3)].join('\n')}\n`);
    const removed = await runCli(['session', 'verify', file]);
    expect(removed.code).toBe(1);
    expect(removed.stdout).toMatch(/line 3: entry 2 /);

    await writeFile(file, `${all.join('\n')}\n`);
    const snapshotFile = file.replace('.session.jsonl', '.snapshot.json');
    const written = JSON.parse(await readFile(snapshotFile, 'utf8'));
    const snapshot = { ...written, version: 1, history: decodeShared(written.history) };
    snapshot.history.state.announcements = [];
    await writeFile(snapshotFile, JSON.stringify(snapshot));
    const tampered = await runCli(['session', 'verify', file]);
    expect(tampered.code).toBe(1);
    expect(tampered.stdout).toContain("the snapshot's state at entry 4 differs from a replay");
  });

  it('warns about a torn last line but verifies the rest', async () => {
    const file = await playedSession();
    await appendFile(file, '{"seq":5');
    const run = await runCli(['session', 'verify', file]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('warning:');
    expect(run.stderr).toContain('(line 6) was cut off by a crash');
    expect(run.stdout).toContain('verified 4 entries');
  });

  it('lists a line that is not an entry with its line number', async () => {
    const file = await playedSession();
    const all = await lines(file);
    all[1] = '{"not":"an entry"}';
    await writeFile(file, `${all.join('\n')}\n`);
    const run = await runCli(['session', 'verify', file]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`${file}: line 2: not a session log entry`);
  });
});

describe('lodestar session (the command group)', () => {
  it('has help for the group and for each subcommand', async () => {
    const group = await runCli(['session', '--help']);
    expect(group.code).toBe(0);
    expect(group.stdout).toMatch(/^Usage: lodestar session/);
    for (const sub of ['new', 'act', 'show', 'verify']) {
      expect(group.stdout).toMatch(new RegExp(`^  ${sub}\\s+\\S`, 'm'));
      const help = await runCli(['session', sub, '--help']);
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(new RegExp(`^Usage: lodestar session ${sub} `));
      expect(help.stdout).toContain('Exit codes:');
      expect((await runCli(['help', 'session', sub])).stdout).toBe(help.stdout);
    }
  });

  it('answers a missing or unknown subcommand with exit 2', async () => {
    const none = await runCli(['session']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain(
      'lodestar session: missing command (new, act, show, map, verify, fork, accept, report)',
    );
    const unknown = await runCli(['session', 'replay']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('lodestar session: unknown command "replay"');
  });

  it('runs end to end through bin/lodestar.js', { timeout: 60_000 }, async () => {
    const file = path.join(temp.dir, 'spawned.session.jsonl');
    const created = await spawnCli(['session', 'new', scenarioFile, '--out', file]);
    expect(created.code, created.stderr).toBe(0);
    const acted = await spawnCli(['session', 'act', file, '{"type":"clock.start"}']);
    expect(acted.code, acted.stderr).toBe(0);
    const verified = await spawnCli(['session', 'verify', file]);
    expect(verified).toMatchObject({ code: 0 });
    expect(verified.stdout).toContain('verified 1 entry');
  });
});

describe('lodestar session map', () => {
  it('moves a piece with session act, and shows the map as Control and as a team', async () => {
    const file = path.join(temp.dir, 'ssw.session.jsonl');
    expect(
      (await runCli(['session', 'new', 'so-say-we-all', '--seed', 'm', '--out', file])).code,
    ).toBe(0);
    const moved = await runCli([
      'session',
      'act',
      file,
      '{"type":"map.move","map":"galaxy-map","token":"fleet","to":"beta"}',
    ]);
    expect(moved.stdout).toContain(
      'Control moved The Fleet from Alpha to Beta (revealed to every team)',
    );
    const refused = await runCli([
      'session',
      'act',
      file,
      '{"type":"map.move","map":"battle-map","token":"ship-civilian-ship-1","to":"8,2"}',
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('cannot move onto R.E.C. Prosecutor at 8,2');

    const shown = await runCli(['session', 'map', file, '--viewer', 'team:prosecutor', '--json']);
    expect(shown.code, shown.stderr).toBe(0);
    const report = JSON.parse(shown.stdout) as SessionMapReport;
    expect(report).toMatchObject({ map: 'galaxy-map', viewer: 'team:prosecutor', unexplored: 12 });
    expect(report.pieces).toEqual([
      { id: 'fleet', label: 'The Fleet', at: 'beta', place: 'Beta', team: null },
    ]);

    const reach = await runCli([
      'session',
      'map',
      file,
      'battle-map',
      '--reach',
      'ship-civilian-ship-1',
    ]);
    expect(reach.stdout).toMatch(/ship-civilian-ship-1 can reach \d+: /);
    const bad = await runCli(['session', 'map', file, 'nowhere']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('no map "nowhere"');
    expect((await runCli(['session', 'map', file, '--viewer', 'boss'])).code).toBe(2);
  });
});
