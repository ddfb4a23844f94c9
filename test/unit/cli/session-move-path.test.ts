import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newSession, sessionAct, tempDir } from './run-cli.ts';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => {
  temp = tempDir('move-path');
});
afterEach(() => temp.remove());

const act = (file: string, action: object) => sessionAct(file, action, 'Ana');

describe('lodestar session act with facing and movement paths', () => {
  it('sets the wind, turns a ship, moves it along a path and refuses one over its allowance', async () => {
    const file = path.join(temp.dir, 'naval.session.jsonl');
    await newSession('naval-duel', file, 'abc');

    const wind = await act(file, { type: 'map.heading', map: 'sea', direction: 'N' });
    expect(wind.stdout).toContain('Ana set the wind to N');
    const turned = await act(file, { type: 'map.face', map: 'sea', token: 'a1', facing: 'SE' });
    expect(turned.stdout).toContain('Ana turned A1 from E to SE');
    const rolled = await act(file, {
      type: 'map.movement-roll',
      map: 'sea',
      token: 'a1',
      entered: 3,
    });
    expect(rolled.stdout).toContain("Ana entered 3 for A1's movement: 3 moves");
    const moved = await act(file, {
      type: 'map.move-path',
      map: 'sea',
      token: 'a1',
      steps: [{ to: '2,5' }, { turn: 'left' }],
    });
    expect(moved.code, moved.stderr).toBe(0);
    // A north wind blows south: SE is 45° off it, +1; 1.5 + 0.5 of 4.
    expect(moved.stdout).toContain('Ana moved A1 1,4 → 2,5 ⟲, facing E: 2 of 4 moves (wind +1)');

    const before = await readFile(file, 'utf8');
    const over = await act(file, {
      type: 'map.move-path',
      map: 'sea',
      token: 'a1',
      steps: [{ to: '3,5' }, { to: '4,5' }, { to: '5,5' }],
    });
    expect(over.code).toBe(1);
    expect(over.stderr).toContain('A1 needs 3 of its 2 moves');
    expect(await readFile(file, 'utf8')).toBe(before);
  });
});
