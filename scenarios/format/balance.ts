import { z } from 'zod';
import { idSchema, wholeNumber } from './primitives.ts';
import { tileMatchSchema } from './tile-match.ts';

/**
 * How the balance of a map is measured: which home owns which place (by a distance model and
 * an ownership model), what each place is worth (read from tile attributes), and how uneven
 * the homes' totals are. Everything a game means by "value" is data here; the engine
 * (editor/analysis/balance) knows no game.
 */

/**
 * Where values sit in a tile's attributes: names joined by dots, `[]` after a name for each
 * item of a list ("planets[].resources": every planet's resources). A single value where a
 * list is expected counts as a list of one.
 */
export const attributePathSchema = z
  .string()
  .regex(
    /^[A-Za-z_][\w-]*(\[\])?(\.[A-Za-z_][\w-]*(\[\])?)*$/,
    'must be attribute names joined by dots, each optionally followed by [] (planets[].resources)',
  );

const weight = z.number().finite().default(1);
const fieldName = z.string().min(1).max(80);

/** One part of what a place is worth; a measure adds up its terms times their weights. */
export const valueTermSchema = z
  .discriminatedUnion('kind', [
    /** 1 for every place (counts places). */
    z.object({ kind: z.literal('constant'), weight }),
    /** The numbers at a path, added up ("planets[].resources"). */
    z.object({ kind: z.literal('sum'), path: attributePathSchema, weight }),
    /**
     * How many values a path holds: "planets[]" counts planets, "planets[].tech" the planets
     * that have a specialty, "planets[].tech[]" every specialty.
     */
    z.object({ kind: z.literal('count'), path: attributePathSchema, weight }),
    /** For each item of a list, the largest of its fields (a planet's resources or influence). */
    z.object({
      kind: z.literal('greatest'),
      list: attributePathSchema,
      fields: z.array(fieldName).min(1),
      weight,
    }),
    /**
     * For each item of a list, `field` when it is larger than `other`, half of it when the two
     * are equal, else nothing: what a planet gives to one side when spent "optimally".
     */
    z.object({
      kind: z.literal('optimal'),
      list: attributePathSchema,
      field: fieldName,
      other: fieldName,
      weight,
    }),
    /** 1 when the place's tile matches (an anomaly, a red border, a wormhole). */
    z.object({ kind: z.literal('match'), match: tileMatchSchema, weight }),
    /**
     * For each item of a list that has `when` (or every item, when null), the table's number for
     * its `key` field, else `otherwise` (a value per named legendary planet).
     */
    z.object({
      kind: z.literal('lookup'),
      list: attributePathSchema,
      when: fieldName.nullable().default(null),
      key: fieldName,
      table: z.record(z.string(), z.number().finite()).default({}),
      otherwise: z.number().finite().default(0),
      weight,
    }),
  ])
  .describe('One part of what a place is worth.');
export type ValueTerm = z.infer<typeof valueTermSchema>;

/** How distances are measured over the movement graph (editor/analysis/map-graph.ts). */
export const distanceModelSchema = z
  .object({
    /** One per step ("hops"), or what entering each place costs times a lane's cost ("weighted"). */
    metric: z.enum(['hops', 'weighted']).default('hops'),
    /** Whether places sharing a wormhole type are one step apart. */
    wormholes: z.boolean().default(true),
    /** Places further than this from every home belong to nobody; null: no limit. */
    max: z.number().min(0).max(100_000).nullable().default(null),
    /** Whether a way may go on through another home (it may always end there). */
    throughHomes: z.boolean().default(false),
    /** Whether a way may go on through the centre. */
    throughCentre: z.boolean().default(true),
    /** Whether a way may go on through a place with no tile. */
    throughEmpty: z.boolean().default(true),
    /** Places a way may enter but not leave (a nebula, when moving out of one ends a move). */
    deadEnds: z.array(tileMatchSchema).default([]),
    /** Places a way never enters. */
    blocked: z.array(tileMatchSchema).default([]),
    /** Whether the places the movement rules make impassable (entry cost null) are never entered. */
    ruleBlocks: z.boolean().default(true),
  })
  .describe('How distances are measured for balance.');
export type DistanceModel = z.infer<typeof distanceModelSchema>;

/** Who owns a place, and how much of it. */
export const ownershipSchema = z
  .discriminatedUnion('kind', [
    /** The nearest home; homes equally near share it equally (1/N each). */
    z.object({ kind: z.literal('nearest') }),
    /**
     * Every home that reaches it, in proportion to 1/distance^power; places nearer than
     * `nearestWithin` to some home go to the nearest home(s) whole.
     */
    z.object({
      kind: z.literal('stakes'),
      power: z.number().min(0).max(8).default(2),
      nearestWithin: z.number().min(0).nullable().default(null),
    }),
    /**
     * Fixed slices from the map: a place belongs to the home whose tile (or placement) has the
     * same value of `attribute`; several such homes share it.
     */
    z.object({ kind: z.literal('fixed'), attribute: fieldName }),
    /**
     * Every home that reaches a place has it in full, weighted by its distance: `weights[d]` for
     * a distance d (rounded down), nothing beyond the list. Not shared out: a place can count
     * for several homes at once.
     */
    z.object({
      kind: z.literal('reach'),
      weights: z.array(z.number().min(0).max(1000)).min(1).max(100),
      /** Whether a place beside another home counts for this one. */
      besideOtherHomes: z.boolean().default(true),
    }),
  ])
  .describe('Who owns a place.');
export type Ownership = z.infer<typeof ownershipSchema>;

/** A home's own term: how near it is to the centre, and what stands on the way. */
export const centreTermSchema = z.object({
  /** The distance that earns nothing. */
  baseline: z.number().finite().default(3),
  /** What each step nearer than the baseline is worth (further costs as much). */
  perStep: z.number().finite().default(0),
  /** How the way to the centre is measured. */
  distance: distanceModelSchema.default({
    metric: 'hops',
    wormholes: true,
    max: null,
    throughHomes: false,
    throughCentre: true,
    throughEmpty: true,
    deadEnds: [],
    blocked: [],
    ruleBlocks: true,
  }),
  /** Added when every shortest way to the centre passes such a place (a penalty when negative). */
  onEveryWay: z.array(z.object({ match: tileMatchSchema, value: z.number().finite() })).default([]),
});
export type CentreTerm = z.infer<typeof centreTermSchema>;

/** One figure per home: what its share of the places is worth, and how much it counts. */
export const measureSchema = z.object({
  id: idSchema,
  name: z.string().trim().min(1).max(60),
  /** What a place is worth to this measure: the sum of these terms. */
  terms: z.array(valueTermSchema).default([]),
  /** A term of the home itself, added to its total. */
  centre: centreTermSchema.nullable().default(null),
  /** How much the measure counts in the imbalance (0: shown only). */
  weight: z.number().min(0).max(1000).default(1),
  /** Each home's total is rounded to this many decimals; null: not rounded. */
  decimals: wholeNumber(0, 6).nullable().default(null),
});
export type Measure = z.infer<typeof measureSchema>;

/** How uneven the homes are, one figure: lower is fairer. */
export const objectiveSchema = z.object({
  /**
   * gap: largest total less smallest; squares: the sum of squared deviations from the mean;
   * cv: the coefficient of variation (population standard deviation over the mean). Each is
   * taken per measure and added up by the measures' weights.
   */
  kind: z.enum(['gap', 'squares', 'cv']).default('squares'),
  /** The figure is rounded to this many decimals; null: not rounded. */
  decimals: wholeNumber(0, 6).nullable().default(null),
});
export type Objective = z.infer<typeof objectiveSchema>;

/** Which places can be owned at all (homes never are). */
export const ownedPlacesSchema = z.object({
  centre: z.boolean().default(false),
  /** Places with no tile. */
  empty: z.boolean().default(true),
  /** Places never owned, by their tile. */
  exclude: z.array(tileMatchSchema).default([]),
});

export const balanceSettingsSchema = z.object({
  distance: distanceModelSchema,
  ownership: ownershipSchema,
  places: ownedPlacesSchema,
  measures: z.array(measureSchema).min(1, 'a balance needs at least one measure'),
  objective: objectiveSchema,
});
export type BalanceSettings = z.infer<typeof balanceSettingsSchema>;
export type BalanceSettingsInput = z.input<typeof balanceSettingsSchema>;

/** Settings with a name, chosen from a list. */
export const balancePresetSchema = z
  .object({
    id: idSchema,
    name: z.string().trim().min(1).max(120),
    description: z.string().max(2000).default(''),
    ...balanceSettingsSchema.shape,
  })
  .superRefine((preset, ctx) => {
    const seen = new Set<string>();
    preset.measures.forEach((m, i) => {
      if (seen.has(m.id))
        ctx.addIssue({
          code: 'custom',
          path: ['measures', i, 'id'],
          message: `duplicate measure id "${m.id}"`,
        });
      seen.add(m.id);
    });
  });
export type BalancePreset = z.infer<typeof balancePresetSchema>;
export type BalancePresetInput = z.input<typeof balancePresetSchema>;

/** The preset a fresh scenario measures by: it reads no attribute, so it fits any game. */
export const DEFAULT_BALANCE_PRESET = 'territory';

export const balanceRulesSchema = z
  .object({
    /** The preset the editor and `lodestar analyze` start with: a built-in one or one below. */
    preset: idSchema.default(DEFAULT_BALANCE_PRESET),
    /** The scenario's own presets, beside the built-in ones. */
    presets: z.array(balancePresetSchema).default([]),
  })
  .describe('How the balance of the maps is measured.');
export type BalanceRules = z.infer<typeof balanceRulesSchema>;
