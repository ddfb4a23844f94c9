import type { LayerId, MapDef } from '../../scenarios/format/map.ts';
import type { Pixel } from '../geometry/coords.ts';
import { geometryOf } from '../geometry/geometry-of.ts';
import { isCellKey } from '../geometry/keys.ts';
import { copySelection, pasteClipboard, type Clipboard } from '../model/clipboard.ts';
import { poolOverrun } from '../model/tile-pool.ts';
import { deleteSelection } from '../model/edits/delete.ts';
import { moveNodes } from '../model/edits/graph.ts';
import { moveLabels } from '../model/edits/labels.ts';
import { moveCells } from '../model/edits/move.ts';
import { rotateTiles, rotationSteps } from '../model/edits/tiles.ts';
import type { MapEditor } from '../model/map-editor.ts';
import { EMPTY_SELECTION, isSelectionEmpty, selectionOf } from '../model/selection.ts';
import { layerProblem, selectionProblem } from './layers.ts';
import { shiftSelection } from './select/drag-selection.ts';
import { countOf, describeSelection } from './wording.ts';

/**
 * Commands without a pointer, which the UI binds to keys and menus. Each edit is one undo
 * step with a name that says what it did. Those that can refuse return a sentence for the
 * user saying why (or what was left out), and null when all went well or there was nothing
 * to do.
 */

/**
 * R / Shift+R: turns the selected tiles by `steps` (clockwise; negative turns back). With no
 * tile selected, turns the brush instead, so the next tile painted comes out turned.
 */
export function rotateSelectionOrBrush(editor: MapEditor, steps: number): string | null {
  const map = editor.map;
  if (!map) return null;
  const turning = [...editor.selection.places].filter((at) => map.placements[at]);
  if (turning.length === 0) {
    const n = rotationSteps(map);
    editor.setSettings({ rotation: (((editor.settings.rotation + steps) % n) + n) % n });
    return null;
  }
  const problem = layerProblem(map, 'tiles');
  if (problem) return problem;
  editor.applyToMap(`Rotate ${countOf(turning.length, 'tile')}`, (m) =>
    rotateTiles(m, turning, steps),
  );
  return null;
}

/** Delete: removes everything selected (tiles, notes and fog on places; nodes with their lanes…). */
export function deleteSelected(editor: MapEditor): string | null {
  const map = editor.map;
  const selection = editor.selection;
  if (!map || isSelectionEmpty(selection)) return null;
  const problem = selectionProblem(map, selection);
  if (problem) return problem;
  editor.applyToMap(`Delete ${describeSelection(selection)}`, (m) => deleteSelection(m, selection));
  editor.setSelection(EMPTY_SELECTION);
  return null;
}

/** Copy: puts what is on the selection aside. False when there was nothing to copy. */
export function copySelected(editor: MapEditor): boolean {
  const map = editor.map;
  if (!map) return false;
  const clipboard = copySelection(map, editor.selection);
  if (!clipboard) return false;
  editor.setClipboard(clipboard);
  return true;
}

/** Cut: copy, then delete, as one undo step. */
export function cutSelected(editor: MapEditor): string | null {
  const map = editor.map;
  const selection = editor.selection;
  if (!map || isSelectionEmpty(selection)) return null;
  const problem = selectionProblem(map, selection);
  if (problem) return problem;
  if (!copySelected(editor)) return null;
  editor.applyToMap(`Cut ${describeSelection(selection)}`, (m) => deleteSelection(m, selection));
  editor.setSelection(EMPTY_SELECTION);
  return null;
}

/**
 * Paste: puts the clipboard down with its anchor at `at` (the pointer), or in the middle of
 * the map when `at` is null, and selects what was pasted. Returns why nothing was pasted, or
 * how much fell off the board, or null. A paste that would put more copies of a tile on the
 * map than the game has is refused (`poolHint` says how to insist) unless `beyondPool`.
 */
export function pasteAt(
  editor: MapEditor,
  at: Pixel | null,
  options: { beyondPool?: boolean; poolHint?: string } = {},
): string | null {
  const map = editor.map;
  const clipboard = editor.clipboard;
  if (!map) return 'There is no map to paste on';
  if (!clipboard) return 'Nothing to paste: copy something first';
  const problem = clipboardLayers(clipboard)
    .map((layer) => layerProblem(map, layer))
    .find((p) => p !== null);
  if (problem) return problem;
  const result = pasteClipboard(map, clipboard, at ?? mapCentre(map));
  if ('error' in result) return result.error;
  const overrun = options.beyondPool ? null : poolOverrun(editor.doc.tiles, map, result.map);
  if (overrun) return options.poolHint ? `${overrun}. ${options.poolHint}` : overrun;
  const pasted = result.selection;
  const what =
    pasted.places.size > 0 ? countOf(pasted.places.size, 'place') : describeSelection(pasted);
  editor.applyToMap(`Paste ${what}`, (m) => (m === map ? result.map : m));
  editor.setSelection(pasted);
  if (result.skipped > 0)
    return `${countOf(result.skipped, 'place')} would fall off the board and ${
      result.skipped === 1 ? 'was' : 'were'
    } not pasted`;
  return null;
}

/** The layers a paste writes on. */
function clipboardLayers(clipboard: Clipboard): LayerId[] {
  const layers: LayerId[] = [];
  if (Object.keys(clipboard.placements).length > 0 || clipboard.nodes.length > 0)
    layers.push('tiles');
  if (Object.keys(clipboard.edges).length > 0 || clipboard.lanes.length > 0) layers.push('edges');
  if (clipboard.tokens.length > 0) layers.push('tokens');
  if (clipboard.labels.length > 0) layers.push('labels');
  if (Object.keys(clipboard.visibility).length > 0) layers.push('visibility');
  return layers;
}

/** The middle of what the map shows: its board, or its drawing area. */
export function mapCentre(map: MapDef): Pixel {
  return geometryOf(map).middle();
}

/** Select all: every place, edge feature, lane, token and label of the map. */
export function selectAll(editor: MapEditor): void {
  const map = editor.map;
  if (!map) return;
  editor.setSelection(
    selectionOf({
      places: geometryOf(map).places(),
      edges: Object.keys(map.edges),
      lanes: map.lanes.map((l) => l.id),
      tokens: map.tokens.map((t) => t.id),
      labels: map.labels.map((l) => l.id),
    }),
  );
}

export function clearSelection(editor: MapEditor): void {
  editor.setSelection(EMPTY_SELECTION);
}

export type NudgeDirection = 'up' | 'down' | 'left' | 'right';

const ARROWS: Record<NudgeDirection, { x: number; y: number }> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};

export { NODE_NUDGE } from '../geometry/graph-geometry.ts';

/**
 * The one-cell step closest to an arrow key's direction. On hex boards two sides may be
 * equally close (left on flat-top boards); the first clockwise from north wins, so that left
 * then right comes back to the same cell.
 */
export function nudgeStep(map: MapDef, direction: NudgeDirection): { a: number; b: number } {
  return geometryOf(map).nudge(ARROWS[direction]).step;
}

/**
 * Arrow keys: moves the selected cells one cell that way (with everything on them), and
 * selected nodes and labels by the same distance on screen.
 */
export function nudgeSelection(editor: MapEditor, direction: NudgeDirection): string | null {
  const map = editor.map;
  const selection = editor.selection;
  if (!map || isSelectionEmpty(selection)) return null;
  const problem = selectionProblem(map, selection);
  if (problem) return problem;
  const cells = [...selection.places].filter(isCellKey);
  const nodes = [...selection.places].filter((p) => !isCellKey(p));
  const labels = [...selection.labels];
  if (cells.length + nodes.length + labels.length === 0) return null;
  const { step, offset: shift } = geometryOf(map).nudge(ARROWS[direction]);
  let moved = map;
  if (cells.length > 0) {
    moved = moveCells(moved, cells, step);
    if (moved === map) return 'The selection cannot move off the board';
  }
  if (nodes.length > 0) moved = moveNodes(moved, nodes, shift.x, shift.y);
  if (labels.length > 0) moved = moveLabels(moved, labels, shift.x, shift.y);
  const result = moved;
  editor.applyToMap(`Move ${describeSelection(selection)}`, (m) => (m === map ? result : m));
  editor.setSelection(shiftSelection(map, selection, cells.length > 0 ? step : { a: 0, b: 0 }));
  return null;
}
