import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionShowReport } from '../../../cli/commands/session-show.ts';
import { newSession, runCli, sessionAct, tempDir } from './run-cli.ts';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => {
  temp = tempDir('session-held');
});
afterEach(() => temp.remove());

describe('held dice from the command line', () => {
  it('session act gives and steps a Captain’s die, session show lists the dice', async () => {
    const file = path.join(temp.dir, 'solo.session.jsonl');
    await newSession('free-captain-solo', file, 's');
    const act = (action: object) => sessionAct(file, action);
    expect((await act({ type: 'held-die.give', die: 'engineer-die', to: 'captain' })).code).toBe(0);
    const stepped = await act({ type: 'held-die.step', die: 'engineer-die', by: 2 });
    expect(stepped.code, stepped.stderr).toBe(0);
    expect(stepped.stdout).toContain('Turned Engineer (orange crew die) from 6');
    const refused = await act({ type: 'held-die.give', die: 'engineer-die', to: 'nobody' });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('There is no team "nobody"');
    const shown = await runCli(['session', 'show', file]);
    expect(shown.stdout).toContain(
      'Held dice:\n  Engineer (orange crew die): 4 “+2 vs any type” — Captain',
    );
    const json = JSON.parse(
      (await runCli(['session', 'show', file, '--json'])).stdout,
    ) as SessionShowReport;
    expect(json.heldDice).toHaveLength(5);
    expect(json.heldDice[0]).toMatchObject({ id: 'engineer-die', face: 4, owner: 'captain' });
  });
});
