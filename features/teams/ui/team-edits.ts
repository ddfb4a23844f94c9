import type { Role, Team } from '../../../scenarios/format/schema.ts';
import { uniqueSlug } from '../../../scenarios/format/slug.ts';

/** Colours for new teams, distinct on both themes; reused once all are taken. */
export const teamColours = [
  '#2f6fbf',
  '#c0392b',
  '#2e8b57',
  '#d4a017',
  '#8e44ad',
  '#e67e22',
  '#16a085',
  '#7f8c8d',
];

/** A new team with an id and a colour no other team has yet. */
export function newTeam(teams: readonly Team[]): Team {
  const used = new Set(teams.map((t) => t.colour.toLowerCase()));
  const colour =
    teamColours.find((c) => !used.has(c)) ?? teamColours[teams.length % teamColours.length];
  return {
    id: uniqueSlug('team', new Set(teams.map((t) => t.id))),
    name: `Team ${teams.length + 1}`,
    colour: colour ?? '#2f6fbf',
    kind: 'team',
    description: '',
    roles: [],
  };
}

export function newRole(roles: readonly Role[]): Role {
  return {
    id: uniqueSlug('role', new Set(roles.map((r) => r.id))),
    name: `Role ${roles.length + 1}`,
    count: 1,
    description: '',
  };
}

/** Seats counting only what can be counted while a role's count is being typed. */
export function countableTeams(teams: readonly Team[]): Team[] {
  return teams.map((team) => ({
    ...team,
    roles: team.roles.map((r) => (Number.isFinite(r.count) ? r : { ...r, count: 0 })),
  }));
}
