import type { MapDef } from '../../scenarios/format/map.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { hintsOf } from './hints.ts';
import { placeName } from './live-map.ts';
import {
  lineOfSight,
  moveHintFor,
  radiusRings,
  reachablePlaces,
  shortestRoute,
} from './map-rules.ts';

/**
 * What the Map tab highlights from the map's rule hints, as coloured sets of places with a
 * sentence each: where the selected piece may go, the rings around pieces, the line between
 * two pieces and whether it is clear, the cheapest route between two places.
 */
export interface HintLayer {
  label: string;
  colour: string;
  places: string[];
  /** Where the layer starts (the selected piece's place), ringed on the canvas. */
  at: string;
}

export interface HintFocus {
  /** The selected piece. */
  token?: string | null;
  /** Two pieces whose line of sight to show. */
  sight?: readonly [string, string] | null;
  /** Two places whose cheapest route to show. */
  route?: readonly [string, string] | null;
  /** Whether to draw every piece's rings (flak barriers), not only the selected one's. */
  allRings?: boolean;
}

export interface HintView {
  layers: HintLayer[];
  /** Sentences for the status line ("Red cruiser sees Blue cruiser"). */
  notes: string[];
  /** Why the map's hints could not be read, if they could not. */
  problem: string | null;
}

const REACH = '#3fbf6f';
const SIGHT_CLEAR = '#5fb4ff';
const SIGHT_BLOCKED = '#e0504a';
const ROUTE = '#b36bff';

export function hintView(scenario: Scenario, map: MapDef, focus: HintFocus): HintView {
  const { hints, problem } = hintsOf(map);
  const layers: HintLayer[] = [];
  const notes: string[] = [];
  const token = focus.token ? map.tokens.find((t) => t.id === focus.token) : undefined;
  if (token) {
    const move = moveHintFor(hints, token.id);
    if (move) {
      const places = reachablePlaces(scenario, map, hints, token);
      const how = move.mode === 'straight' ? 'in a straight line' : 'along any path';
      layers.push({
        label: `${token.label || token.id}: up to ${move.range} ${how}`,
        colour: REACH,
        places,
        at: token.at,
      });
      notes.push(`${token.label || token.id} can reach ${places.length} places`);
    }
  }
  for (const ring of radiusRings(map, hints, focus.allRings ? undefined : (token?.id ?? '')))
    layers.push({
      label: `${ring.hint.label} (${ring.token.label || ring.token.id}, ${ring.hint.range})`,
      colour: ring.hint.colour,
      places: ring.places,
      at: ring.token.at,
    });
  if (focus.sight) {
    const [a, b] = focus.sight.map((id) => map.tokens.find((t) => t.id === id));
    if (a && b) {
      const sight = lineOfSight(scenario, map, hints, a, b);
      const names = `${a.label || a.id} → ${b.label || b.id}`;
      layers.push({
        label: sight.clear ? `Line of sight ${names}: clear` : `Line of sight ${names}: blocked`,
        colour: sight.clear ? SIGHT_CLEAR : SIGHT_BLOCKED,
        places: sight.line,
        at: a.at,
      });
      notes.push(
        sight.clear
          ? `${a.label || a.id} sees ${b.label || b.id}`
          : `${a.label || a.id} does not see ${b.label || b.id}: ${sight.blockedBy} at ${placeName(map, sight.blockedAt ?? '')} is in the way`,
      );
    }
  }
  if (focus.route) {
    const [from, to] = focus.route;
    const route = shortestRoute(scenario, map, from, to);
    if (route) {
      layers.push({
        label: `Cheapest route: ${route.cost}`,
        colour: ROUTE,
        places: route.places,
        at: from,
      });
      notes.push(
        `Cheapest route ${placeName(map, from)} → ${placeName(map, to)} costs ${route.cost}: ${route.places.map((p) => placeName(map, p)).join(', ')}`,
      );
    } else notes.push(`No route from ${placeName(map, from)} to ${placeName(map, to)}`);
  }
  return { layers, notes, problem };
}
