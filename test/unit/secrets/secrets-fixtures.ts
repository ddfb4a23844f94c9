import type { ScenarioInput } from '../../../scenarios/format/schema.ts';
import { teamsRecorder } from '../teams/teams-fixtures.ts';

/** Infiltrators drawn among the crews of Alpha and Beta (Gamma, the Council and the unseated are never drawn). */
export const INFILTRATOR = {
  id: 'infiltrator',
  name: 'Infiltrator',
  count: 2,
  teams: ['alpha', 'beta'],
  briefing: 'Sabotage the fleet.',
  others: 'Human',
  othersBriefing: 'Find the infiltrators.',
};

/** Ten crew on Alpha and Beta and three others; every id has a letter no hex seal holds. */
export const ELIGIBLE = Array.from({ length: 10 }, (_, i) => `crew-${i + 1}`);
export const INELIGIBLE = ['gunnor', 'kim', 'luz'];

export function secretsRecorder(
  seed = 'secrets-seed',
  extra: Partial<ScenarioInput> = {},
  roles: unknown[] = [INFILTRATOR],
) {
  const r = teamsRecorder(seed, { secretRoles: roles, ...extra } as Partial<ScenarioInput>);
  r.act({
    type: 'roster.import',
    players: [
      ...ELIGIBLE.map((id, i) => ({
        id,
        name: `Crew ${i + 1}`,
        team: i % 2 ? 'beta' : 'alpha',
        role: 'crew',
      })),
      { id: 'gunnor', name: 'Gunnor', team: 'gamma', role: 'captain' },
      { id: 'kim', name: 'Kim', team: 'council', role: 'president' },
      { id: 'luz', name: 'Luz' },
    ],
  });
  return r;
}
