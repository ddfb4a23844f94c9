import type { FindingFix } from '../analysis/checks/finding.ts';
import { eraseTiles } from '../model/edits/tiles.ts';
import type { MapEditor } from '../model/map-editor.ts';
import { EMPTY_SELECTION } from '../model/selection.ts';
import { layerProblem } from './layers.ts';

/**
 * Applies the fix a map check suggests (take these tiles off) as one undoable edit named
 * after it. Returns why it cannot (a locked tiles layer, tiles already gone), or null.
 */
export function applyFindingFix(editor: MapEditor, fix: FindingFix): string | null {
  const map = editor.map;
  if (!map) return null;
  const problem = layerProblem(map, 'tiles');
  if (problem) return problem;
  const present = fix.remove.filter((at) => Object.hasOwn(map.placements, at));
  if (present.length === 0) return 'Those tiles are no longer on the map';
  editor.applyToMap(fix.label, (m) => eraseTiles(m, present));
  editor.setSelection(EMPTY_SELECTION);
  return null;
}
