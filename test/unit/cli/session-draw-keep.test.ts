import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newSession, sessionAct, tempDir } from './run-cli.ts';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => {
  temp = tempDir('draw-keep');
});
afterEach(() => temp.remove());

async function sessionFile(template: string): Promise<string> {
  const file = path.join(temp.dir, `${template}.session.jsonl`);
  await newSession(template, file, 'abc');
  return file;
}

const act = (file: string, action: object) => sessionAct(file, action, 'Ana');

describe('lodestar session act with hand limits and draw N, keep K', () => {
  it('draws upgrades to choose from, keeps one, and refuses a card not drawn', async () => {
    const file = await sessionFile('aquila-rift');
    const drawn = await act(file, {
      type: 'deck.draw-to-choose',
      deck: 'upgrades',
      team: 'faction-1',
      count: 3,
    });
    expect(drawn.code, drawn.stderr).toBe(0);
    expect(drawn.stdout).toContain('Faction 1 drew 3 cards of Ship Upgrades to keep 1:');
    const last = (await readFile(file, 'utf8')).trimEnd().split('\n').at(-1)!;
    const cards = (JSON.parse(last) as { outcome: { cards: string[] } }).outcome.cards;

    const wrong = await act(file, {
      type: 'deck.keep',
      deck: 'upgrades',
      team: 'faction-1',
      cards: cards.slice(0, 2),
    });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('keeps 1 of the 3 cards drawn, not 2');

    const kept = await act(file, {
      type: 'deck.keep',
      deck: 'upgrades',
      team: 'faction-1',
      cards: [cards[0]],
    });
    expect(kept.code, kept.stderr).toBe(0);
    expect(kept.stdout).toContain('Faction 1 kept 1 card of Ship Upgrades');
    expect(kept.stdout).toContain('2 to the discard');
  });

  it('says when a draw takes a hand over the limit', async () => {
    const file = await sessionFile('naval-duel');
    const run = await act(file, {
      type: 'deck.draw',
      deck: 'action-deck',
      count: 6,
      to: 'hand:fleet-a',
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Fleet A over the hand limit: discard 1');
  });
});
