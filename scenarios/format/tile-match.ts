import { z } from 'zod';
import { refTo } from './primitives.ts';

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
    tiles: z.array(refTo('tiles')).default([]),
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
