import { geometryOf } from '../../editor/geometry/geometry-of.ts';
import { tokenCellsAt } from '../../editor/model/token-cells.ts';
import type { MapDef, MapToken } from '../../scenarios/format/map.ts';
import { placeName } from './live-map.ts';
import { tokenMatches, type MoveHint } from './map-hints-format.ts';

/**
 * The cells a piece covers: its anchor `at` and, for a piece longer than one cell, the shifts
 * its `cells` list from the anchor. Every rule that asks what stands on a place asks this, so
 * a two-hex ship blocks and fills both of its hexes.
 */

/**
 * The places a piece covers with its anchor on `at` (its own place by default), anchor first;
 * null for a cell that falls off the grid's coordinates (its shift names no cell).
 */
export const footprintAt = (map: MapDef, token: MapToken, at: string = token.at) =>
  tokenCellsAt(map, token, at);

/** The places a piece covers now (those on the grid). */
export function coveredBy(map: MapDef, token: MapToken): string[] {
  return footprintAt(map, token).filter((p): p is string => p !== null);
}

/** Whether a piece covers a place. */
export function covers(map: MapDef, token: MapToken, place: string): boolean {
  return token.at === place || (token.cells !== undefined && coveredBy(map, token).includes(place));
}

/** The pieces other than `except` that cover a place, for which `which` holds. */
export function piecesOn(
  map: MapDef,
  place: string,
  except: string | null,
  which: (token: MapToken) => boolean = () => true,
): MapToken[] {
  return map.tokens.filter((t) => t.id !== except && which(t) && covers(map, t, place));
}

/** Why the piece may not stand with its anchor on `at` (off the map, or a blocking piece there). */
export function footprintProblem(
  map: MapDef,
  hint: MoveHint | null,
  token: MapToken,
  at: string,
  verb: 'through' | 'onto',
): string | null {
  const geometry = geometryOf(map);
  const name = token.label || token.id;
  for (const cell of footprintAt(map, token, at)) {
    if (cell === null || !geometry.has(cell))
      return `${name} cannot move ${verb} ${cell ?? 'that cell'}: it is off ${map.name}`;
    if (!hint) continue;
    const [other] = piecesOn(map, cell, token.id, (t) => tokenMatches(hint.blockedBy, t.id));
    if (other)
      return `${name} cannot move ${verb} ${other.label || other.id} at ${placeName(map, cell)}`;
  }
  return null;
}
