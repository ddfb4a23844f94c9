import type { Scenario } from '../scenarios/format/schema.ts';
import type { SessionState } from '../session/types.ts';

/**
 * The public outcomes of a session, newest first, as a wall: each event box's verdict and
 * outcome (never what was in the box), each ruling Control has let stand, each closed vote's
 * winner. Computed from the state as the display receives it.
 */
export interface PublicResult {
  /** The log entry that produced it: the wall's order and its key. */
  seq: number;
  kind: 'event' | 'ruling' | 'vote';
  /** The team it concerns, with its colour, when there is one. */
  team: { name: string; colour: string } | null;
  title: string;
  verdict: 'success' | 'failure' | null;
  /** The outcome in words: an event's text, a ruling's headline, a vote's winner. */
  outcome: string;
}

export function publicResults(state: SessionState, scenario: Scenario): PublicResult[] {
  const team = (id: string | null) => {
    const found = id ? scenario.teams.find((t) => t.id === id) : undefined;
    return found ? { name: found.name, colour: found.colour } : null;
  };
  const events = state.events.tallies.map((t): PublicResult => ({
    seq: t.seq,
    kind: 'event',
    team: team(t.team),
    title: t.title,
    verdict: t.success ? 'success' : 'failure',
    outcome: t.outcomeText,
  }));
  // A proposed ruling is Control's draft: it reaches the wall once accepted, amended or set.
  const rulings = state.adjudication.rulings
    .filter((r) => r.status !== 'proposed')
    .map((r): PublicResult => ({
      seq: r.seq,
      kind: 'ruling',
      team: team(r.actor),
      title: r.name,
      verdict: null,
      outcome: r.final?.headline ?? r.headline,
    }));
  const votes = scenario.votes.flatMap((def): PublicResult[] => {
    const vote = state.contests.votes[def.id];
    if (!vote || vote.status !== 'closed' || !vote.result) return [];
    const winner = vote.result.winner;
    const name =
      winner === null
        ? null
        : def.candidates === 'players'
          ? (state.roster.players.find((p) => p.id === winner)?.name ?? winner)
          : (def.options.find((o) => o.id === winner)?.name ?? winner);
    return [
      {
        seq: vote.openedSeq,
        kind: 'vote',
        team: null,
        title: def.name,
        verdict: null,
        outcome: name === null ? `No winner: ${vote.result.how}` : `${name} wins`,
      },
    ];
  });
  return [...events, ...rulings, ...votes].sort((a, b) => b.seq - a.seq);
}
