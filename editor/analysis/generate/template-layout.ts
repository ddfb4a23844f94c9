import type { GalaxyTemplate, TemplatePlace } from '../../../scenarios/format/galaxy-templates.ts';
import { mapSchema, type MapDef, type Placement } from '../../../scenarios/format/map.ts';
import type { TileMatch } from '../../../scenarios/format/tile-match.ts';
import { geometryOf } from '../../geometry/geometry-of.ts';

/**
 * A galaxy template read as a board: the map it starts from (its grid, with the fixed and
 * hyperlane tiles down), its homes in seat order, the open places the deal fills and those
 * left closed. Every grid kind reads the same way: places come from the map's geometry.
 */

export interface OpenPlace {
  readonly place: string;
  readonly tier: string | null;
  /** Only tiles matching this may go here (a red tile in the middle), if anything is said. */
  readonly only: TileMatch | null;
}

export interface HomePlace {
  readonly place: string;
  /** 1-based seat: whose home it is. */
  readonly seat: number;
}

export interface TemplateLayout {
  readonly template: GalaxyTemplate;
  /** The board with its fixed and hyperlane tiles; homes and open places empty. */
  readonly board: MapDef;
  readonly homes: readonly HomePlace[];
  readonly open: readonly OpenPlace[];
  readonly closed: readonly string[];
}

const OPEN: TemplatePlace = { role: 'open', tier: null, only: null };

/** A place's role in the template: open unless the template says otherwise. */
export function roleAt(template: GalaxyTemplate, place: string): TemplatePlace {
  return template.places[place] ?? OPEN;
}

/** The empty board a template lays out (no tiles): its grid and cells. */
export function templateBoard(
  template: GalaxyTemplate,
  id = template.id,
  name = template.name,
): MapDef {
  return mapSchema.parse({
    id,
    name,
    grid: template.grid,
    cells: template.cells,
    attributes: { players: template.players },
  });
}

export function templateLayout(
  template: GalaxyTemplate,
  id?: string,
  name?: string,
): TemplateLayout {
  const empty = templateBoard(template, id, name);
  const placements: Record<string, Placement> = {};
  const homes: HomePlace[] = [];
  const open: OpenPlace[] = [];
  const closed: string[] = [];
  const unseated: string[] = [];
  for (const place of geometryOf(empty).places()) {
    const role = roleAt(template, place);
    switch (role.role) {
      case 'fixed':
      case 'hyperlane':
        placements[place] = { tile: role.tile, rotation: role.rotation, overrides: {} };
        break;
      case 'home':
        if (role.seat === null) unseated.push(place);
        else homes.push({ place, seat: role.seat });
        break;
      case 'open':
        open.push({ place, tier: role.tier, only: role.only });
        break;
      case 'closed':
        closed.push(place);
    }
  }
  // Homes without a seat take the seats left, in the board's order.
  const taken = new Set(homes.map((h) => h.seat));
  let seat = 1;
  for (const place of unseated) {
    while (taken.has(seat)) seat++;
    homes.push({ place, seat });
    taken.add(seat);
  }
  homes.sort((a, b) => a.seat - b.seat);
  return { template, board: { ...empty, placements }, homes, open, closed };
}
