import { z } from 'zod';
import { balanceRulesSchema, DEFAULT_BALANCE_PRESET } from './balance.ts';
import { mapChecksSchema } from './map-checks.ts';
import { tileMatchSchema } from './tile-match.ts';

export { tileMatchSchema, type TileMatch, type TileMatchInput } from './tile-match.ts';

/**
 * How the scenario's maps are read for movement and analysis: which tiles are homes and the
 * centre, which attribute makes wormholes, which makes hyperlanes, and what entering a place
 * costs. Rules of a game are data here; the engine (editor/analysis) only follows them.
 */

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
    balance: balanceRulesSchema.default({ preset: DEFAULT_BALANCE_PRESET, presets: [] }),
    /** What the maps are checked against while they are edited (scenarios/format/map-checks.ts). */
    checks: mapChecksSchema,
  })
  .describe("The rules the scenario's maps are checked and measured by.");
export type MapRules = z.infer<typeof mapRulesSchema>;
