import { getContext, setContext } from 'svelte';
import type { Action } from '../../session/types.ts';
import type { Player } from '../../features/teams/types.ts';
import {
  playerActionsAllowed,
  type PlayerActionKind,
  type PlayerActions,
} from '../../features/teams/player-actions-format.ts';
import type { Backend } from '../backend/backend.ts';
import { describeError } from '../lib/describe-error.ts';

/**
 * What a team's own screen may send for its team (the scenario's `playerActions`), and the
 * one way its parts send it: through the host's `team.act`, under the player's name. The host
 * decides; this only keeps buttons away where the scenario keeps a step with Control, and
 * says what the host answered.
 */
export class TeamActions {
  readonly #backend: Backend;
  readonly #sessionId: string;
  readonly team: string;
  readonly #allowed: readonly PlayerActionKind[];
  /** The roster player at this screen (from a player's own link, or chosen here). */
  playerId = $state<string | null>(null);
  busy = $state(false);
  message = $state<{ tone: 'success' | 'error'; text: string } | null>(null);

  constructor(
    backend: Backend,
    sessionId: string,
    team: string,
    settings: PlayerActions | undefined,
    playerId: string | null,
  ) {
    this.#backend = backend;
    this.#sessionId = sessionId;
    this.team = team;
    this.#allowed = playerActionsAllowed(settings);
    this.playerId = playerId;
  }

  may(kind: PlayerActionKind): boolean {
    return this.#allowed.includes(kind);
  }

  /** Sends one action; true when the host took it. `done` is what the screen then says. */
  async send(action: Action, done: string, players: readonly Player[]): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.message = null;
    const player = players.find((p) => p.id === this.playerId)?.name;
    try {
      await this.#backend.call('team.act', {
        sessionId: this.#sessionId,
        action,
        ...(player ? { player } : {}),
      });
      this.message = { tone: 'success', text: done };
      return true;
    } catch (error) {
      this.message = { tone: 'error', text: describeError(error) };
      return false;
    } finally {
      this.busy = false;
    }
  }
}

/** Where a screen puts its team's actions once it knows the session (set in its context). */
export class TeamActionsSlot {
  current = $state<TeamActions | null>(null);
}

const KEY = Symbol('team-actions');

export function provideTeamActions(slot: TeamActionsSlot): void {
  setContext(KEY, slot);
}

/**
 * The slot of the team's actions on its own screen; null anywhere else (the console, the
 * projector). Read `.current` where it is shown: it is filled once the session has loaded.
 */
export function teamActionsSlot(): TeamActionsSlot | null {
  return getContext<TeamActionsSlot | undefined>(KEY) ?? null;
}
