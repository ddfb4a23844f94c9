import { checkMap } from '../../../editor/analysis/checks/check-map.ts';
import type { Finding } from '../../../editor/analysis/checks/finding.ts';
import type { MapDef } from '../../../scenarios/format/map.ts';
import type { MapRules } from '../../../scenarios/format/map-rules.ts';
import type { Tile } from '../../../scenarios/format/tiles.ts';

/**
 * Checks big maps away from the page, so a 10,000-cell board is checked without holding up
 * the canvas. The tile library and the rules change rarely: they come only when they do, and
 * the worker keeps the last ones it was sent.
 */

export interface ChecksRequest {
  id: number;
  map: MapDef;
  tiles?: readonly Tile[];
  rules?: MapRules;
}

export interface ChecksReply {
  id: number;
  findings: Finding[];
  ms: number;
}

let tiles: readonly Tile[] = [];
let rules: MapRules | null = null;

addEventListener('message', (event: MessageEvent<ChecksRequest>) => {
  const request = event.data;
  if (request.tiles) tiles = request.tiles;
  if (request.rules) rules = request.rules;
  if (!rules) return;
  const start = performance.now();
  const findings = checkMap(request.map, tiles, rules);
  const reply: ChecksReply = { id: request.id, findings, ms: performance.now() - start };
  postMessage(reply);
});
