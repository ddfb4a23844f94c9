import type { CommitteeDef } from './contests-format.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import type { SessionState } from '../../session/types.ts';
import { playerName } from './contest-defs.ts';
import type { Attendance } from './types.ts';

/**
 * Turn-scoped attendance limits. The scope comes from the session clock: its current turn
 * and phase (turn 0 before the game starts), and, for "not twice in a row", the scope just
 * before it.
 */

export interface ClockScope {
  turn: number;
  phase: string;
  /** The phase key before the current one in the plan ('' at the start). */
  previousPhase: string;
}

export function clockScope(state: SessionState): ClockScope {
  const { plan, current } = state.clock;
  const phase = current >= 0 ? plan[current] : undefined;
  return {
    turn: phase?.turn ?? 0,
    phase: phase?.key ?? '',
    previousPhase: current > 0 ? (plan[current - 1]?.key ?? '') : '',
  };
}

/** Who the limit counts: the player, or the player's team. */
export function limitHolder(def: CommitteeDef, state: SessionState, player: string): string {
  if (def.limits?.per !== 'team') return player;
  return state.roster.players.find((p) => p.id === player)?.team ?? player;
}

/** Why this player may not attend this committee now, or null when they may. */
export function attendanceProblem(
  scenario: Scenario,
  def: CommitteeDef,
  state: SessionState,
  player: string,
): string | null {
  const limits = def.limits;
  if (!limits) return null;
  const scope = clockScope(state);
  const holder = limitHolder(def, state, player);
  const who =
    limits.per === 'team' && holder !== player
      ? `${playerName(state.roster.players, player)}'s team (${scenario.teams.find((t) => t.id === holder)?.name ?? holder})`
      : playerName(state.roster.players, player);
  const word = limits.scope;
  const inScope = (a: Attendance, previous: boolean) =>
    limits.scope === 'turn'
      ? a.turn === (previous ? scope.turn - 1 : scope.turn)
      : a.phase === (previous ? scope.previousPhase : scope.phase);
  const mine = (state.contests.attendance ?? []).filter((a) =>
    limits.per === 'team' ? limitHolder(def, state, a.player) === holder : a.player === player,
  );
  const now = mine.filter((a) => inScope(a, false));
  if (limits.perScope !== null && now.length >= limits.perScope) {
    const names = [...new Set(now.map((a) => committeeName(scenario, a.committee)))].join(', ');
    return limits.perScope === 1
      ? `${who} already attended ${names} this ${word}`
      : `${who} already attended ${now.length} meetings this ${word} (${names}); the limit is ${limits.perScope}`;
  }
  if (
    limits.notTwiceInARow &&
    !(limits.scope === 'phase' && scope.previousPhase === '') &&
    mine.some((a) => a.committee === def.id && inScope(a, true))
  )
    return `${who} attended ${def.name} last ${word} and cannot attend it twice in a row`;
  return null;
}

function committeeName(scenario: Scenario, id: string): string {
  return scenario.committees.find((c) => c.id === id)?.name ?? id;
}
