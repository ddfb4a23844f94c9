import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionShowReport } from '../../../cli/commands/session-show.ts';
import { newSession, runCli, sessionAct, tempDir } from './run-cli.ts';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => {
  temp = tempDir('session-counters');
});
afterEach(() => temp.remove());

async function sessionFile(scenario: string, name: string): Promise<string> {
  const file = path.join(temp.dir, `${name}.session.jsonl`);
  await newSession(scenario, file, 's');
  return file;
}

const act = (file: string, action: object) => sessionAct(file, action);

describe('counters and market rows from the command line', () => {
  it('puts cubes on a drawn Super Weapon until session show reads it Understood', async () => {
    const file = await sessionFile('free-captain-solo', 'solo');
    const drawn = await act(file, {
      type: 'deck.find',
      deck: 'super-weapons',
      card: 'super-weapon-1',
    });
    expect(drawn.code, drawn.stderr).toBe(0);
    const cube = {
      type: 'card.add-counter',
      deck: 'super-weapons',
      card: 'super-weapon-1/1',
      kind: 'red',
    };
    const put = await act(file, { ...cube, count: 2 });
    expect(put.stdout).toContain('Put 2 Red cubes on Super Weapon 1 (2 / 3)');
    expect((await act(file, cube)).stdout).toContain('(3 / 3, Understood)');
    const shown = await runCli(['session', 'show', file]);
    expect(shown.stdout).toMatch(
      /Counters on cards:\n {2}Super Weapon 1 \(In play\): Red 3 · 3 \/ 3 Understood/,
    );
    const refused = await act(file, { ...cube, type: 'card.remove-counter', count: 9 });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Super Weapon 1 has 3 Red; it cannot go below 0');
  });

  it('fills the Black Market row, takes a trade for a ship and lists the row', async () => {
    const file = await sessionFile('so-say-we-all', 'sswa');
    const filled = await act(file, { type: 'market.refill', deck: 'black-market' });
    expect(filled.code, filled.stderr).toBe(0);
    const before = JSON.parse(
      (await runCli(['session', 'show', file, '--json'])).stdout,
    ) as SessionShowReport;
    const market = before.markets.find((m) => m.deck === 'black-market')!;
    expect(market.cards).toHaveLength(4);
    const took = await act(file, {
      type: 'market.take',
      deck: 'black-market',
      slot: 1,
      team: 'refinery-ship-1',
    });
    expect(took.code, took.stderr).toBe(0);
    expect(took.stdout).toContain(
      `Refinery Ship 1 took ${market.cards[0]} from the Black Market trades row to Refinery Ship 1's play area`,
    );
    const shown = await runCli(['session', 'show', file]);
    expect(shown.stdout).toContain(
      `Market Black Market trades (4 slots): ${market.cards.slice(1).join(', ')}, 1 empty`,
    );
  });
});
