import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newSession, runCli, sessionAct, tempDir } from './run-cli.ts';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => {
  temp = tempDir('paid-action');
});
afterEach(() => temp.remove());

const act = (file: string, action: object) => sessionAct(file, action, 'Ana');

describe('lodestar session act and show with a paid action', () => {
  it('lists the FTL jump, refuses it while a ship is short and takes it once fuel is added', async () => {
    const file = path.join(temp.dir, 'ssw.session.jsonl');
    await newSession('so-say-we-all', file, 'abc');
    const shown = await runCli(['session', 'show', file]);
    expect(shown.stdout).toContain(
      'Paid action ftl-jump: FTL jump, 21 Fuel in all (costs assumed)',
    );
    expect(shown.stdout).toContain('R.E.C. Prosecutor 3 (has 6)');

    const set = { type: 'tracker.set', tracker: 'fuel', holder: 'civilian-ship-3', value: 1 };
    expect((await act(file, set)).code).toBe(0);
    const jump = { type: 'paid-action.take', action: 'ftl-jump', to: 'kappa' };
    const before = await readFile(file, 'utf8');
    const short = await act(file, jump);
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('FTL jump fails: Civilian Ship 3 has 1 Fuel of 2');
    expect(await readFile(file, 'utf8')).toBe(before);

    const json = await runCli(['session', 'show', file, '--json']);
    const report = JSON.parse(json.stdout) as { paidActions: { refusal: string | null }[] };
    expect(report.paidActions[0]?.refusal).toBe('FTL jump fails: Civilian Ship 3 has 1 Fuel of 2');

    const add = { type: 'tracker.adjust', tracker: 'fuel', holder: 'civilian-ship-3', by: 1 };
    expect((await act(file, add)).code).toBe(0);
    const ok = await act(file, jump);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('FTL jump to Kappa: paid 21 Fuel from 11 ships');
  });
});
