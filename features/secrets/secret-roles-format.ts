import { z } from 'zod';
import {
  idSchema,
  refTo,
  reportDuplicateIds,
  wholeNumber,
} from '../../scenarios/format/primitives.ts';

/**
 * Hidden allegiances drawn at random among the roster (Infiltrators): how many, who may be
 * chosen, and what a chosen player and everyone else are told on the private reveal screen.
 */
export const secretRoleSchema = z
  .object({
    id: idSchema,
    name: z.string().trim().min(1, 'a secret role needs a name').max(120),
    count: wholeNumber(1, 1000),
    /** For Control: where the count comes from, what the role may do. Never shown to players. */
    description: z.string().max(4000).default(''),
    /** Who may be drawn: players of these teams and roles (empty: any). */
    teams: z.array(refTo('teams')).default([]),
    roles: z.array(refTo('teams.roles')).default([]),
    /** Shown to a chosen player. */
    briefing: z.string().max(4000).default(''),
    /** What everyone else is ("Human"), shown to players not chosen. */
    others: z.string().trim().min(1).max(120).default('Loyal'),
    othersBriefing: z.string().max(4000).default(''),
  })
  .describe('A hidden role assigned at random to some players and revealed to each in private.');
export type SecretRoleDef = z.infer<typeof secretRoleSchema>;

export function reportSecretRoleProblems(
  ctx: z.RefinementCtx,
  s: {
    secretRoles: readonly SecretRoleDef[];
    teams: readonly { id: string; roles: readonly { id: string }[] }[];
  },
): void {
  reportDuplicateIds(ctx, s.secretRoles, 'secretRoles', 'secret role');
  const teams = new Set(s.teams.map((t) => t.id));
  const roles = new Set(s.teams.flatMap((t) => t.roles.map((r) => r.id)));
  s.secretRoles.forEach((role, i) => {
    role.teams.forEach((team, j) => {
      if (!teams.has(team))
        ctx.addIssue({
          code: 'custom',
          path: ['secretRoles', i, 'teams', j],
          message: `no team "${team}"`,
        });
    });
    role.roles.forEach((r, j) => {
      if (!roles.has(r))
        ctx.addIssue({
          code: 'custom',
          path: ['secretRoles', i, 'roles', j],
          message: `no role "${r}"`,
        });
    });
  });
}
