import { z } from 'zod';
import {
  colourSchema,
  idSchema as id,
  reportDuplicateIds,
  wholeNumber,
} from '../../scenarios/format/primitives.ts';

/** The teams of a scenario and the roles (seats) players take in them. */

export const roleSchema = z.object({
  id,
  name: z.string().trim().min(1, 'a role needs a name'),
  count: wholeNumber(0, 1000),
  description: z.string().default(''),
});

export const teamSchema = z
  .object({
    id,
    name: z.string().trim().min(1, 'a team needs a name'),
    colour: colourSchema,
    /** "team": its roles are seats held by players. "office": posts held on top of a seat (they add no players). */
    kind: z.enum(['team', 'office']).default('team'),
    description: z.string().default(''),
    roles: z.array(roleSchema).default([]),
  })
  .superRefine((team, ctx) => reportDuplicateIds(ctx, team.roles, 'roles', 'role'));

export const teamListSchema = z
  .array(teamSchema)
  .default([])
  .describe('The teams players are in, each with its roles (seats) and posts.');

export type Team = z.infer<typeof teamSchema>;
export type Role = Team['roles'][number];
