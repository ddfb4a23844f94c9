import type { SessionDefinition } from '../../session/session-definition.ts';
import type { SessionHeader, SessionState } from '../../session/types.ts';
import {
  PLAYER_ACTION_KINDS,
  PLAYER_ACTION_WORDS,
  type PlayerActionKind,
} from './player-actions-format.ts';
import { teamName } from './team-name.ts';

/**
 * Whether a team may send an action from its own screen: the action's type must be one a
 * team may send (its module's `byTeam`), the scenario must turn that kind on, and the action
 * must be the team's own to send (its ballot, its pledge, its pick). The host asks this before
 * it appends anything a team's screen sends; the reducer then applies it as any other.
 */
export function teamActionRefusal(
  definition: SessionDefinition,
  header: SessionHeader,
  state: SessionState,
  team: string,
  raw: unknown,
): string | null {
  const parsed = definition.registry.parse(raw);
  if (!parsed.ok) return parsed.message;
  const { action } = parsed;
  const scenario = header.scenario;
  if (!scenario.teams.some((t) => t.id === team)) return `there is no team "${team}"`;
  const send = definition.registry.get(action.type)?.byTeam;
  if (!send) return `a team's screen cannot send "${action.type}": that is Control's to do`;
  const kind = send.setting as PlayerActionKind;
  if (!PLAYER_ACTION_KINDS.includes(kind) || scenario.playerActions?.[kind] !== true)
    return `this scenario lets no team ${PLAYER_ACTION_WORDS[kind] ?? send.setting} from its screen: ask Control`;
  if (state.status === 'ended') return 'the session has ended';
  return send.check(action, state, header, team);
}

/** The name a team's action is logged under: the player who sent it, and the team. */
export function teamActor(header: SessionHeader, team: string, player: string | null): string {
  const name = teamName(header.scenario, team);
  return player ? `${player} (${name})` : `${name}'s screen`;
}

/** The roster player `id` of `team`, or why not (for ballots cast from a team's screen). */
export function playerOfTeam(state: SessionState, id: string, team: string): string | null {
  const player = state.roster.players.find((p) => p.id === id);
  if (!player) return `there is no player "${id}" on the roster`;
  if (player.team !== team) return `${player.name} does not play for this team`;
  return null;
}
