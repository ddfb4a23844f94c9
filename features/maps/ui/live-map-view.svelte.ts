import { hintView, type HintView } from '../hint-layers.ts';
import { hintsOf } from '../hints.ts';
import { placeName } from '../live-map.ts';
import { scoutProblem, stackingProblem } from '../map-rules.ts';
import { footprintProblem } from '../footprint.ts';
import { enforcedMoveProblem } from '../movement/move-rules.ts';
import type { MapsState } from '../types.ts';
import { mapSeenAs, type DrawnMap } from '../viewer-map.ts';
import type { ActionRequest } from '../../index.ts';
import { CONTROL, DISPLAY, teamViewer, type Viewer } from '../../../session/viewer.ts';
import { geometryOf } from '../../../editor/geometry/geometry-of.ts';
import type { Hit } from '../../../editor/model/picking.ts';
import type { PathStep } from '../movement/path-cost.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';

/**
 * The Map tab's state and what a click means in each mode, without the DOM: which map, whose
 * eyes, the mode, the selected piece and the first pick of a two-click mode. The canvas host
 * turns pointer events into `press`, `drag` and `drop` with what is under the pointer; this
 * turns them into actions (a drop is a move) or a reason it would be refused.
 *
 * Modes: move (drag pieces; click one to see its reach), place (click a place: a new piece
 * there, as described in the side panel, logged as map.place), reveal (click a place: revealed to
 * the chosen team, or every team), scout (click a place next to the scouting piece), route
 * (click two nodes: a route of the chosen kind or colour and cost), sight (click two pieces),
 * path (click two places: the cheapest route).
 */
export type MapMode = 'move' | 'place' | 'course' | 'reveal' | 'scout' | 'route' | 'sight' | 'path';

/** What the next click puts on the map in mode 'place'. */
export interface NewPiece {
  label: string;
  /** '' for a piece of no team. */
  team: string;
  colour: string;
  count: number;
}

export const MAP_MODES: readonly {
  mode: MapMode;
  label: string;
  lattice: boolean;
  graph: boolean;
}[] = [
  { mode: 'move', label: 'Move', lattice: true, graph: true },
  { mode: 'place', label: 'New piece', lattice: true, graph: true },
  { mode: 'course', label: 'Plot course', lattice: true, graph: false },
  { mode: 'reveal', label: 'Reveal', lattice: true, graph: true },
  { mode: 'scout', label: 'Scout', lattice: true, graph: true },
  { mode: 'route', label: 'Add route', lattice: false, graph: true },
  { mode: 'sight', label: 'Line of sight', lattice: true, graph: false },
  { mode: 'path', label: 'Shortest path', lattice: true, graph: true },
];

export type Act = (action: ActionRequest) => Promise<boolean>;

/** A drop the movement rules refused, which Control may send anyway with a reason. */
export interface RefusedMove {
  map: string;
  token: string;
  to: string;
  problem: string;
}

export class LiveMapView {
  mapId = $state<string | null>(null);
  /** 'control', 'public' or a team id. */
  viewAs = $state('control');
  mode = $state<MapMode>('move');
  selected = $state<string | null>(null);
  /** The first pick of a two-click mode (a node, a piece or a place). */
  first = $state<string | null>(null);
  /** The pair a two-click mode last completed. */
  pair = $state.raw<readonly [string, string] | null>(null);
  /** The team a reveal or scout is for ('' = every team, for reveals). */
  team = $state('');
  routeKind = $state('');
  routeColour = $state('#f0c040');
  routeCost = $state(1);
  newPiece = $state<NewPiece>({ label: '', team: '', colour: '#e0e0e0', count: 1 });
  allRings = $state(true);
  /** The place a dragged piece is over. */
  dragOver = $state<string | null>(null);
  dragging = $state<string | null>(null);
  /** The steps of the course plotted for the selected piece (mode 'course'). */
  course = $state.raw<PathStep[]>([]);
  /** Why the last gesture did nothing (shown under the map), or what it did. */
  message = $state('');
  /** The last drop the enforced movement rules refused (Control may move it anyway). */
  refused = $state.raw<RefusedMove | null>(null);
  /** The session's scenario, which the movement rules are read through (set by the tab). */
  scenario = $state.raw<Scenario | null>(null);

  readonly #act: Act;
  /** Whether this console is Control's (a paired console cannot override a rule). */
  readonly control: boolean;

  constructor(act: Act, control = true) {
    this.#act = act;
    this.control = control;
  }

  viewer(): Viewer {
    if (this.viewAs === 'control') return CONTROL;
    if (this.viewAs === 'public') return DISPLAY;
    return teamViewer(this.viewAs);
  }

  /** The map on screen, as the chosen viewer sees it. */
  drawn(scenario: Scenario, maps: MapsState): DrawnMap | null {
    const id = this.currentMap(scenario);
    return id ? mapSeenAs(scenario, maps, id, this.viewer()) : null;
  }

  currentMap(scenario: Scenario): string | null {
    if (this.mapId && scenario.maps.some((m) => m.id === this.mapId)) return this.mapId;
    return scenario.maps[0]?.id ?? null;
  }

  /** Whether pieces can be moved: only in Control's own view. */
  get editable(): boolean {
    return this.viewAs === 'control';
  }

  chooseMap(id: string): void {
    this.mapId = id;
    this.#reset();
  }

  chooseMode(mode: MapMode): void {
    this.mode = mode;
    this.#reset();
  }

  #reset(): void {
    this.selected = null;
    this.first = null;
    this.pair = null;
    this.course = [];
    this.dragging = null;
    this.dragOver = null;
    this.message = '';
    this.refused = null;
  }

  hints(scenario: Scenario, drawn: DrawnMap | null): HintView {
    if (!drawn) return { layers: [], notes: [], problem: null };
    return hintView(scenario, drawn.map, {
      token: this.mode === 'move' ? (this.dragging ?? this.selected) : null,
      sight: this.mode === 'sight' ? this.pair : null,
      route: this.mode === 'path' ? this.pair : null,
      allRings: this.allRings,
    });
  }

  /** A press on the map: starts a drag on a piece, or makes a click of the mode. */
  press(drawn: DrawnMap, hit: Hit, place: string | null): void {
    const map = drawn.map;
    switch (this.mode) {
      case 'move':
        if (hit.kind === 'token') {
          this.selected = hit.id;
          if (this.editable) this.dragging = hit.id;
          const token = map.tokens.find((t) => t.id === hit.id);
          this.message = token ? `${token.label || token.id} on ${placeName(map, token.at)}` : '';
        } else this.selected = null;
        return;
      case 'place':
        if (place === null || !this.editable) return;
        void this.#place(map.id, place);
        return;
      case 'course':
        if (hit.kind === 'token') {
          this.selected = hit.id;
          this.course = [];
          this.message = '';
        } else if (place !== null && this.selected && this.editable)
          this.course = [...this.course, { to: place }];
        return;
      case 'sight': {
        if (hit.kind !== 'token') return void (this.message = 'Click a piece, then another');
        this.#pick(hit.id);
        return;
      }
      case 'path':
        if (place === null) return;
        this.#pick(place);
        return;
      case 'route':
        if (place === null || geometryOf(map).lattice) return;
        if (this.first === null) {
          this.first = place;
          this.message = `From ${placeName(map, place)}: click the other end`;
          return;
        }
        if (this.first === place) return;
        void this.#send(this.#routeAction(map.id, this.first, place));
        this.first = null;
        return;
      case 'reveal':
        if (place === null || !this.editable) return;
        void this.#send({
          type: 'map.reveal',
          map: map.id,
          at: [place],
          team: this.team === '' ? null : this.team,
        });
        return;
      case 'scout': {
        if (place === null || !this.editable) return;
        if (this.team === '') return void (this.message = 'Choose the team whose scout looks');
        const problem = scoutProblem(map, hintsOf(map).hints, place);
        if (problem) return void (this.message = problem);
        void this.#send({ type: 'map.scout', map: map.id, at: place, team: this.team });
        return;
      }
    }
  }

  /** The places marked on the map: the first place picked, and the plotted course's squares. */
  marked(): string[] {
    const course =
      this.mode === 'course' ? this.course.flatMap((s) => ('to' in s ? [s.to] : [])) : [];
    return this.first ? [this.first, ...course] : course;
  }

  /** A turn added to the plotted course (keys Q and E, buttons ⟲ and ⟳). */
  turn(way: 'left' | 'right'): void {
    if (this.mode === 'course' && this.selected) this.course = [...this.course, { turn: way }];
  }

  /** Sends the plotted course as one move; the course is kept when it is refused. */
  async sail(mapId: string): Promise<void> {
    if (!this.selected || this.course.length === 0) return;
    const ok = await this.#act({
      type: 'map.move-path',
      map: mapId,
      token: this.selected,
      steps: this.course,
    });
    if (ok) this.course = [];
  }

  drag(place: string | null): void {
    if (this.dragging) this.dragOver = place;
  }

  /**
   * The end of a drag: a move to the place under the pointer, unless it would be refused. A
   * move the enforced movement rules refuse is kept, for Control to send anyway.
   */
  drop(drawn: DrawnMap, place: string | null): void {
    const id = this.dragging;
    this.dragging = null;
    this.dragOver = null;
    this.refused = null;
    if (!id || place === null) return;
    const map = drawn.map;
    const token = map.tokens.find((t) => t.id === id);
    if (!token || token.at === place) return;
    const { hints } = hintsOf(map);
    const full =
      footprintProblem(map, null, token, place, 'onto') ??
      stackingProblem(map, hints, token, place);
    if (full) {
      this.message = `Not moved: ${full}`;
      return;
    }
    const scenario = this.scenario;
    const broke = scenario ? enforcedMoveProblem(scenario, map, hints, token, place) : null;
    if (broke) {
      this.message = `Not moved: ${broke}`;
      this.refused = { map: map.id, token: id, to: place, problem: broke };
      return;
    }
    void this.#send({ type: 'map.move', map: map.id, token: id, to: place });
  }

  /** Sends the refused move with Control's reason; false when there is none to send. */
  async moveAnyway(reason: string): Promise<boolean> {
    const refused = this.refused;
    if (!refused || !this.control || reason.trim() === '') return false;
    const ok = await this.#act({
      type: 'map.move',
      map: refused.map,
      token: refused.token,
      to: refused.to,
      override: { reason: reason.trim() },
    });
    if (ok) {
      this.refused = null;
      this.message = '';
    }
    return ok;
  }

  /** The new piece's team; a team's piece takes the team's colour (it can be changed after). */
  chooseNewPieceTeam(scenario: Scenario, id: string): void {
    const team = scenario.teams.find((t) => t.id === id);
    this.newPiece = {
      ...this.newPiece,
      team: team?.id ?? '',
      colour: team?.colour ?? this.newPiece.colour,
    };
  }

  /** A new piece where Control clicked; the panel keeps its fields for the next one. */
  async #place(map: string, at: string): Promise<void> {
    const { label, team, colour, count } = this.newPiece;
    if (label.trim() === '') {
      this.message = 'Name the new piece first (beside the map)';
      return;
    }
    await this.#send({
      type: 'map.place',
      map,
      at,
      label: label.trim(),
      colour,
      ...(team ? { team } : {}),
      ...(count > 1 ? { count } : {}),
    });
  }

  #pick(id: string): void {
    if (this.first === null || this.pair !== null) {
      this.first = id;
      this.pair = null;
      this.message = 'Now click the other end';
      return;
    }
    if (id === this.first) return;
    this.pair = [this.first, id];
    this.first = null;
    this.message = '';
  }

  #routeAction(map: string, from: string, to: string): ActionRequest {
    return {
      type: 'map.route.add',
      map,
      from,
      to,
      ...(this.routeKind ? { laneType: this.routeKind } : { colour: this.routeColour }),
      cost: this.routeCost,
    };
  }

  async #send(action: ActionRequest): Promise<void> {
    this.message = '';
    await this.#act(action);
  }
}
