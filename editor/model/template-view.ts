import type { GalaxyTemplate, TemplateRole } from '../../scenarios/format/galaxy-templates.ts';
import type { MapDef, MapLabel } from '../../scenarios/format/map.ts';
import type { Tile } from '../../scenarios/format/tiles.ts';
import { roleAt, templateLayout } from '../analysis/generate/template-layout.ts';
import { geometryOf } from '../geometry/geometry-of.ts';

/**
 * A galaxy template as the canvas shows it: its board with the fixed and hyperlane tiles
 * down, a short label on every place that is not plainly open ("H1", the fixed tile's
 * picture, "Lane", the tier's name, "Closed") and the places grouped by role, so the canvas can
 * tint each role its own colour and the legend can count them.
 */
export interface TemplateView {
  readonly board: MapDef;
  readonly roles: Readonly<Record<TemplateRole, readonly string[]>>;
}

/** Label text a little smaller than a cell's width, in map units. */
function labelSize(board: MapDef): number {
  const geometry = geometryOf(board);
  const [first] = geometry.places();
  const corners = first === undefined ? [] : geometry.outline(first);
  if (corners.length === 0) return 18;
  const xs = corners.map((c) => c.x);
  return Math.max(8, (Math.max(...xs) - Math.min(...xs)) / 5);
}

function tileLabel(tile: Tile | undefined, id: string): string {
  return tile ? tile.label || tile.name : id;
}

export function templateView(template: GalaxyTemplate, tiles: readonly Tile[]): TemplateView {
  const { board } = templateLayout(template, `template-${template.id}`, template.name);
  const geometry = geometryOf(board);
  const size = labelSize(board);
  const byId = new Map(tiles.map((t) => [t.id, t]));
  const roles: Record<TemplateRole, string[]> = {
    home: [],
    fixed: [],
    hyperlane: [],
    open: [],
    closed: [],
  };
  const labels: MapLabel[] = [];
  for (const place of geometry.places()) {
    const role = roleAt(template, place);
    roles[role.role].push(place);
    const text =
      role.role === 'home'
        ? role.seat === null
          ? 'H?'
          : `H${role.seat}`
        : role.role === 'fixed'
          ? tileLabel(byId.get(role.tile), role.tile)
          : role.role === 'hyperlane'
            ? 'Lane'
            : role.role === 'closed'
              ? 'Closed'
              : (role.tier ?? '');
    const at = geometry.centre(place);
    // A fixed tile's picture already names it.
    if (!text || !at || role.role === 'fixed') continue;
    labels.push({
      id: `role-${labels.length}`,
      x: at.x,
      // Below the middle, so a hyperlane tile's own picture stays readable.
      y: role.role === 'hyperlane' ? at.y + size * 1.6 : at.y,
      text: text.slice(0, 24),
      size,
      rotation: 0,
      colour: '#f8f9fa',
    });
  }
  return { board: { ...board, labels }, roles };
}
