import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli, tempDir } from './run-cli.ts';
import { parseScenarioText } from '../../../scenarios/format/parse.ts';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => (temp = tempDir('sheets')));
afterEach(() => temp.remove());

const run = (...args: string[]) => runCli(args, { cwd: temp.dir });

describe('lodestar sheet-export and sheet-import', () => {
  it('lists the parts and writes one as CSV', async () => {
    const list = await run('sheet-export', 'naval-duel');
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('timetable\tTimetable (turns and phases)');
    expect(list.stdout).toContain('pieces:sea\tPieces on Open sea (16 rows)');
    const csv = await run('sheet-export', 'naval-duel', 'timetable');
    expect(csv.stdout.split('\n')[0]).toBe(
      'block,label,repeat,phase id,phase,minutes,colour,description',
    );
    const missing = await run('sheet-export', 'naval-duel', 'deck:nope');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('has no spreadsheet part "deck:nope" (its parts: pieces:sea');
  });

  it('round-trips a part through an Excel workbook into a scenario file', async () => {
    expect((await run('sheet-export', 'naval-duel', 'pieces:sea', '--out', 'p.xlsx')).code).toBe(0);
    const out = await run(
      'sheet-import',
      'naval-duel',
      'pieces:sea',
      'p.xlsx',
      '--out',
      's.json',
      '--json',
    );
    expect(out.code).toBe(0);
    const report = JSON.parse(out.stdout);
    expect(report).toMatchObject({
      format: 'Excel workbook',
      rows: 16,
      problems: [],
      written: 's.json',
    });
    const parsed = parseScenarioText(readFileSync(path.join(temp.dir, 's.json'), 'utf8'));
    expect(parsed.ok && parsed.scenario.maps[0]?.tokens).toHaveLength(16);
  });

  it('writes cells a spreadsheet would run as formulas with an apostrophe, and reads them back', async () => {
    const formulas = ['=HYPERLINK("http://x")', '@SUM(A1)', '+1+1', '-2+3'];
    const quoted = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
    writeFileSync(
      path.join(temp.dir, 'cards.csv'),
      `title,cost\n${formulas.map((f, i) => `${quoted(f)},${-1 - i}`).join('\n')}\n`,
    );
    const imported = await run(
      'sheet-import',
      'naval-duel',
      'deck:action-deck',
      'cards.csv',
      '--out',
      's.json',
    );
    expect(imported.code).toBe(0);
    const csv = await run('sheet-export', 's.json', 'deck:action-deck');
    const lines = csv.stdout.trimEnd().split('\n').slice(1);
    expect(lines.map((line) => line.split(',')[1])).toEqual([
      `"'=HYPERLINK(""http://x"")"`,
      `"'@SUM(A1)"`,
      `"'+1+1"`,
      `"'-2+3"`,
    ]);
    // A negative number stays a number for the spreadsheet.
    expect(csv.stdout).toMatch(/,-4,/);
    expect(
      (await run('sheet-export', 's.json', 'deck:action-deck', '--out', 'back.csv')).code,
    ).toBe(0);
    const again = await run(
      'sheet-import',
      's.json',
      'deck:action-deck',
      'back.csv',
      '--out',
      't.json',
    );
    expect(again.code).toBe(0);
    const parsed = parseScenarioText(readFileSync(path.join(temp.dir, 't.json'), 'utf8'));
    const deck = parsed.ok ? parsed.scenario.decks.find((d) => d.id === 'action-deck') : undefined;
    expect(deck?.cards.map((c) => [c.title, c.fields.cost])).toEqual(
      formulas.map((f, i) => [f, -1 - i]),
    );
  });

  it('reads headings it guesses, takes --column, and writes nothing while a row is wrong', async () => {
    writeFileSync(path.join(temp.dir, 'u.csv'), 'Unit,Hex,Side\nFrigate,0101,\nBrig,9999,\n');
    const out = await run('sheet-import', 'naval-duel', 'pieces:sea', 'u.csv', '--out', 's.json');
    expect(out.stdout).toMatch(/Unit +→ Label/);
    expect(out.stdout).toMatch(/Hex +→ Place/);
    expect(out.code).toBe(1);
    expect(out.stderr).toContain('row 3: Open sea has no place “9999”');
    expect(() => readFileSync(path.join(temp.dir, 's.json'))).toThrow();

    const renamed = await run(
      'sheet-import',
      'naval-duel',
      'pieces:sea',
      'u.csv',
      '--column',
      'Hex=ignore',
    );
    expect(renamed.code).toBe(1);
    expect(renamed.stderr).toContain('no column is read as Place');
    const bad = await run(
      'sheet-import',
      'naval-duel',
      'pieces:sea',
      'u.csv',
      '--column',
      'Hex=where',
    );
    expect(bad.code).toBe(2);
  });
});
