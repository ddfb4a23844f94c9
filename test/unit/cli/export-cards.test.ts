import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli, tempDir } from './run-cli.ts';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => (temp = tempDir('export-cards')));
afterEach(() => temp.remove());

const run = (...args: string[]) => runCli(['export-cards', ...args], { cwd: temp.dir });

describe('lodestar export-cards', () => {
  it('prints every deck of a bundled scenario, each card as often as it is held', async () => {
    const out = await run('so-say-we-all', '--json');
    expect(out.code).toBe(0);
    const report = JSON.parse(out.stdout);
    expect(report).toMatchObject({
      perSheet: 9,
      columns: 3,
      rows: 3,
      card: { width: 63, height: 88 },
      backs: false,
    });
    expect(report.sheets).toBe(Math.ceil(report.cards / 9));
    const doc = await PDFDocument.load(readFileSync(path.join(temp.dir, 'cards.pdf')));
    expect(doc.getPageCount()).toBe(report.pages);
  });

  it('prints one deck on tarot cards with backs', async () => {
    const list = await run('so-say-we-all', '--json');
    const deckId = JSON.parse(list.stdout).decks[0] as string;
    const out = await run('so-say-we-all', '--deck', deckId, '--size', 'tarot', '--backs');
    expect(out.code).toBe(0);
    expect(out.stderr).toMatch(
      new RegExp(
        `^lodestar export-cards: wrote ${deckId}-cards.pdf \\(\\d+ cards on \\d+ sheets?, 4 a sheet\\)\\n$`,
      ),
    );
    const doc = await PDFDocument.load(readFileSync(path.join(temp.dir, `${deckId}-cards.pdf`)));
    expect(doc.getPageCount() % 2).toBe(0);
  });

  it('names a missing deck, a bad size and a scenario without decks', async () => {
    const missing = await run('so-say-we-all', '--deck', 'nope');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/has no deck "nope" \(its decks: /);
    const size = await run('so-say-we-all', '--size', 'giant');
    expect(size.code).toBe(2);
    expect(size.stderr).toContain('--size must be poker, bridge, tarot or a size such as 70x110mm');
    const none = await run('ti4-galaxy');
    expect(none).toMatchObject({
      code: 1,
      stderr: 'lodestar export-cards: ti4-galaxy has no decks\n',
    });
  });
});
