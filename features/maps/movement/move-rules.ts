import { distancesFrom } from '../../../editor/analysis/distances.ts';
import { geometryOf } from '../../../editor/geometry/geometry-of.ts';
import type { CellDelta } from '../../../editor/geometry/grid-geometry.ts';
import { stepDirection } from '../../../editor/geometry/directions.ts';
import type { MapDef, MapToken } from '../../../scenarios/format/map.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import { footprintAt, footprintProblem } from '../footprint.ts';
import { placeName } from '../live-map.ts';
import { graphOf, moveHintFor } from '../map-rules.ts';
import type { MapHints, MoveHint } from '../map-hints-format.ts';

/**
 * The move hints read as rules: why one move of a piece from its place to `to` breaks its
 * move hint (off the line, beyond reach, through or onto a blocking piece, against its
 * facing), in words a table reads aloud. Every cell of a longer piece is checked along the
 * way, and the other pieces block with every cell they cover.
 */

const nameOf = (token: MapToken) => token.label || token.id;

/** Why the move breaks the map's move rules, or null; null too when the hints are not enforced. */
export function enforcedMoveProblem(
  scenario: Scenario,
  map: MapDef,
  hints: MapHints,
  token: MapToken,
  to: string,
): string | null {
  if (!hints.enforce) return null;
  const hint = moveHintFor(hints, token.id);
  return hint ? moveRuleProblem(scenario, map, hint, token, to) : null;
}

/** Why the move breaks one move hint, or null. */
export function moveRuleProblem(
  scenario: Scenario,
  map: MapDef,
  hint: MoveHint,
  token: MapToken,
  to: string,
): string | null {
  return hint.mode === 'straight'
    ? straightProblem(scenario, map, hint, token, to)
    : pathProblem(scenario, map, hint, token, to);
}

/** The side-neighbour step whose repeats lead from `from` to `to`, with their count, or null. */
function lineTo(
  map: MapDef,
  from: string,
  to: string,
): { first: string; step: CellDelta; count: number } | null {
  const geometry = geometryOf(map);
  const far = geometry.distance(from, to);
  if (!Number.isFinite(far)) return null;
  for (const first of geometry.sideNeighbours(from)) {
    const step = geometry.delta(from, first);
    if (step.a === 0 && step.b === 0) continue;
    let at: string | null = first;
    for (let count = 1; count <= far && at !== null; count++) {
      if (at === to) return { first, step, count };
      at = geometry.shift(at, step);
    }
  }
  return null;
}

function straightProblem(
  scenario: Scenario,
  map: MapDef,
  hint: MoveHint,
  token: MapToken,
  to: string,
): string | null {
  const name = nameOf(token);
  const from = placeName(map, token.at);
  const line = lineTo(map, token.at, to);
  if (!line)
    return `${name} cannot move from ${from} to ${placeName(map, to)}: it moves only in a straight line`;
  const facing = facingProblem(map, hint, token, line.first);
  if (facing) return facing;
  if (line.count > hint.range)
    return `${name} cannot move ${line.count} steps from ${from}: it moves at most ${hint.range}`;
  const geometry = geometryOf(map);
  const graph = graphOf(scenario, map);
  let before = footprintAt(map, token);
  let anchor = token.at;
  for (let i = 1; i <= line.count; i++) {
    anchor = geometry.shift(anchor, line.step) ?? anchor;
    const blocked = footprintProblem(
      map,
      hint,
      token,
      anchor,
      i === line.count ? 'onto' : 'through',
    );
    if (blocked) return blocked;
    const after = footprintAt(map, token, anchor);
    const barred = after.findIndex(
      (cell, k) => !graph.adjacent(before[k] ?? '').some((s) => s.to === cell),
    );
    if (barred >= 0)
      return `${name} cannot cross from ${placeName(map, before[barred] ?? '')} to ${placeName(map, after[barred] ?? '')}: the way is barred`;
    before = after;
  }
  return null;
}

function pathProblem(
  scenario: Scenario,
  map: MapDef,
  hint: MoveHint,
  token: MapToken,
  to: string,
): string | null {
  const onto = footprintProblem(map, hint, token, to, 'onto');
  if (onto) return onto;
  const graph = graphOf(scenario, map);
  const options = { maxCost: hint.range, weighted: hint.weighted };
  const free = distancesFrom(graph, token.at, {
    ...options,
    passThrough: (p) => footprintProblem(map, hint, token, p, 'through') === null,
  });
  if (free.cost.has(to)) return null;
  const name = nameOf(token);
  const open = distancesFrom(graph, token.at, options);
  return open.cost.has(to)
    ? `${name} cannot reach ${placeName(map, to)} within ${hint.range} without moving through another piece`
    : `${name} cannot reach ${placeName(map, to)} from ${placeName(map, token.at)}: it moves at most ${hint.range}`;
}

/** Why a first step the way `first` lies goes against the piece's facing, or null. */
function facingProblem(map: MapDef, hint: MoveHint, token: MapToken, first: string): string | null {
  if (hint.facing !== 'ahead' || token.facing === undefined) return null;
  const way = stepDirection(map, token.at, first);
  if (!way || way.name === token.facing) return null;
  return `${nameOf(token)} faces ${token.facing}: it cannot move ${way.name}`;
}
