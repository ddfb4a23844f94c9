import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionShowReport } from '../../../cli/commands/session-show.ts';
import { newSession, runCli, sessionAct, tempDir } from './run-cli.ts';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => {
  temp = tempDir('session-end');
});
afterEach(() => temp.remove());

describe('end conditions from the command line', () => {
  it('session act with tracker changes meets the solo loss, and session show prints it', async () => {
    const file = path.join(temp.dir, 'solo.session.jsonl');
    await newSession('free-captain-solo', file, 's');
    const set = (tracker: string) =>
      sessionAct(file, { type: 'tracker.set', tracker, holder: 'captain', value: 0 });
    expect((await set('combat')).code).toBe(0);
    const before = await runCli(['session', 'show', file]);
    expect(before.stdout).not.toContain('End conditions met');
    const second = await set('diplomacy');
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain('Captain loses: Two abilities at 0');
    const shown = await runCli(['session', 'show', file]);
    expect(shown.stdout).toMatch(/End conditions met:\n {2}#3 Captain loses: Two abilities at 0/);
    const json = JSON.parse(
      (await runCli(['session', 'show', file, '--json'])).stdout,
    ) as SessionShowReport;
    expect(json.ended).toEqual([
      expect.objectContaining({ condition: 'two-abilities-at-zero', holder: 'captain', seq: 3 }),
    ]);
  });
});
