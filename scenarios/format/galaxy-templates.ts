import { z } from 'zod';
import { cellKeySchema, gridSchema } from './map.ts';
import { idSchema, refTo, reportDuplicateIds, wholeNumber } from './primitives.ts';
import { tileMatchSchema } from './tile-match.ts';

/**
 * Galaxy templates and tile pools: what a generated or dealt map is laid out from. A
 * template is a board (the map format's grid) whose places each have a role — a home, a
 * fixed tile (the centre), a hyperlane with its turn, an open place the deal fills (in a
 * tier, or only with tiles of some kind), or closed — and a pool says which library tiles
 * may be dealt and in what proportions. The rules a dealt map must keep are the scenario's
 * map checks (`mapRules.checks`); a check naming a template's id holds on maps made from it.
 */

/** What one place of a template is for. Places a template does not list are open. */
export const templatePlaceSchema = z.discriminatedUnion('role', [
  /** A home: gets the pool's home tile (or a home dealt from the pool); `seat` says whose. */
  z.object({
    role: z.literal('home'),
    seat: wholeNumber(1, 64).nullable().default(null),
  }),
  /** Always this tile (the centre), turned so. */
  z.object({
    role: z.literal('fixed'),
    tile: idSchema,
    rotation: wholeNumber(0, 5).default(0),
  }),
  /** A hyperlane tile, turned so: fixed, but it lays lanes rather than holding a system. */
  z.object({
    role: z.literal('hyperlane'),
    tile: idSchema,
    rotation: wholeNumber(0, 5).default(0),
  }),
  /** Dealt: in a tier (which tiles go there first) and, if given, only with matching tiles. */
  z.object({
    role: z.literal('open'),
    tier: z.string().trim().min(1).max(40).nullable().default(null),
    only: tileMatchSchema.nullable().default(null),
  }),
  /** Left empty: on the board but not part of this layout. */
  z.object({ role: z.literal('closed') }),
]);
export type TemplatePlace = z.infer<typeof templatePlaceSchema>;
export type TemplateRole = TemplatePlace['role'];

/** How a template's galaxy is dealt to players who place it themselves. */
export const dealRulesSchema = z
  .object({
    /** `snake`: 1, 2, 3, 3, 2, 1, 1, 2…; `rotation`: 1, 2, 3, 1, 2, 3… */
    order: z.enum(['snake', 'rotation']).default('snake'),
    /** A tile must border one already down (the first may go anywhere). */
    adjoinPlaced: z.boolean().default(false),
    /** Homes are dealt into the hands and placed like any tile, instead of set out first. */
    homesInHand: z.boolean().default(false),
    /** Tiles in each hand (homes aside); null: the open places shared out evenly. */
    perPlayer: wholeNumber(0, 1000).nullable().default(null),
  })
  .describe('How the galaxy is dealt to players who place the tiles in turn.');
export type DealRules = z.infer<typeof dealRulesSchema>;

export const DEFAULT_DEAL_RULES: DealRules = {
  order: 'snake',
  adjoinPlaced: false,
  homesInHand: false,
  perPlayer: null,
};

export const galaxyTemplateSchema = z
  .object({
    id: idSchema,
    name: z.string().trim().min(1, 'a template needs a name'),
    description: z.string().default(''),
    /** How many players it seats (one home each). */
    players: wholeNumber(1, 64),
    grid: gridSchema.default({
      kind: 'hex',
      orientation: 'flat',
      shape: { type: 'hexagon', radius: 3 },
    }),
    /** The cells of a free-shaped hex board; ignored for other shapes. */
    cells: z.array(cellKeySchema).default([]),
    /** Each listed place's role, keyed by place as on a map; the rest are open. */
    places: z.record(z.string(), templatePlaceSchema).default({}),
    /** The tiers in the order they are filled: the most valuable tiles go to the first. */
    tiers: z.array(z.string().trim().min(1).max(40)).default([]),
    /** Whether improving the balance keeps every tile within its place's tier. */
    swapWithinTiers: z.boolean().default(false),
    /** The tile pool it deals from. */
    pool: idSchema,
    deal: dealRulesSchema.default(DEFAULT_DEAL_RULES),
  })
  .describe('A layout to generate or deal a galaxy from: homes, fixed tiles, open places.');
export type GalaxyTemplate = z.infer<typeof galaxyTemplateSchema>;
export type GalaxyTemplateInput = z.input<typeof galaxyTemplateSchema>;

/** A share of the dealt tiles: blue-backed systems, red-backed ones… */
export const poolGroupSchema = z.object({
  id: idSchema,
  name: z.string().trim().min(1),
  match: tileMatchSchema,
  /** Its share of the open places, against the other groups' (3 blue to 2 red). */
  ratio: z.number().positive().max(1000).default(1),
  /** Tiles of this group in each player's hand when dealt; null: by the ratio. */
  perPlayer: wholeNumber(0, 1000).nullable().default(null),
});
export type PoolGroup = z.infer<typeof poolGroupSchema>;

export const tilePoolSchema = z
  .object({
    id: idSchema,
    name: z.string().trim().min(1, 'a tile pool needs a name'),
    description: z.string().default(''),
    /** Tiles that may be dealt: those matching any of these (none: every tile). */
    include: z.array(tileMatchSchema).default([]),
    /** Tiles never dealt (taken out of the game), whatever `include` says. */
    exclude: z.array(tileMatchSchema).default([]),
    /** How the open places are shared between kinds of tile (none: one pool). */
    groups: z.array(poolGroupSchema).default([]),
    /** What a home is, for homes dealt from the pool. */
    homes: tileMatchSchema.default({ kinds: ['home'], borders: [], tiles: [] }),
    /** The tile every home place gets (a home slot); null: homes dealt from `homes`. */
    homeTile: refTo('tiles').nullable().default(null),
  })
  .describe('Which library tiles a template deals, and in what proportions.');
export type TilePool = z.infer<typeof tilePoolSchema>;
export type TilePoolInput = z.input<typeof tilePoolSchema>;

/** Templates name pools and tiles that exist; ids are unique. */
export function reportTemplateProblems(
  ctx: z.RefinementCtx,
  s: {
    galaxyTemplates: readonly GalaxyTemplate[];
    tilePools: readonly TilePool[];
    tiles: readonly { id: string }[];
  },
): void {
  reportDuplicateIds(ctx, s.galaxyTemplates, 'galaxyTemplates', 'galaxy template');
  reportDuplicateIds(ctx, s.tilePools, 'tilePools', 'tile pool');
  const pools = new Set(s.tilePools.map((p) => p.id));
  const tiles = new Set(s.tiles.map((t) => t.id));
  s.galaxyTemplates.forEach((template, i) => {
    if (!pools.has(template.pool))
      ctx.addIssue({
        code: 'custom',
        path: ['galaxyTemplates', i, 'pool'],
        message: `no tile pool "${template.pool}"`,
      });
    const seats = new Map<number, string>();
    for (const [at, place] of Object.entries(template.places)) {
      if (place.role === 'home' && place.seat !== null) {
        const problem =
          place.seat > template.players
            ? `seat ${place.seat} is beyond the template's ${template.players} players`
            : seats.has(place.seat)
              ? `seat ${place.seat} is already the home at ${seats.get(place.seat)}`
              : null;
        if (problem)
          ctx.addIssue({
            code: 'custom',
            path: ['galaxyTemplates', i, 'places', at, 'seat'],
            message: problem,
          });
        seats.set(place.seat, at);
      }
      if ((place.role === 'fixed' || place.role === 'hyperlane') && !tiles.has(place.tile))
        ctx.addIssue({
          code: 'custom',
          path: ['galaxyTemplates', i, 'places', at, 'tile'],
          message: `no tile "${place.tile}" in the tile library`,
        });
    }
  });
  s.tilePools.forEach((pool, i) => {
    const groups = new Set<string>();
    pool.groups.forEach((group, g) => {
      if (groups.has(group.id))
        ctx.addIssue({
          code: 'custom',
          path: ['tilePools', i, 'groups', g, 'id'],
          message: `duplicate group id "${group.id}"`,
        });
      groups.add(group.id);
    });
    if (pool.homeTile !== null && !tiles.has(pool.homeTile))
      ctx.addIssue({
        code: 'custom',
        path: ['tilePools', i, 'homeTile'],
        message: `no tile "${pool.homeTile}" in the tile library`,
      });
  });
}
