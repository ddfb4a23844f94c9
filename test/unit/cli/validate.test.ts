import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ValidateReport } from '../../../cli/commands/validate.ts';
import { CURRENT_SCHEMA_VERSION } from '../../../scenarios/format/schema.ts';
import { badFixtures, draftScenario, runCli, tempDir, validScenario } from './run-cli.ts';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => (temp = tempDir('validate')));
afterEach(() => temp.remove());

function write(name: string, value: unknown): string {
  const file = path.join(temp.dir, name);
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value, null, 2));
  return file;
}

describe('lodestar validate', () => {
  it('accepts a valid file with exit 0 and names the format version', async () => {
    const file = write('good.lodestar.json', validScenario());
    const run = await runCli(['validate', file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${file}: valid (format version ${CURRENT_SCHEMA_VERSION})\n`);
  });

  it('says when a valid file is an older version that migrate would upgrade', async () => {
    const file = write('draft.json', draftScenario());
    const run = await runCli(['validate', file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${file}: valid (format version 0;`);
    expect(run.stdout).toContain(`lodestar migrate ${file}`);
  });

  it('prints the file name as given, relative to the current folder', async () => {
    write('relative.json', validScenario());
    const run = await runCli(['validate', 'relative.json'], { cwd: temp.dir });
    expect(run.stdout).toMatch(/^relative\.json: valid/);
  });

  const badCases: [string, string, RegExp][] = [
    ['empty.lodestar.json', 'empty', /: \$: the file is empty/],
    ['truncated.lodestar.json', 'invalid-json', /: \$: not valid JSON.*line \d+, column \d+/],
    ['newer.lodestar.json', 'newer-version', /: \$\.schemaVersion: written by a newer Lodestar/],
    ['not-an-object.lodestar.json', 'invalid', /: \$: a scenario must be a JSON object/],
    ['invalid.lodestar.json', 'invalid', /: \$\.meta\.players\.max: max must be at least min/],
  ];
  for (const [name, kind, line] of badCases) {
    it(`refuses ${name} (${kind}) with exit 1 and every problem as FILE: path: message`, async () => {
      const file = path.join(badFixtures, name);
      const text = await runCli(['validate', file]);
      expect(text.code).toBe(1);
      const lines = text.stdout.trimEnd().split('\n');
      expect(lines.length).toBeGreaterThan(0);
      for (const l of lines) expect(l.startsWith(`${file}: $`)).toBe(true);
      expect(text.stdout).toMatch(line);

      const json = await runCli(['validate', file, '--json']);
      expect(json.code).toBe(1);
      const report = JSON.parse(json.stdout) as ValidateReport;
      expect(report).toMatchObject({ file, valid: false, kind, migratedFrom: null });
      expect(report.problems.length).toBe(lines.length);
    });
  }

  it('lists every problem of a file with several, each with its own JSON path', async () => {
    const file = path.join(badFixtures, 'invalid.lodestar.json');
    const report = JSON.parse(
      (await runCli(['validate', '--json', file])).stdout,
    ) as ValidateReport;
    const paths = report.problems.map((p) => p.path);
    expect(paths).toContain('$.meta.players.max');
    expect(paths.some((p) => p.startsWith('$.teams[0].colour'))).toBe(true);
    expect(new Set(paths).size).toBeGreaterThan(1);
  });

  it('reports a missing file and a folder as unreadable, exit 1', async () => {
    const missing = path.join(temp.dir, 'nope.json');
    const run = await runCli(['validate', missing]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(`${missing}: $: cannot read: no such file\n`);

    const folder = path.join(temp.dir, 'folder.json');
    mkdirSync(folder);
    const json = JSON.parse(
      (await runCli(['validate', folder, '--json'])).stdout,
    ) as ValidateReport;
    expect(json).toMatchObject({ valid: false, kind: 'unreadable' });
    expect(json.problems[0]?.message).toMatch(/folder/);
  });

  it('gives the --json shape for a valid and a migratable file', async () => {
    const good = write('good.json', validScenario());
    const draft = write('draft.json', draftScenario());
    expect(JSON.parse((await runCli(['validate', good, '--json'])).stdout)).toEqual({
      file: good,
      valid: true,
      migratedFrom: null,
      problems: [],
    });
    expect(JSON.parse((await runCli(['validate', draft, '--json'])).stdout)).toEqual({
      file: draft,
      valid: true,
      migratedFrom: 0,
      problems: [],
    });
  });

  it('is a usage error (exit 2) without a file, with two files or with an unknown flag', async () => {
    for (const args of [['validate'], ['validate', 'a', 'b'], ['validate', 'a', '--strict']]) {
      const run = await runCli(args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('lodestar validate: ');
      expect(run.stderr).toContain('Run "lodestar validate --help" for usage.');
    }
  });
});
