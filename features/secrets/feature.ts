import { z } from 'zod';
import { defineFeature, defineSection } from '../define-feature.ts';
import { secretsPlugin } from './plugin.ts';
import { reportSecretRoleProblems, secretRoleSchema } from './secret-roles-format.ts';
import type { SecretRoleDef } from './secret-roles-format.ts';

/** Hidden roles drawn under a seal and told to each player in private. */
export const secretsFeature = defineFeature({
  id: 'secrets',
  title: 'Secret roles',
  summary: 'Hidden roles (Infiltrators) drawn at random, sealed, and revealed when Control says.',
  plugins: [secretsPlugin],
  sections: [
    defineSection({
      key: 'secretRoles',
      title: 'Secret roles',
      order: 90,
      schema: z.array(secretRoleSchema).default([]).describe('Hidden roles drawn at random.'),
      check: (s, ctx) => reportSecretRoleProblems(ctx, s),
      migrations: [],
    }),
  ],
  automations: [],
  display: [],
  teamScreen: [],
  cli: [],
});

declare module '../../scenarios/format/scenario-sections.ts' {
  interface ScenarioSections {
    secretRoles: SecretRoleDef[];
  }
}
