import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newSession, runCli, sessionAct, tempDir } from './run-cli.ts';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => {
  temp = tempDir('deck-cost');
});
afterEach(() => temp.remove());

const act = (file: string, action: object) => sessionAct(file, action, 'Ana');

describe('lodestar session act with a deck that costs a tracker', () => {
  it('pays 2 Fuel per Sabotage card, refuses a ship that is short, and waives it when told', async () => {
    const file = path.join(temp.dir, 'ssw.session.jsonl');
    await newSession('so-say-we-all', file, 'abc');
    const draw = { type: 'deck.draw', deck: 'sabotage', to: 'hand:civilian-ship-1' };

    const paid = await act(file, draw);
    expect(paid.code, paid.stderr).toBe(0);
    expect(paid.stdout).toContain('paid 2 Fuel');

    const before = await readFile(file, 'utf8');
    const short = await act(file, draw);
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Civilian Ship 1 has 1 Fuel; a Sabotage card costs 2');
    expect(await readFile(file, 'utf8')).toBe(before);

    const free = await act(file, { ...draw, free: true });
    expect(free.code, free.stderr).toBe(0);
    expect(free.stdout).toContain('without paying');
  });
});

describe('lodestar session show --viewer', () => {
  it('prints what each viewer receives: the buy for Control and the buyer, nothing for the rest', async () => {
    const file = path.join(temp.dir, 'ssw.session.jsonl');
    await newSession('so-say-we-all', file, 'abc');
    const bought = await act(file, {
      type: 'deck.draw',
      deck: 'sabotage',
      to: 'hand:civilian-ship-1',
    });
    expect(bought.code, bought.stderr).toBe(0);
    const line = "Drew 1 from Sabotage to Civilian Ship 1's hand; paid 2 Fuel";

    const control = await runCli(['session', 'show', file]);
    expect(control.stdout).toContain(line);
    expect(control.stdout).toContain('Seed: abc');
    const buyer = await runCli(['session', 'show', file, '--viewer', 'team:civilian-ship-1']);
    expect(buyer.code, buyer.stderr).toBe(0);
    expect(buyer.stdout).toContain('As team:civilian-ship-1 receives it');
    expect(buyer.stdout).toContain(line);
    expect(buyer.stdout).toContain('Seed: (not sent to this viewer)');
    for (const viewer of ['team:prosecutor', 'display']) {
      const shown = await runCli(['session', 'show', file, '--viewer', viewer, '--json']);
      expect(shown.code, shown.stderr).toBe(0);
      expect(shown.stdout).not.toMatch(/Sabotage to|paid 2 Fuel|"abc"/);
      const report = JSON.parse(shown.stdout) as {
        viewer: string;
        seed: string;
        received: { state: { draws: { decks: Record<string, { piles: object }> } } };
      };
      expect(report.viewer).toBe(viewer);
      expect(report.seed).toBe('');
      expect(Object.keys(report.received.state.draws.decks['sabotage']!.piles)).not.toContain(
        'hand:civilian-ship-1',
      );
    }
  });

  it('refuses a viewer it does not know, naming the teams', async () => {
    const file = path.join(temp.dir, 'ssw.session.jsonl');
    await newSession('so-say-we-all', file, 'abc');
    const wrong = await runCli(['session', 'show', file, '--viewer', 'referee']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--viewer must be control, facilitator, display or team:<id>');
    const team = await runCli(['session', 'show', file, '--viewer', 'team:nobody']);
    expect(team.code).toBe(2);
    expect(team.stderr).toContain('the scenario has no team "nobody"');
  });
});
