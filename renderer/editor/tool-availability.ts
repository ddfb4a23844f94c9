import type { GridKind } from '../../editor/geometry/grid-geometry.ts';
import type { ToolDefinition } from '../../editor/tools/types.ts';

/** Each kind of map as a tooltip names it, in the plural. */
const KIND_PLURALS: Readonly<Record<GridKind, string>> = {
  hex: 'hex boards',
  square: 'square grids',
  graph: 'point-to-point maps',
};

/**
 * Why a tool cannot be used on the open map ("Cells (C) works on hex boards only"), or null
 * when it can. With no map open every tool is unavailable.
 */
export function toolAvailability(tool: ToolDefinition, kind: GridKind | null): string | null {
  if (kind === null) return `${tool.label}: open a map first`;
  if (tool.grids.includes(kind)) return null;
  const kinds = tool.grids.map((k) => KIND_PLURALS[k]);
  const listed =
    kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} and ${kinds.at(-1)}` : kinds[0];
  return `${tool.label} (${tool.shortcut}) works on ${listed} only, not on ${KIND_PLURALS[kind]}`;
}
