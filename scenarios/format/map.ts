import { z } from 'zod';
import { colourSchema, idSchema, refTo, reportDuplicateIds, wholeNumber } from './primitives.ts';
import { attributesSchema, attributeValuesSchema } from './tiles.ts';

/**
 * The map format: one model for hex boards, square grids and point-to-point (graph) maps.
 *
 * Places on a map are named by a string key, `at`:
 *   - a hex cell is its axial coordinate "q,r" (Red Blob Games' axial system, r down);
 *   - a square cell is "x,y" (column, row, from 0);
 *   - a graph node is its id (ids never contain a comma, so the two cannot be confused).
 * An edge between two cells is "a|b" with the two cell keys in canonical order (see
 * editor/geometry/keys.ts). Records keyed by place keep the file readable and make lookups
 * cheap on 10,000-cell boards.
 */

const cellKeyPattern = /^-?\d+,-?\d+$/;
const nodeIdPattern = /^[a-z0-9][a-z0-9-]*$/;
const edgeKeyPattern = /^-?\d+,-?\d+\|-?\d+,-?\d+$/;
/** Plain tests for record keys: a big board has tens of thousands of them. */
export const isPlaceKey = (key: string) =>
  key.length > 0 && key.length <= 80 && (cellKeyPattern.test(key) || nodeIdPattern.test(key));
/** A cell key ("q,r" or "x,y") or a node id. */
export const placeKeySchema = z.string().refine(isPlaceKey, {
  message: 'must be a cell such as "2,-1" or a node id',
});
export const cellKeySchema = z
  .string()
  .regex(cellKeyPattern, 'must be a cell such as "2,-1" (two whole numbers and a comma)');

const lineStyle = z.enum(['solid', 'dashed', 'dotted']);

export const hexShapeSchema = z.discriminatedUnion('type', [
  /** All cells within `radius` steps of 0,0 (radius 3 is a 37-cell galaxy of three rings). */
  z.object({ type: z.literal('hexagon'), radius: wholeNumber(0, 80) }),
  /** Columns × rows in offset layout; `offset` says which columns (flat) or rows (pointy) shift. */
  z.object({
    type: z.literal('rectangle'),
    width: wholeNumber(1, 300),
    height: wholeNumber(1, 300),
    offset: z.enum(['odd', 'even']).default('odd'),
  }),
  /** q in 0..width-1, r in 0..height-1: a rhombus, as many hex-and-counter boards are cut. */
  z.object({
    type: z.literal('parallelogram'),
    width: wholeNumber(1, 300),
    height: wholeNumber(1, 300),
  }),
  /** Exactly the cells listed in the map's `cells`. */
  z.object({ type: z.literal('free') }),
]);

export const gridSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('hex'),
    orientation: z.enum(['flat', 'pointy']).default('flat'),
    shape: hexShapeSchema.default({ type: 'hexagon', radius: 3 }),
  }),
  z.object({
    kind: z.literal('square'),
    width: wholeNumber(1, 300),
    height: wholeNumber(1, 300),
    /** Whether cells touching only at a corner count as neighbours. */
    diagonal: z.boolean().default(false),
  }),
  z.object({
    kind: z.literal('graph'),
    /** The drawing area nodes are laid out in, in map units. */
    width: z.number().positive().max(100_000).default(1600),
    height: z.number().positive().max(100_000).default(1000),
  }),
]);

/** The longest designer note on one cell or node. */
export const MAX_NOTE_LENGTH = 5000;

/** A tile on a cell or node: which one, turned how far, with what changed for this copy. */
export const placementSchema = z.object({
  tile: idSchema,
  /** Steps of 60° on hex boards (0–5), of 90° on square ones (0–3), clockwise. */
  rotation: wholeNumber(0, 5).default(0),
  overrides: z
    .object({
      name: z.string().optional(),
      colour: colourSchema.optional(),
      label: z.string().max(12).optional(),
      attributes: attributeValuesSchema.optional(),
    })
    .default({}),
});

/** A kind of edge feature the map uses: border, asteroid belt, gravity wave, river, wall… */
export const edgeTypeSchema = z.object({
  id: idSchema,
  name: z.string().trim().min(1),
  colour: colourSchema,
  style: z.enum(['solid', 'dashed', 'dotted', 'double', 'wavy', 'dots']).default('solid'),
  /** Line width in map units (a cell is `cellSize` across). */
  width: z.number().positive().max(40).default(6),
  /** Whether the two cells stop being neighbours across it (in the direction it blocks). */
  blocks: z.boolean().default(false),
  /** One-way features (gravity waves): the placement says which way movement may go. */
  directed: z.boolean().default(false),
});

export const edgeFeatureSchema = z.object({
  type: idSchema,
  /** For directed types: "forward" lets movement go from the first cell of the key to the second only. */
  direction: z.enum(['forward', 'backward']).optional(),
});

/** A kind of lane between graph nodes: route colours, jump lanes, rail lines. */
export const laneTypeSchema = z.object({
  id: idSchema,
  name: z.string().trim().min(1),
  colour: colourSchema,
  style: lineStyle.default('solid'),
  width: z.number().positive().max(40).default(4),
});

export const nodeSchema = z.object({
  id: idSchema,
  name: z.string().max(120).default(''),
  x: z.number().finite(),
  y: z.number().finite(),
  /** system, jump-point, area, gate… (free; drawn with a different mark). */
  kind: z.string().max(40).default('system'),
  colour: colourSchema.optional(),
  /** Radius in map units. */
  size: z.number().positive().max(500).default(18),
});

export const laneSchema = z.object({
  id: idSchema,
  from: idSchema,
  to: idSchema,
  type: idSchema,
  /** Movement cost (jump cost, fuel); absent when the lane has none. */
  cost: z.number().finite().min(0).optional(),
  direction: z.enum(['two-way', 'one-way']).default('two-way'),
  /** Overrides the lane type's style for this lane. */
  style: lineStyle.optional(),
  label: z.string().max(60).default(''),
});

/**
 * A number a piece carries through play (crew, ammunition, fire counters, damage), as a
 * VASSAL piece property: changed by Control with one logged entry, within its bounds.
 */
export const piecePropertySchema = z.object({
  name: z.string().trim().min(1, 'a property needs a name').max(40),
  value: z.number().int('must be a whole number').min(-1_000_000).max(1_000_000),
  min: z.number().int('must be a whole number').nullable().default(null),
  max: z.number().int('must be a whole number').nullable().default(null),
  /** Seen only by Control and the piece's own team (a ship's remaining ammunition). */
  hidden: z.boolean().default(false),
});
export type PieceProperty = z.infer<typeof piecePropertySchema>;

export const tokenSchema = z.object({
  id: idSchema,
  at: placeKeySchema,
  label: z.string().max(40).default(''),
  colour: colourSchema.default('#e0e0e0'),
  /** The team it belongs to, whose colour it then takes by default. */
  team: refTo('teams').optional(),
  count: wholeNumber(1, 9999).default(1),
  /** A short symbol drawn on it (an emoji or one or two letters). */
  icon: z.string().max(4).default(''),
  /** The compass direction it faces ("N", "NE"…), for games where facing matters. */
  facing: z.string().trim().min(1).max(3).optional(),
  /**
   * The other cells a piece longer than one cell covers, as shifts from `at` in key
   * coordinates ("0,1": the cell one step of r down): it is drawn over them and moves with
   * them as one. Absent: it covers `at` alone.
   */
  cells: z
    .array(cellKeySchema.refine((k) => k !== '0,0', 'is the anchor itself (`at`)'))
    .min(1)
    .max(12)
    .refine((list) => new Set(list).size === list.length, 'names a cell twice')
    .optional(),
  /** Numbers it carries through play, each named once (none: the piece has no state). */
  properties: z
    .array(piecePropertySchema)
    .max(20)
    .optional()
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list?.forEach((p, i) => {
        const key = p.name.toLowerCase();
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'name'],
            message: `"${p.name}" is named twice`,
          });
        seen.add(key);
        if (p.min !== null && p.max !== null && p.min > p.max)
          ctx.addIssue({ code: 'custom', path: [i, 'max'], message: 'is below the minimum' });
        else if ((p.min !== null && p.value < p.min) || (p.max !== null && p.value > p.max))
          ctx.addIssue({ code: 'custom', path: [i, 'value'], message: 'is outside its bounds' });
      });
    }),
});

export const labelSchema = z.object({
  id: idSchema,
  x: z.number().finite(),
  y: z.number().finite(),
  text: z.string().min(1).max(200),
  /** Font size in map units. */
  size: z.number().positive().max(1000).default(24),
  /** Degrees clockwise. */
  rotation: z.number().finite().default(0),
  colour: colourSchema.default('#f0f0f0'),
});

/**
 * Who sees a place. "hidden": not drawn at all for teams; "unexplored": drawn as an unknown
 * place (fog) for teams. Control always sees everything. Teams listed in `revealedTo` see it
 * as it is.
 */
export const visibilitySchema = z.object({
  state: z.enum(['hidden', 'unexplored']),
  revealedTo: z.array(refTo('teams')).default([]),
});

export const LAYER_IDS = ['tiles', 'edges', 'tokens', 'labels', 'visibility'] as const;
export type LayerId = (typeof LAYER_IDS)[number];

const layerState = z.object({
  visible: z.boolean().default(true),
  locked: z.boolean().default(false),
});
export const layersSchema = z
  .object({
    tiles: layerState.default({ visible: true, locked: false }),
    edges: layerState.default({ visible: true, locked: false }),
    tokens: layerState.default({ visible: true, locked: false }),
    labels: layerState.default({ visible: true, locked: false }),
    visibility: layerState.default({ visible: true, locked: false }),
  })
  .default({
    tiles: { visible: true, locked: false },
    edges: { visible: true, locked: false },
    tokens: { visible: true, locked: false },
    labels: { visible: true, locked: false },
    visibility: { visible: true, locked: false },
  });

/**
 * How a generated map was made, so that it can be made again exactly: the same template,
 * pool, players, seed, balance preset and algorithm, run for the same number of iterations,
 * give the same map (a time budget only decides when to stop).
 */
export const generationSchema = z.object({
  template: idSchema,
  pool: idSchema,
  players: wholeNumber(1, 64),
  seed: z.string().max(200),
  preset: z.string().min(1).max(80),
  algorithm: z.string().min(1).max(80),
  /** The iterations actually run. */
  iterations: wholeNumber(0),
  /** The imbalance the preset measured on the result. */
  imbalance: z.number().finite(),
  /** The map checks the result still breaks (ids), when it could not meet them all. */
  unmet: z.array(z.string()).default([]),
});
export type Generation = z.infer<typeof generationSchema>;

/**
 * How a dealt map was made: the template and pool, the players, the seed that shuffled the
 * deal, the turn order, and every placement in the order the players made them.
 */
export const dealRecordSchema = z.object({
  template: idSchema,
  pool: idSchema,
  players: wholeNumber(1, 64),
  seed: z.string().max(200),
  order: z.enum(['snake', 'rotation']),
  placements: z
    .array(z.object({ seat: wholeNumber(1, 64), tile: idSchema, place: z.string().max(40) }))
    .default([]),
});
export type DealRecord = z.infer<typeof dealRecordSchema>;

/** How cells are numbered on screen and in print. */
export const coordinateStyleSchema = z
  .enum(['none', 'axial', 'offset', 'spiral', 'names'])
  .default('none');

export const mapSchema = z
  .object({
    id: idSchema,
    name: z.string().trim().min(1, 'a map needs a name'),
    description: z.string().default(''),
    grid: gridSchema.default({
      kind: 'hex',
      orientation: 'flat',
      shape: { type: 'hexagon', radius: 3 },
    }),
    /** Cell size in map units: a hex's corner radius, a square's side. */
    cellSize: z.number().positive().max(1000).default(60),
    /** The cells of a free-shaped hex board; ignored for other shapes. */
    cells: z.array(cellKeySchema).default([]),
    placements: z.record(z.string(), placementSchema).default({}),
    edgeTypes: z.array(edgeTypeSchema).default([]),
    edges: z.record(z.string(), edgeFeatureSchema).default({}),
    laneTypes: z.array(laneTypeSchema).default([]),
    nodes: z.array(nodeSchema).default([]),
    lanes: z.array(laneSchema).default([]),
    tokens: z.array(tokenSchema).default([]),
    labels: z.array(labelSchema).default([]),
    /** Designer-only notes on cells and nodes, never shown to players. */
    notes: z.record(z.string(), z.string().max(MAX_NOTE_LENGTH)).default({}),
    visibility: z.record(z.string(), visibilitySchema).default({}),
    layers: layersSchema,
    coordinates: coordinateStyleSchema,
    /** Free attributes of the map itself (a table number, a sector's speed). */
    attributes: attributesSchema,
    /** How it was generated from a galaxy template, when it was. */
    generated: generationSchema.optional(),
    /** How it was dealt from a galaxy template and placed by the players, when it was. */
    dealt: dealRecordSchema.optional(),
  })
  .superRefine((map, ctx) => {
    // Record keys are checked here rather than by the record schema, so that the generated
    // JSON Schema stays within the keywords every checker understands.
    for (const field of ['placements', 'notes', 'visibility'] as const)
      for (const key of Object.keys(map[field]))
        if (!isPlaceKey(key))
          ctx.addIssue({
            code: 'custom',
            path: [field, key],
            message: `"${key}" is not a place: must be a cell such as "2,-1" or a node id`,
          });
    for (const key of Object.keys(map.edges))
      if (!edgeKeyPattern.test(key))
        ctx.addIssue({
          code: 'custom',
          path: ['edges', key],
          message: `"${key}" is not an edge: must be two cells such as "0,0|1,0"`,
        });
    reportDuplicateIds(ctx, map.edgeTypes, 'edgeTypes', 'edge type');
    reportDuplicateIds(ctx, map.laneTypes, 'laneTypes', 'lane type');
    reportDuplicateIds(ctx, map.nodes, 'nodes', 'node');
    reportDuplicateIds(ctx, map.lanes, 'lanes', 'lane');
    reportDuplicateIds(ctx, map.tokens, 'tokens', 'token');
    reportDuplicateIds(ctx, map.labels, 'labels', 'label');
    const nodeIds = new Set(map.nodes.map((n) => n.id));
    const laneTypeIds = new Set(map.laneTypes.map((t) => t.id));
    map.lanes.forEach((lane, i) => {
      for (const end of ['from', 'to'] as const)
        if (!nodeIds.has(lane[end]))
          ctx.addIssue({
            code: 'custom',
            path: ['lanes', i, end],
            message: `no node "${lane[end]}" on this map`,
          });
      if (!laneTypeIds.has(lane.type))
        ctx.addIssue({
          code: 'custom',
          path: ['lanes', i, 'type'],
          message: `no lane type "${lane.type}" on this map`,
        });
    });
    const edgeTypeIds = new Set(map.edgeTypes.map((t) => t.id));
    for (const [key, feature] of Object.entries(map.edges))
      if (!edgeTypeIds.has(feature.type))
        ctx.addIssue({
          code: 'custom',
          path: ['edges', key, 'type'],
          message: `no edge type "${feature.type}" on this map`,
        });
  })
  .describe('A hex board, square grid or point-to-point map.');

export type MapDef = z.infer<typeof mapSchema>;
export type MapInput = z.input<typeof mapSchema>;
export type Grid = MapDef['grid'];
export type HexGrid = Extract<Grid, { kind: 'hex' }>;
export type SquareGrid = Extract<Grid, { kind: 'square' }>;
export type GraphGrid = Extract<Grid, { kind: 'graph' }>;
export type HexShape = z.infer<typeof hexShapeSchema>;
export type Placement = z.infer<typeof placementSchema>;
export type EdgeType = z.infer<typeof edgeTypeSchema>;
export type EdgeFeature = z.infer<typeof edgeFeatureSchema>;
export type LaneType = z.infer<typeof laneTypeSchema>;
export type MapNode = z.infer<typeof nodeSchema>;
export type Lane = z.infer<typeof laneSchema>;
export type MapToken = z.infer<typeof tokenSchema>;
export type MapLabel = z.infer<typeof labelSchema>;
export type Visibility = z.infer<typeof visibilitySchema>;
export type Layers = z.infer<typeof layersSchema>;
export type CoordinateStyle = z.infer<typeof coordinateStyleSchema>;
