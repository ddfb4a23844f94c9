import type { MapDef } from '../../../scenarios/format/map.ts';
import type { Selection } from '../selection.ts';
import { removeNodes, removeLanes } from './graph.ts';
import { removeLabels } from './labels.ts';
import { withoutKeys } from './records.ts';
import { removeTokens } from './tokens.ts';

/**
 * The Delete key: clears the selected places (their tiles, notes and fog; on point-to-point
 * maps the nodes themselves go, with their lanes and tokens) and removes the selected edge
 * features, lanes, tokens and labels. Board cells stay: reshaping the board is the cell
 * tool's business.
 */
export function deleteSelection(map: MapDef, selection: Selection): MapDef {
  let next = map;
  const places = [...selection.places];
  // Selected nodes go (a cell key never names a node); what remains is cleared where it is.
  next = removeNodes(next, places);
  const placements = withoutKeys(next.placements, places);
  const notes = withoutKeys(next.notes, places);
  const visibility = withoutKeys(next.visibility, places);
  if (placements !== next.placements || notes !== next.notes || visibility !== next.visibility)
    next = { ...next, placements, notes, visibility };
  const edges = withoutKeys(next.edges, selection.edges);
  if (edges !== next.edges) next = { ...next, edges };
  next = removeLanes(next, [...selection.lanes]);
  next = removeTokens(next, [...selection.tokens]);
  return removeLabels(next, [...selection.labels]);
}
