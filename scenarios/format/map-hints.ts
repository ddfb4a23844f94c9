import { z } from 'zod';
import { colourSchema, idSchema, wholeNumber } from './primitives.ts';

/**
 * Rule hints for a map in play, read from the map's `hints` attribute: how far pieces move,
 * what blocks sight, which pieces may share a place, what a reveal needs, where a gate's
 * roll sends a piece. The console shows them and refuses moves that break the hard ones
 * (stacking, scouting); the engine knows no game, only these fields.
 *
 * Pieces are named by token id patterns: "ship-*" matches every id starting with "ship-",
 * anything else matches that id only.
 */

const tokenPattern = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9][a-z0-9-]*\*?$/, 'must be a token id, or the start of one followed by *');
const patterns = z.array(tokenPattern).default([]);

/** How far a piece may go in one move, as the console highlights it. */
export const moveHintSchema = z.object({
  tokens: patterns,
  /** Places per move. */
  range: wholeNumber(1, 100),
  /** 'straight': along one line of the grid; 'path': along any path of steps. */
  mode: z.enum(['straight', 'path']).default('path'),
  /** Pieces it may not move onto or through. */
  blockedBy: patterns,
  /** Lane costs count instead of steps (point-to-point maps). */
  weighted: z.boolean().default(false),
});

/** A ring drawn around a piece: a flak barrier, a recovery radius. */
export const radiusHintSchema = z.object({
  label: z.string().trim().min(1).max(60),
  tokens: patterns,
  range: wholeNumber(1, 100),
  colour: colourSchema.default('#f0c040'),
});

/** A roll that sends a piece entering `at` to one of `exits` (a gate: 1d6 picks the exit). */
export const exitRollSchema = z.object({
  at: idSchema,
  /** Exit n is the roll n (1 for the first). */
  exits: z.array(z.string().min(1).max(80)).min(2).max(100),
});

export const mapHintsSchema = z
  .object({
    moves: z.array(moveHintSchema).default([]),
    /** At most `limit` of these pieces on one place; the others stack freely. */
    stacking: z
      .object({ tokens: patterns, limit: wholeNumber(1, 100).default(1) })
      .nullable()
      .default(null),
    /** Sight between two pieces is blocked by tiles of these kinds and by these pieces between them. */
    lineOfSight: z
      .object({ blockingKinds: z.array(z.string().min(1)).default([]), blockingTokens: patterns })
      .nullable()
      .default(null),
    radii: z.array(radiusHintSchema).default([]),
    /** A place is revealed to every team when one of these pieces first enters it. */
    revealOnEnter: z.object({ tokens: patterns }).nullable().default(null),
    /** A scout may reveal a place to a team only within `range` steps of one of these pieces. */
    scouting: z
      .object({ from: patterns, range: wholeNumber(1, 20).default(1) })
      .nullable()
      .default(null),
    exitRolls: z.array(exitRollSchema).default([]),
  })
  .describe('Rule hints for a map in play, in its `hints` attribute.');

export type MapHints = z.infer<typeof mapHintsSchema>;
export type MapHintsInput = z.input<typeof mapHintsSchema>;
export type MoveHint = z.infer<typeof moveHintSchema>;
export type RadiusHint = z.infer<typeof radiusHintSchema>;

/** Whether a token id matches one of the patterns ("ship-*" or an exact id). */
export function tokenMatches(patternList: readonly string[], tokenId: string): boolean {
  return patternList.some((p) =>
    p.endsWith('*') ? tokenId.startsWith(p.slice(0, -1)) : p === tokenId,
  );
}
