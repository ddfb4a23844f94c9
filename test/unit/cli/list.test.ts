import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListReport } from '../../../cli/commands/list.ts';
import { ScenarioLibrary } from '../../../host/scenario-library.ts';
import { badFixtures, runCli, tempDir } from './run-cli.ts';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => (temp = tempDir('list')));
afterEach(() => temp.remove());

/** A library with one scenario of our own and one file that cannot load. */
async function seedLibrary() {
  const library = await ScenarioLibrary.open(temp.dir);
  const created = await library.create({ title: 'Lighthouse Keepers' });
  copyFileSync(
    path.join(badFixtures, 'truncated.lodestar.json'),
    path.join(temp.dir, 'scenarios', 'cut-short.lodestar.json'),
  );
  return { library, created };
}

describe('lodestar list', () => {
  it('prints a table of the scenarios and a section naming each file that did not load', async () => {
    const { created } = await seedLibrary();
    const run = await runCli(['list', '--data', temp.dir]);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    const header = lines.find((l) => l.startsWith('Title'));
    expect(header).toMatch(/^Title\s+Players\s+Duration\s+Modified\s+Id$/);
    const row = lines.find((l) => l.startsWith('Lighthouse Keepers'));
    expect(row).toBeDefined();
    expect(row).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(row?.trimEnd().endsWith(created.id)).toBe(true);
    expect(run.stdout).toMatch(/1 file could not be loaded/);
    expect(run.stdout).toMatch(/cut-short\.lodestar\.json: invalid-json/);
    expect(run.stdout).toMatch(/\$: not valid JSON/);
  });

  it('prints {dataDir, scenarios, problems} with --json', async () => {
    const { library, created } = await seedLibrary();
    const run = await runCli(['list', '--data', temp.dir, '--json']);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as ListReport;
    expect(Object.keys(report).sort()).toEqual(['dataDir', 'problems', 'scenarios']);
    expect(report.dataDir).toBe(temp.dir);
    expect(report.scenarios.map((s) => s.id)).toEqual(
      (await library.list()).scenarios.map((s) => s.id),
    );
    expect(report.scenarios.find((s) => s.id === created.id)?.title).toBe('Lighthouse Keepers');
    expect(report.problems).toEqual([
      expect.objectContaining({ fileName: 'cut-short.lodestar.json', kind: 'invalid-json' }),
    ]);
  });

  it('with --check, checks every file in full and lists one whose maps are broken', async () => {
    const { created } = await seedLibrary();
    const file = path.join(temp.dir, 'scenarios', created.fileName);
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    doc.maps = [{ id: 'sea', name: 'Sea', tokens: [{ id: 'boat', at: 'not a place!' }] }];
    writeFileSync(file, JSON.stringify(doc));
    const quick = JSON.parse((await runCli(['list', '--data', temp.dir, '--json'])).stdout);
    expect((quick as ListReport).scenarios.map((s) => s.id)).toContain(created.id);
    const run = await runCli(['list', '--data', temp.dir, '--check']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/2 files could not be loaded/);
    expect(run.stdout).toContain(`${created.fileName}: invalid`);
    expect(run.stdout).toContain(
      '$.maps[0].tokens[0].at: must be a cell such as "2,-1" or a node id',
    );
    expect(readFileSync(file, 'utf8')).toBe(JSON.stringify(doc));
  });

  it('reads the folder from LODESTAR_DATA, and --data wins over it', async () => {
    await seedLibrary();
    const fromEnv = await runCli(['list', '--json'], { env: { LODESTAR_DATA: temp.dir } });
    expect((JSON.parse(fromEnv.stdout) as ListReport).dataDir).toBe(temp.dir);

    const other = path.join(temp.dir, 'elsewhere');
    const fromFlag = await runCli(['list', '--json', '--data', other], {
      env: { LODESTAR_DATA: temp.dir },
    });
    expect(JSON.parse(fromFlag.stdout)).toEqual({ dataDir: other, scenarios: [], problems: [] });
  });

  it('resolves a relative --data against the current folder', async () => {
    await seedLibrary();
    const run = await runCli(['list', '--json', '--data', '.'], { cwd: temp.dir });
    expect((JSON.parse(run.stdout) as ListReport).dataDir).toBe(temp.dir);
  });

  it('does not create a library folder that does not exist', async () => {
    const missing = path.join(temp.dir, 'not-yet');
    const run = await runCli(['list', '--data', missing]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${missing} does not exist yet`);
    expect(existsSync(missing)).toBe(false);
  });

  it('is a usage error (exit 2) for a positional argument or an unknown flag', async () => {
    for (const args of [
      ['list', 'extra'],
      ['list', '--all'],
    ]) {
      const run = await runCli(args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toContain('Run "lodestar list --help" for usage.');
    }
  });
});
