import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionShowReport } from '../../../cli/commands/session-show.ts';
import { runCli, tempDir } from './run-cli.ts';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => {
  temp = tempDir('session-meetings');
});
afterEach(() => temp.remove());

describe('committee meetings from the command line', () => {
  it('session act opens a meeting and declares, refuses a second meeting, and session show prints the order', async () => {
    const file = path.join(temp.dir, 'ar.session.jsonl');
    const created = await runCli(['session', 'new', 'aquila-rift', '--seed', 's', '--out', file]);
    expect(created.code, created.stderr).toBe(0);
    const act = (action: Record<string, unknown>) =>
      runCli(['session', 'act', file, JSON.stringify(action)]);
    const roster = await act({
      type: 'roster.import',
      players: [
        { id: 'ana', name: 'Ana' },
        { id: 'bo', name: 'Bo' },
      ],
    });
    expect(roster.code, roster.stderr).toBe(0);
    expect((await act({ type: 'meeting.open', committee: 'black-market' })).code).toBe(0);
    expect((await act({ type: 'meeting.open', committee: 'patcom' })).code).toBe(0);
    const declare = (player: string, value: number, committee = 'black-market') =>
      act({ type: 'meeting.declare', committee, player, value });
    expect((await declare('ana', 7)).code).toBe(0);
    expect((await declare('bo', 19)).code).toBe(0);
    const refused = await declare('ana', 7, 'patcom');
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('Ana already attended Black Market this turn');
    const shown = await runCli(['session', 'show', file]);
    expect(shown.stdout).toContain(
      'Meeting: Black Market — Bo to choose\n  1. Bo 19 Plunder ← choosing\n  2. Ana 7 Plunder',
    );
    const json = JSON.parse(
      (await runCli(['session', 'show', file, '--json'])).stdout,
    ) as SessionShowReport;
    expect(json.meetings.map((m) => [m.committee, m.current])).toEqual([
      ['patcom', null],
      ['black-market', 'bo'],
    ]);
  });
});
