import { z } from 'zod';
import { wholeNumber } from './primitives.ts';

/**
 * The parts of the scenario format a library list reads (see scenario-head.ts and
 * listing.ts), kept apart from the whole format (schema.ts) so that listing scenarios does
 * not build the hundreds of schemas a whole scenario is checked with.
 */
export const CURRENT_SCHEMA_VERSION = 1;

export const metaSchema = z
  .object({
    title: z.string().trim().min(1, 'a scenario needs a title').max(200),
    designers: z.array(z.string().min(1)).default([]),
    credits: z.string().default(''),
    players: z
      .object({
        min: wholeNumber(1),
        max: wholeNumber(1),
      })
      .refine((p) => p.max >= p.min, {
        message: 'max must be at least min',
        path: ['max'],
      }),
    durationMinutes: wholeNumber(1, 7 * 24 * 60),
    description: z.string().default(''),
    tags: z.array(z.string().min(1)).default([]),
  })
  .describe('What the scenario is, who made it and for how many players.');

/** Seats held by players: the sum of role counts over teams (offices add none). */
export function seatCount(s: {
  teams: readonly { kind: string; roles: readonly { count: number }[] }[];
}): number {
  return s.teams
    .filter((t) => t.kind === 'team')
    .reduce((n, t) => n + t.roles.reduce((m, r) => m + r.count, 0), 0);
}
