import { currentTurn, legalCells } from '../../../editor/analysis/deal/index.ts';
import type { GalaxyDealSlot } from '../../galaxy/types.ts';
import { borderColour } from '../../../editor/canvas/colours.ts';
import { geometryOf } from '../../../editor/geometry/geometry-of.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';

/**
 * A dealt galaxy drawn small and read-only in the console's setup step: each place as an SVG
 * outline with its tile's colour and label, the places the chosen tile may go lit, and the
 * rest of the empty places dimmed. Pure, so the step's component only draws what this says.
 */

export interface BoardCell {
  readonly place: string;
  readonly points: string;
  readonly x: number;
  readonly y: number;
  readonly fill: string;
  readonly stroke: string | null;
  readonly label: string;
  readonly state: 'placed' | 'legal' | 'dimmed' | 'empty';
}

export interface BoardPicture {
  readonly viewBox: string;
  readonly cells: readonly BoardCell[];
}

/** Where the chosen tile may go now; none when it is not the turn's hand or nothing is chosen. */
export function legalFor(
  scenario: Scenario,
  slot: GalaxyDealSlot,
  chosen: string | null,
): readonly string[] {
  const turn = currentTurn(slot.deal);
  if (chosen === null || !turn) return [];
  if (!(slot.deal.hands[turn.seat - 1] ?? []).includes(chosen)) return [];
  return legalCells({ tiles: scenario.tiles, rules: scenario.mapRules }, slot.deal, chosen);
}

export function boardPicture(
  scenario: Scenario,
  slot: GalaxyDealSlot,
  legal: readonly string[],
  chosen: string | null,
): BoardPicture {
  const board = slot.deal.board;
  const geometry = geometryOf(board);
  const lit = new Set(legal);
  const tiles = new Map(scenario.tiles.map((t) => [t.id, t]));
  const cells: BoardCell[] = [];
  for (const place of geometry.places()) {
    const centre = geometry.centre(place);
    if (!centre) continue;
    const points = geometry
      .outline(place)
      .map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)
      .join(' ');
    const placed = board.placements[place];
    const tile = placed ? tiles.get(placed.tile) : undefined;
    cells.push({
      place,
      points,
      x: centre.x,
      y: centre.y,
      fill: tile?.colour ?? (placed ? '#3d4a5c' : 'transparent'),
      stroke: tile?.border ? borderColour(tile.border) : null,
      label: tile ? tile.label || tile.name : '',
      state: placed ? 'placed' : lit.has(place) ? 'legal' : chosen !== null ? 'dimmed' : 'empty',
    });
  }
  const box = geometry.extent();
  const pad = 4;
  const viewBox = box
    ? `${box.minX - pad} ${box.minY - pad} ${box.maxX - box.minX + 2 * pad} ${box.maxY - box.minY + 2 * pad}`
    : '0 0 1 1';
  return { viewBox, cells };
}
