import type { Scenario } from '../../scenarios/format/schema.ts';
import type { PlayerInput } from './roster-actions.ts';
import type { RosterState } from './types.ts';

/**
 * Stand-ins for the players who have not been named yet, so a bundled game can be tried (secret
 * roles drawn, votes opened, posts appointed) before the real roster is imported. Each playing
 * team's roles are filled to their counts, skipping the seats real players already hold; the
 * names are numbered within each team ("Alpha 3"), and each is marked `sample`.
 */
export const SAMPLE_NOTE = 'Sample player: import the real roster to replace';

export function samplePlayers(scenario: Scenario, roster: RosterState): PlayerInput[] {
  const players: PlayerInput[] = [];
  for (const team of scenario.teams) {
    if (team.kind !== 'team') continue;
    // Every seat of the team: one per role place, or a single seat for a team without roles.
    const seats: (string | null)[] =
      team.roles.length === 0 ? [null] : team.roles.flatMap((r) => Array(r.count).fill(r.id));
    const taken = roster.players.filter((p) => p.team === team.id);
    // A seat is held by someone in its role; those of the team without one hold the first left.
    const inRole = new Map<string, number>();
    let others = 0;
    for (const p of taken)
      if (p.role !== null && seats.includes(p.role))
        inRole.set(p.role, (inRole.get(p.role) ?? 0) + 1);
      else others++;
    const empty = seats.flatMap((role, i) => {
      const held = role === null ? 0 : (inRole.get(role) ?? 0);
      if (role !== null && held > 0) {
        inRole.set(role, held - 1);
        return [];
      }
      return [{ role, number: i + 1 }];
    });
    const separator = /\d$/.test(team.name) ? ' #' : ' ';
    for (const { role, number } of empty.slice(others))
      players.push({
        name: `${team.name}${separator}${number}`,
        team: team.id,
        role,
        notes: SAMPLE_NOTE,
        sample: true,
      });
  }
  return players;
}

/** Whether the roster holds stand-ins that an import should replace. */
export const hasSamplePlayers = (roster: RosterState): boolean =>
  roster.players.some((p) => p.sample === true);
