import { z } from 'zod';
import { colourSchema, idSchema, wholeNumber } from './primitives.ts';

/** Largest imported tile image kept inside the scenario file (as a data: URL). */
export const TILE_IMAGE_MAX_CHARS = 1_500_000;

/**
 * Free attributes of a tile or placement: what the game needs to know about it (a star
 * system's planets with resources and influence, an anomaly type, wormholes, a terrain's
 * movement cost). Scenario files are JSON, so the values are JSON values.
 */
export const attributeValuesSchema = z.record(z.string(), z.unknown());
export const attributesSchema = attributeValuesSchema.default({});

/**
 * One tile of the scenario's tile library. Maps place tiles by id; `copies` is how many the
 * physical game has (a box holds a finite pool of system tiles), `null` for as many as wanted.
 */
export const tileSchema = z
  .object({
    id: idSchema,
    name: z.string().trim().min(1, 'a tile needs a name'),
    /** system, home, anomaly, empty, hyperlane, terrain… (free: the palette filters by it). */
    kind: z.string().trim().min(1).max(40).default('system'),
    colour: colourSchema.default('#3d4a5c'),
    /** A short text drawn on the tile (a tile number such as "18", a terrain letter). */
    label: z.string().max(12).default(''),
    /** An imported picture as a data: URL (PNG, JPEG, WebP or SVG). */
    image: z
      .string()
      .max(TILE_IMAGE_MAX_CHARS, 'the image is too large: keep tile images under about 1 MB')
      .regex(/^data:image\/(png|jpeg|webp|svg\+xml);base64,/, 'must be a data: URL of an image')
      .optional(),
    /** Border category: the tile back or frame colour group (e.g. blue or red tile backs). */
    border: z.string().max(40).default(''),
    copies: wholeNumber(0, 100_000).nullable().default(null),
    attributes: attributesSchema,
    /** Where the data came from, for tiles transcribed from a published game. */
    source: z.string().default(''),
  })
  .describe('A tile of the library: what a map cell or node can hold.');

export type Tile = z.infer<typeof tileSchema>;
export type TileInput = z.input<typeof tileSchema>;
