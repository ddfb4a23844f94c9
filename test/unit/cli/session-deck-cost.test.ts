import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newSession, sessionAct, tempDir } from './run-cli.ts';

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
