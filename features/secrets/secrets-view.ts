import type { Scenario } from '../../scenarios/format/schema.ts';
import type { SessionState } from '../../session/types.ts';
import type { SealProof } from './seal.ts';
import { eligiblePlayers } from './secret-draw.ts';
import { loyalSide } from './secret-defs.ts';

/** What the console shows of secret roles: who holds what, proofs, and who may be drawn. */

/** The secret role a player was drawn for, or null (loyal, or nothing drawn yet). */
export function secretOf(state: SessionState, player: string): string | null {
  for (const [role, a] of Object.entries(state.secrets.assignments))
    if (a.players.includes(player)) return role;
  return null;
}

/** What Control publishes after the game so anyone can check the seal in the log. */
export function sealProof(state: SessionState, role: string): SealProof | null {
  const a = state.secrets.assignments[role];
  if (!a) return null;
  return { role, players: [...a.players].sort(), salt: a.salt, seal: a.seal };
}

/** What a player is told on the private reveal screen. */
export interface Allegiance {
  /** The role id, or null for the loyal side. */
  role: string | null;
  name: string;
  briefing: string;
}

export function allegianceOf(scenario: Scenario, state: SessionState, player: string): Allegiance {
  const role = secretOf(state, player);
  const def = role === null ? undefined : scenario.secretRoles.find((r) => r.id === role);
  if (role !== null && def) return { role, name: def.name, briefing: def.briefing };
  return { role: null, ...loyalSide(scenario) };
}

export interface SecretRoleRow {
  id: string;
  name: string;
  count: number;
  /** Players who may be drawn now. */
  eligible: number;
  seal: string | null;
  /** Holders' names, for Control only. */
  holders: string[];
  /** Why "Assign at random" cannot be pressed, or null when it can. */
  blocked: string | null;
  /** It cannot be pressed for want of players on the roster. */
  needsPlayers: boolean;
}

export function secretRoleRows(scenario: Scenario, state: SessionState): SecretRoleRow[] {
  const names = new Map(state.roster.players.map((p) => [p.id, p.name]));
  return scenario.secretRoles.map((def) => {
    const a = state.secrets.assignments[def.id];
    const eligible = eligiblePlayers(def, state.roster.players, state.secrets).length;
    return {
      id: def.id,
      name: def.name,
      count: def.count,
      eligible,
      seal: a?.seal ?? null,
      holders: a ? a.players.map((id) => names.get(id) ?? id) : [],
      blocked: a
        ? 'Already drawn: clear it to draw again'
        : eligible < def.count
          ? `Only ${eligible} eligible player${eligible === 1 ? '' : 's'} on the roster; ${def.count} needed`
          : null,
      needsPlayers: !a && eligible < def.count,
    };
  });
}

/** The private reveal can start once every secret role has been drawn. */
export function revealBlocked(scenario: Scenario, state: SessionState): string | null {
  if (scenario.secretRoles.length === 0) return 'This scenario has no secret roles';
  if (state.roster.players.length === 0) return 'The roster is empty';
  const missing = scenario.secretRoles.filter((r) => !state.secrets.assignments[r.id]);
  if (missing.length) return `Draw ${missing.map((r) => r.name).join(', ')} first`;
  return null;
}
