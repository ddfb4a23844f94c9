import { z } from 'zod';
import { idSchema } from './primitives.ts';

/**
 * How the scenario's maps are read for movement and analysis: which tiles are homes and the
 * centre, which attribute makes wormholes, which makes hyperlanes, and what entering a place
 * costs. Rules of a game are data here; the engine (editor/analysis) only follows them.
 */

/**
 * Which places a rule is about, by what their tile is. Every condition given must hold; an
 * empty match matches every place with a tile (and, with `empty`, only places without one).
 */
export const tileMatchSchema = z
  .object({
    /** The tile's kind is one of these (system, home, anomaly…). */
    kinds: z.array(z.string().min(1)).default([]),
    /** The tile's border is one of these (blue, red, yellow…). */
    borders: z.array(z.string().min(1)).default([]),
    /** The tile is one of these. */
    tiles: z.array(idSchema).default([]),
    /** The tile has this attribute with a value (not null, false, "", 0 or an empty list)… */
    attribute: z.string().min(1).optional(),
    /** …and, if given, the attribute has this value (or, for a list, holds it). */
    equals: z.union([z.string(), z.number(), z.boolean()]).optional(),
    /** Matches places with no tile at all (true) or only places with one (false). */
    empty: z.boolean().optional(),
  })
  .describe('Which places a rule is about, by their tile.');
export type TileMatch = z.infer<typeof tileMatchSchema>;
export type TileMatchInput = z.input<typeof tileMatchSchema>;

export const entryCostSchema = z.object({
  match: tileMatchSchema,
  /** What entering such a place costs; null: it cannot be entered (a supernova). */
  cost: z.number().min(0).max(1000).nullable(),
});

export const movementSchema = z
  .object({
    /** What a home is (whose slice and distances analysis measures). */
    homes: tileMatchSchema.default({ kinds: ['home'], borders: [], tiles: [] }),
    /** The centre every home should reach (Mecatol Rex), if the game has one. */
    centre: tileMatchSchema.nullable().default(null),
    /** A tile attribute naming a wormhole type: places whose tiles share a type are adjacent. */
    wormholes: z
      .object({
        attribute: z.string().min(1),
        /** Types that join nothing by themselves (a single-ended one). */
        ignore: z.array(z.string()).default([]),
      })
      .nullable()
      .default(null),
    /**
     * A tile attribute listing a hyperlane tile's lanes as pairs of sides ([[0, 3], [1, 4]]:
     * side 0 is the first side clockwise from north, then clockwise). The tile's rotation
     * turns them. Places joined through a chain of lanes are adjacent; nobody stops on one.
     */
    hyperlanes: z
      .object({ attribute: z.string().min(1) })
      .nullable()
      .default(null),
    /** What entering a place costs: the first rule that matches (1 when none does). */
    entryCosts: z.array(entryCostSchema).default([]),
  })
  .describe('How maps are read for movement, distances and analysis.');
export type Movement = z.infer<typeof movementSchema>;
export type MovementInput = z.input<typeof movementSchema>;

export const mapRulesSchema = z
  .object({
    movement: movementSchema.default({
      homes: { kinds: ['home'], borders: [], tiles: [] },
      centre: null,
      wormholes: null,
      hyperlanes: null,
      entryCosts: [],
    }),
  })
  .describe("The rules the scenario's maps are checked and measured by.");
export type MapRules = z.infer<typeof mapRulesSchema>;
