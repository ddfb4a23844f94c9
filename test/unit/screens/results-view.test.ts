import { describe, expect, it } from 'vitest';
import type { Ruling } from '../../../features/adjudication/state.ts';
import type { EventTally } from '../../../features/events/types.ts';
import { publicResults } from '../../../screens/results-view.ts';
import type { SessionState } from '../../../session/types.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';

const scenario = {
  teams: [{ id: 'alpha', name: 'Alpha', colour: '#ff0000' }],
  votes: [
    {
      id: 'chair',
      name: 'Chair of the Council',
      candidates: 'options',
      options: [{ id: 'ana', name: 'Ana' }],
    },
    { id: 'open-vote', name: 'Still open', candidates: 'options', options: [] },
  ],
} as unknown as Scenario;

const tally = (seq: number, success: boolean) =>
  ({
    seq,
    team: 'alpha',
    title: `Event ${seq}`,
    success,
    outcomeText: `Outcome ${seq}`,
    contents: { sabotage: 1 },
  }) as unknown as EventTally;

const ruling = (seq: number, status: Ruling['status'], final: Ruling['final'] = null) =>
  ({
    seq,
    status,
    name: `Battle ${seq}`,
    headline: `Headline ${seq}`,
    actor: null,
    final,
  }) as Ruling;

function stateWith(): SessionState {
  return {
    events: { tallies: [tally(9, false), tally(3, true)] },
    adjudication: {
      rulings: [
        ruling(12, 'proposed'),
        ruling(7, 'amended', { headline: 'Amended 7', tally: {}, by: 'Control', reason: '' }),
        ruling(5, 'accepted'),
      ],
    },
    contests: {
      votes: {
        chair: { status: 'closed', openedSeq: 10, result: { winner: 'ana', how: '' } },
        'open-vote': { status: 'open', openedSeq: 11, result: null },
      },
    },
    roster: { players: [] },
  } as unknown as SessionState;
}

describe('the public results', () => {
  it('lists events, standing rulings and closed votes, newest first', () => {
    const results = publicResults(stateWith(), scenario);
    expect(results.map((r) => `${r.kind}:${r.seq}`)).toEqual([
      'vote:10',
      'event:9',
      'ruling:7',
      'ruling:5',
      'event:3',
    ]);
  });

  it("shows what stands: an amended ruling's final word, a vote's winner, an event's verdict", () => {
    const results = publicResults(stateWith(), scenario);
    expect(results.find((r) => r.seq === 7)?.outcome).toBe('Amended 7');
    expect(results.find((r) => r.kind === 'vote')?.outcome).toBe('Ana wins');
    expect(results.find((r) => r.seq === 9)).toMatchObject({
      verdict: 'failure',
      outcome: 'Outcome 9',
      team: { name: 'Alpha', colour: '#ff0000' },
    });
  });

  it('leaves out a ruling Control has only proposed, and never says what was in a box', () => {
    const results = publicResults(stateWith(), scenario);
    expect(results.some((r) => r.seq === 12)).toBe(false);
    expect(JSON.stringify(results)).not.toContain('sabotage');
  });
});
