import { z } from 'zod';
import { idSchema, refTo, wholeNumber } from './primitives.ts';
import { tileMatchSchema } from './tile-match.ts';

/**
 * The checks a scenario's maps are held to while they are edited: each a rule of a built-in
 * kind with its numbers and the sentence a designer reads when the map breaks it. The kinds
 * are general (places apart, counts, sums near homes, a way to the centre, tile pools); what
 * a game asks of its maps is data here, and editor/analysis/checks does the looking.
 */

/**
 * Where a number or value sits in a tile's attributes: names joined by dots, `[]` after a
 * name for "each item of this list". `planets[].resources` is the resources of every planet;
 * `wormhole` is the attribute itself (a list there counts each of its items).
 */
export const attributePathSchema = z
  .string()
  .regex(
    /^[A-Za-z_][\w-]*(\[\])?(\.[A-Za-z_][\w-]*(\[\])?)*$/,
    'must be attribute names joined by dots, with [] after a list (planets[].resources)',
  )
  .describe('An attribute, or a field inside one: planets[].resources.');

/**
 * Which way "next to" is read: `adjoining` is sharing a side (or a lane, on point-to-point
 * maps) whatever stands between; `adjacent` is a move in one step under the movement rules
 * (blocking borders stop it; wormholes, unless `wormholes` is false, and hyperlanes join).
 */
export const relationSchema = z.enum(['adjoining', 'adjacent']);
export type Relation = z.infer<typeof relationSchema>;

const attributeValueSchema = z.union([z.string(), z.number(), z.boolean()]);

/**
 * A check of one kind: its id, its kind, the sentence a designer reads when a map breaks it,
 * its own numbers, and the maps it applies to (by id; empty for every map of the scenario).
 * In the sentence, `{places}` names the places found; each kind says which other
 * `{placeholders}` it fills.
 */
function check<K extends string, P extends z.ZodRawShape>(kind: K, params: P) {
  return z.object({
    id: idSchema,
    kind: z.literal(kind),
    message: z.string().trim().min(1, 'a check needs a message'),
    ...params,
    maps: z.array(refTo('maps')).default([]),
  });
}

const nextTo = {
  relation: relationSchema.default('adjacent'),
  /** With `adjacent`: whether wormholes make places next to each other. */
  wormholes: z.boolean().default(true),
};

/** No two places whose tiles match are next to each other (anomalies; home systems). */
export const apartCheckSchema = check('apart', {
  match: tileMatchSchema,
  ...nextTo,
  /**
   * While a map is laid out tile by tile: also refuse a placement after which the next tile
   * matching this rule would have nowhere to go without breaking it, saying `message`.
   */
  lookAhead: z
    .object({ message: z.string().trim().min(1, 'a look-ahead needs a message') })
    .nullable()
    .default(null),
});

/** Places whose tiles share a value of an attribute are not next to each other. Fills `{value}`. */
export const apartByValueCheckSchema = check('apart-by-value', {
  attribute: attributePathSchema,
  /** Values that do not count (a type that joins nothing). */
  ignore: z.array(attributeValueSchema).default([]),
  ...nextTo,
});

/** Each value of an attribute is on the map not at all or at least `min` times. Fills `{value}`, `{count}`, `{min}`. */
export const valueCountCheckSchema = check('value-count', {
  attribute: attributePathSchema,
  ignore: z.array(attributeValueSchema).default([]),
  min: wholeNumber(2, 1000),
});

/**
 * At most `max` of a number summed over the places within `within` steps of each home, not
 * counting homes nor places as close to another home (unless `countShared`). Fills `{home}`,
 * `{total}`, `{max}`, `{within}`. Its suggested fix removes the biggest contributors.
 */
export const sumNearHomeCheckSchema = check('sum-near-home', {
  sum: attributePathSchema,
  within: wholeNumber(1, 100).default(1),
  max: z.number().min(0),
  countShared: z.boolean().default(false),
  ...nextTo,
});

/**
 * At most `maxPerPlayer` × players of a number summed over the board's places, leaving out
 * those matching `except` (the homes). Players: the map attribute `playersAttribute` when it is
 * a whole number, else the homes on the map. Fills `{total}`, `{limit}`, `{players}`,
 * `{max}` and `{home}` (the home with the biggest share, whose places the fix removes).
 */
export const sumPerPlayerCheckSchema = check('sum-per-player', {
  sum: attributePathSchema,
  maxPerPlayer: z.number().min(0),
  except: tileMatchSchema.nullable().default(null),
  playersAttribute: z.string().min(1).nullable().default(null),
});

/** Every home has a way to the centre that enters no impassable place. Fills `{home}`, `{centre}`. */
export const reachCentreCheckSchema = check('reach-centre', {
  wormholes: z.boolean().default(true),
});

/**
 * No place matching `match` has every place next to it matching `by` (red-bordered tiles
 * never surround a yellow-bordered one). Fills `{place}`.
 */
export const notSurroundedCheckSchema = check('not-surrounded', {
  match: tileMatchSchema,
  by: tileMatchSchema,
  relation: relationSchema.default('adjoining'),
  wormholes: z.boolean().default(false),
});

/** No place holds a tile matching `match` (tiles taken out of the game). */
export const excludedCheckSchema = check('excluded', {
  match: tileMatchSchema,
});

/** No more copies of a tile on a map than the game has (`copies`). Fills `{tile}`, `{count}`, `{copies}`. */
export const poolCheckSchema = check('pool', {
  /** The tiles held to their pool (every tile when the match is empty). */
  match: tileMatchSchema,
});

export const mapCheckSchema = z
  .discriminatedUnion('kind', [
    apartCheckSchema,
    apartByValueCheckSchema,
    valueCountCheckSchema,
    sumNearHomeCheckSchema,
    sumPerPlayerCheckSchema,
    reachCentreCheckSchema,
    notSurroundedCheckSchema,
    excludedCheckSchema,
    poolCheckSchema,
  ])
  .describe('A rule the maps are checked against as they are edited.');

export type MapCheck = z.infer<typeof mapCheckSchema>;
export type MapCheckInput = z.input<typeof mapCheckSchema>;
export type MapCheckKind = MapCheck['kind'];

export const mapChecksSchema = z
  .array(mapCheckSchema)
  .default([])
  .superRefine((checks, ctx) => {
    const seen = new Set<string>();
    checks.forEach((check, i) => {
      if (seen.has(check.id))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'id'],
          message: `duplicate check id "${check.id}"`,
        });
      seen.add(check.id);
    });
  })
  .describe("The rules the scenario's maps are checked against, in the order findings list.");
