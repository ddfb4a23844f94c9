import { definePlugin, type Initial } from '../../session/plugin.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import type { Viewer } from '../../session/viewer.ts';
import { isCrew } from '../../session/viewer.ts';
import { secretActionModules } from './secret-actions.ts';
import type { SecretsState } from './types.ts';

declare module '../../session/state.ts' {
  interface PluginStates {
    /** Secret roles drawn and revealed. */
    secrets: SecretsState;
  }
}

/**
 * Secret roles: who was drawn stays with Control (a sealed secret: not even facilitators
 * receive it) until an allegiance is revealed; everyone sees the seal and who is public.
 */
export const secretsPlugin = definePlugin({
  key: 'secrets',
  initial: (): Initial<SecretsState> => ({ state: { assignments: {}, revealed: {} } }),
  project: (secrets) => ({
    ...secrets,
    assignments: Object.fromEntries(
      Object.entries(secrets.assignments).map(([role, a]) => [
        role,
        { ...a, players: [], salt: '' },
      ]),
    ),
  }),
  actions: secretActionModules,
  projectScenario: (scenario: Scenario, viewer: Viewer) =>
    isCrew(viewer) || scenario.secretRoles.length === 0
      ? scenario
      : // A role's description is Control's note on it (where the count comes from, its powers).
        { ...scenario, secretRoles: scenario.secretRoles.map((r) => ({ ...r, description: '' })) },
  logGroups: [{ kind: 'secret', label: 'Secret roles' }],
});
