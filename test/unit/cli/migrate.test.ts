import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MigrateReport } from '../../../cli/commands/migrate.ts';
import { parseScenarioText } from '../../../scenarios/format/parse.ts';
import { CURRENT_SCHEMA_VERSION } from '../../../scenarios/format/schema.ts';
import { badFixtures, draftScenario, root, runCli, tempDir, validScenario } from './run-cli.ts';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => (temp = tempDir('migrate')));
afterEach(() => temp.remove());

function write(name: string, text: string): string {
  const file = path.join(temp.dir, name);
  writeFileSync(file, text);
  return file;
}

const draftText = `${JSON.stringify(draftScenario(), null, 2)}\n`;

describe('lodestar migrate', () => {
  it('upgrades a v0 draft in place and keeps the previous text as FILE.bak', async () => {
    const file = write('draft.json', draftText);
    const run = await runCli(['migrate', file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      `${file}: migrated from format version 0 to ${CURRENT_SCHEMA_VERSION} (previous copy kept as ${file}.bak)\n`,
    );
    expect(readFileSync(`${file}.bak`, 'utf8')).toBe(draftText);
    const upgraded = parseScenarioText(readFileSync(file, 'utf8'));
    expect(upgraded).toMatchObject({ ok: true, migratedFrom: null });
    if (!upgraded.ok) return;
    expect(upgraded.scenario.meta).toMatchObject({
      title: 'Harbour Night',
      designers: ['Ana Lima', 'Rui Costa'],
      players: { min: 12, max: 20 },
      durationMinutes: 180,
    });
    expect(upgraded.scenario.teams[0]?.roles.map((r) => [r.name, r.count])).toEqual([
      ['Guildmaster', 1],
      ['Clerk', 2],
    ]);
    // No temporary file is left beside it.
    expect(readdirSync(temp.dir).sort()).toEqual(['draft.json', 'draft.json.bak']);
  });

  it('upgrades the shared v0 draft fixture when it is there', async () => {
    const fixture = path.join(root, 'test/fixtures/scenarios/v0-draft.json');
    if (!existsSync(fixture)) return;
    const out = path.join(temp.dir, 'upgraded.json');
    const run = await runCli(['migrate', fixture, '--out', out, '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ outcome: 'migrated', migratedFrom: 0 });
    expect(parseScenarioText(readFileSync(out, 'utf8')).ok).toBe(true);
  });

  it('writes to --out and leaves the source untouched', async () => {
    const file = write('draft.json', draftText);
    const out = path.join(temp.dir, 'sub', 'v1.json');
    const run = await runCli(['migrate', file, '--out', out, '--json']);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as MigrateReport;
    expect(report).toEqual({
      file,
      out,
      outcome: 'migrated',
      migratedFrom: 0,
      version: CURRENT_SCHEMA_VERSION,
      backup: null,
      problems: [],
    });
    expect(readFileSync(file, 'utf8')).toBe(draftText);
    expect(parseScenarioText(readFileSync(out, 'utf8')).ok).toBe(true);
  });

  it('keeps an existing --out file as .bak instead of overwriting it silently', async () => {
    const file = write('draft.json', draftText);
    const out = write('existing.json', 'precious work\n');
    const report = JSON.parse((await runCli(['migrate', file, '--out', out, '--json'])).stdout);
    expect(report.backup).toBe(`${out}.bak`);
    expect(readFileSync(`${out}.bak`, 'utf8')).toBe('precious work\n');
  });

  it('says "already current" for a current file and writes nothing', async () => {
    const text = JSON.stringify(validScenario());
    const file = write('current.json', text);
    const run = await runCli(['migrate', file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      `${file}: already current (format version ${CURRENT_SCHEMA_VERSION}); nothing written\n`,
    );
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(readdirSync(temp.dir)).toEqual(['current.json']);
  });

  it('refuses a draft that would not be valid after migration, leaving the file untouched', async () => {
    // A draft with no title migrates to a scenario without one, which the schema refuses.
    const text = JSON.stringify({ schemaVersion: 0, players: '4-6', duration: '1h' });
    const file = write('untitled.json', text);
    const run = await runCli(['migrate', file]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`${file}: $.meta.title: `);
    expect(run.stdout).toContain(`${file}: not migrated (nothing was written)`);
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(readdirSync(temp.dir)).toEqual(['untitled.json']);
  });

  for (const [name, kind] of [
    ['newer.lodestar.json', 'newer-version'],
    ['truncated.lodestar.json', 'invalid-json'],
    ['empty.lodestar.json', 'empty'],
  ] as const) {
    it(`refuses ${name} (${kind}) with exit 1 and writes nothing`, async () => {
      const original = readFileSync(path.join(badFixtures, name), 'utf8');
      const file = write(name, original);
      const run = await runCli(['migrate', file, '--json']);
      expect(run.code).toBe(1);
      expect(JSON.parse(run.stdout)).toMatchObject({ outcome: 'refused', kind, backup: null });
      expect(readFileSync(file, 'utf8')).toBe(original);
      expect(readdirSync(temp.dir)).toEqual([name]);
    });
  }

  it('refuses a missing file with exit 1', async () => {
    const run = await runCli(['migrate', path.join(temp.dir, 'nope.json')]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('cannot read: no such file');
  });

  it('is a usage error without a file, with --out and no value, or an unknown flag', async () => {
    for (const args of [['migrate'], ['migrate', 'a.json', '--out'], ['migrate', 'a', '--force']]) {
      const run = await runCli(args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toContain('Run "lodestar migrate --help" for usage.');
    }
  });
});
