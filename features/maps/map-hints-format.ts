import { z } from 'zod';
import { colourSchema, idSchema, refTo, wholeNumber } from '../../scenarios/format/primitives.ts';

/**
 * Rule hints for a map in play, read from the map's `hints` attribute: how far pieces move,
 * what blocks sight, which pieces may share a place, what a reveal needs, where a gate's
 * roll sends a piece. The console shows them and refuses moves that break the hard ones
 * (stacking, scouting, and the move hints when `enforce` is set); the engine knows no game,
 * only these fields.
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
  /** 'ahead': a piece that faces a direction moves only the way it faces. */
  facing: z.enum(['any', 'ahead']).default('any'),
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

/**
 * Movement allowances: what each step of a path costs. A move to a side neighbour costs
 * `orthogonal`, to a corner neighbour `diagonal`; turning the piece costs `turn` for each
 * direction step (45° on squares with diagonals, 60° on hexes, 90° on plain squares).
 */
export const stepCostsSchema = z.object({
  tokens: patterns,
  orthogonal: z.number().min(0).max(100).default(1),
  diagonal: z.number().min(0).max(100).default(1),
  turn: z.number().min(0).max(100).default(0),
  /** Tile ids no piece of these may enter (land for ships). */
  impassable: z.array(refTo('tiles')).default([]),
  /** The dice a movement roll adds to the piece's modifier (the console rolls them). */
  roll: z.string().trim().max(40).default(''),
  /** Where the rules come from (rulebook lines). */
  source: z.string().max(1000).default(''),
});

/** What moving at an angle to the map's heading does to a piece's allowance. */
export const headingModifierSchema = z.object({
  /** Degrees between the move's direction and the way the heading runs (0…180). */
  angle: z.number().min(0).max(180),
  /** Added to the allowance; null: such a move is not allowed. */
  modifier: z.number().min(-100).max(100).nullable(),
});

export const headingHintSchema = z.object({
  /** What the heading is called in the log ("Wind"). */
  name: z.string().trim().min(1).max(40),
  /** A table whose result names the new heading; a result not naming a direction is none. */
  table: refTo('tables').optional(),
  /**
   * 'from': a heading named North comes from the north and runs south (a north wind);
   * 'toward': it runs north.
   */
  reading: z.enum(['from', 'toward']).default('toward'),
  /**
   * By the angle between the way the heading runs and the path's first move; the nearest
   * listed angle applies. No move of the path may go where the modifier is null.
   */
  modifiers: z.array(headingModifierSchema).default([]),
  /** Where the rules come from (rulebook lines). */
  source: z.string().max(1000).default(''),
});

export const mapHintsSchema = z
  .object({
    moves: z.array(moveHintSchema).default([]),
    /**
     * Whether `moves` are rules rather than highlights: a move that breaks one (off the line,
     * beyond reach, through a blocking piece, against facing) is refused unless Control
     * overrides it with a reason.
     */
    enforce: z.boolean().default(false),
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
    /** What a step of a piece's path costs against its movement allowance (map.move-path). */
    steps: stepCostsSchema.nullable().default(null),
    /** A heading the whole map shares (a wind), and what moving relative to it does. */
    heading: headingHintSchema.nullable().default(null),
  })
  .describe('Rule hints for a map in play, in its `hints` attribute.');

export type MapHints = z.infer<typeof mapHintsSchema>;
export type MapHintsInput = z.input<typeof mapHintsSchema>;
export type MoveHint = z.infer<typeof moveHintSchema>;
export type RadiusHint = z.infer<typeof radiusHintSchema>;
export type StepCosts = z.infer<typeof stepCostsSchema>;
export type HeadingHint = z.infer<typeof headingHintSchema>;

/** Whether a token id matches one of the patterns ("ship-*" or an exact id). */
export function tokenMatches(patternList: readonly string[], tokenId: string): boolean {
  return patternList.some((p) =>
    p.endsWith('*') ? tokenId.startsWith(p.slice(0, -1)) : p === tokenId,
  );
}
