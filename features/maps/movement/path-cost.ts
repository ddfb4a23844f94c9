import { geometryOf } from '../../../editor/geometry/geometry-of.ts';
import type { MapDef, MapToken } from '../../../scenarios/format/map.ts';
import type { HeadingHint, MapHints, StepCosts } from '../map-hints-format.ts';
import { tokenMatches } from '../map-hints-format.ts';
import { placeName } from '../live-map.ts';
import { stackingProblem } from '../map-rules.ts';
import {
  angleBetween,
  directionNamed,
  normalise,
  stepDirection,
  turned,
  turnSteps,
  type Direction,
} from '../../../editor/geometry/directions.ts';

/**
 * What a path of steps costs a piece: each move to a neighbour at the orthogonal or diagonal
 * cost times the place's entry cost, plus a turn cost for every direction step its facing swings (a move turns the piece
 * to where it goes first), and each explicit turn. The first problem met stops the walk and
 * is said in words; the cost so far is kept, so the console can show it as the path grows.
 */

export type PathStep = { to: string } | { turn: 'left' | 'right' };

export interface PathWalk {
  cost: number;
  /** Where the piece ends, and what it faces then (null: no facing yet). */
  at: string;
  facing: Direction | null;
  /** The places moved through, in order, the start left out. */
  places: string[];
  /** The direction of the first move, which a heading's modifier is read from. */
  firstMove: Direction | null;
  /** Why the path may not be taken, or null. */
  problem: string | null;
}

export interface PathContext {
  map: MapDef;
  hints: MapHints;
  costs: StepCosts;
  /** The tile id at a place, to refuse impassable tiles. */
  tileAt: (at: string) => string | null;
  /**
   * What entering a place costs, from the scenario's map rules (forest 2, road ½; 1 where no
   * rule matches; null: nobody enters it). A step costs its orthogonal or diagonal cost times it.
   */
  entryCost: (at: string) => number | null;
  /** The heading's direction of travel, or null (calm, or no heading). */
  headingRuns: number | null;
}

const nameOf = (token: MapToken) => token.label || token.id;

export function walkPath(ctx: PathContext, token: MapToken, steps: readonly PathStep[]): PathWalk {
  const { map, costs } = ctx;
  const geometry = geometryOf(map);
  const walk: PathWalk = {
    cost: 0,
    at: token.at,
    facing: token.facing ? directionNamed(map, token.facing) : null,
    places: [],
    firstMove: null,
    problem: null,
  };
  const fail = (problem: string): PathWalk => ({ ...walk, problem });
  for (const step of steps) {
    if ('turn' in step) {
      if (!walk.facing) return fail(`${nameOf(token)} faces no direction to turn from`);
      walk.facing = turned(map, walk.facing, step.turn === 'right' ? 1 : -1);
      walk.cost += costs.turn;
      continue;
    }
    const to = step.to;
    if (!geometry.has(to)) return fail(`${map.name} has no place "${to}"`);
    const direction = stepDirection(map, walk.at, to);
    if (!direction || !geometry.neighbours(walk.at).includes(to))
      return fail(`${placeName(map, to)} is not next to ${placeName(map, walk.at)}`);
    const tile = ctx.tileAt(to);
    if (tile !== null && costs.impassable.includes(tile))
      return fail(`${nameOf(token)} cannot enter ${placeName(map, to)} (${tile})`);
    const entry = ctx.entryCost(to);
    if (entry === null)
      return fail(`${nameOf(token)} cannot enter ${placeName(map, to)}: the map rules bar it`);
    const against = forbiddenAgainst(ctx, direction);
    if (against) return fail(`${nameOf(token)} may not move ${direction.name}: ${against}`);
    const blocker = blockerAt(ctx, token, to);
    if (blocker) return fail(blocker);
    if (walk.facing) walk.cost += turnSteps(map, walk.facing, direction) * costs.turn;
    walk.cost +=
      entry * (geometry.sideNeighbours(walk.at).includes(to) ? costs.orthogonal : costs.diagonal);
    walk.facing = direction;
    walk.firstMove ??= direction;
    walk.at = to;
    walk.places.push(to);
  }
  return walk;
}

/** Pieces that may not share a place may not pass through each other either. */
function blockerAt(ctx: PathContext, token: MapToken, to: string): string | null {
  const rule = ctx.hints.stacking;
  if (!rule || !tokenMatches(rule.tokens, token.id)) return null;
  return stackingProblem(ctx.map, ctx.hints, token, to);
}

/** Why moving this way is against the heading, or null. */
function forbiddenAgainst(ctx: PathContext, direction: Direction): string | null {
  const heading = ctx.hints.heading;
  if (!heading || ctx.headingRuns === null) return null;
  const modifier = modifierAt(heading, angleBetween(direction.angle, ctx.headingRuns));
  return modifier === null ? `that is directly against the ${heading.name.toLowerCase()}` : null;
}

/** The listed modifier nearest an angle (0 when none is listed). */
export function modifierAt(heading: HeadingHint, angle: number): number | null {
  let best: { d: number; modifier: number | null } | null = null;
  for (const m of heading.modifiers) {
    const d = Math.abs(m.angle - angle);
    if (!best || d < best.d) best = { d, modifier: m.modifier };
  }
  return best ? best.modifier : 0;
}

/** The angle a heading runs toward, from its named direction and how the data reads it. */
export function headingRuns(
  heading: HeadingHint | null,
  direction: Direction | null,
): number | null {
  if (!heading || !direction) return null;
  return heading.reading === 'from' ? normalise(direction.angle + 180) : direction.angle;
}

/** What the heading adds to the allowance of a path whose first move goes this way. */
export function headingModifier(ctx: PathContext, firstMove: Direction | null): number {
  const heading = ctx.hints.heading;
  if (!heading || ctx.headingRuns === null || !firstMove) return 0;
  return modifierAt(heading, angleBetween(firstMove.angle, ctx.headingRuns)) ?? 0;
}
