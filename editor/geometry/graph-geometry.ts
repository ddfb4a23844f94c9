import type { GraphGrid, MapDef, MapNode } from '../../scenarios/format/map.ts';
import type { Bounds } from './bounds.ts';
import { pixel, type Pixel } from './coords.ts';
import type { CellDelta, GridGeometry, GridNumbering, GridSummary, Step } from './grid-geometry.ts';
import { nodeAt } from './graph-index.ts';

/** How far arrow keys move nodes, in map units. */
export const NODE_NUDGE = 10;

const NO_STEPS: readonly Step[] = Object.freeze([]);
const IDENTITY = [(place: string): string | null => place] as const;

/**
 * Point-to-point maps: places are nodes laid out on a drawing area, and lanes join them.
 * Neighbours are the nodes a lane joins (whichever way it runs), distance counts lane hops,
 * and the place under a point is the node whose disc holds it. Nodes have no sides, so no
 * edges, shifts or rotations.
 */
export class GraphGeometry implements GridGeometry<MapNode> {
  readonly kind = 'graph';
  readonly lattice = false;
  readonly unitSteps = false;
  readonly placeNoun = 'node';
  readonly rotationSteps = 6;
  readonly symmetryOrders: readonly number[] = [1];
  readonly cellShape = null;
  readonly numberings = [] as const;
  readonly #map: MapDef;
  readonly #grid: GraphGrid;
  #ids: readonly string[] | null = null;
  #set: ReadonlySet<string> | null = null;
  #nodes: ReadonlyMap<string, MapNode> | null = null;
  #around: ReadonlyMap<string, readonly string[]> | null = null;
  #moves: ReadonlyMap<string, readonly Step[]> | null = null;

  constructor(map: MapDef, grid: GraphGrid) {
    this.#map = map;
    this.#grid = grid;
  }

  #byId(): ReadonlyMap<string, MapNode> {
    return (this.#nodes ??= new Map(this.#map.nodes.map((n) => [n.id, n])));
  }

  parse(place: string): MapNode | null {
    return this.#byId().get(place) ?? null;
  }

  format(node: MapNode): string {
    return node.id;
  }

  places(): readonly string[] {
    return (this.#ids ??= this.#map.nodes.map((n) => n.id));
  }

  placeSet(): ReadonlySet<string> {
    return (this.#set ??= new Set(this.places()));
  }

  has(place: string): boolean {
    return this.#byId().has(place);
  }

  centre(place: string): Pixel | null {
    const node = this.#byId().get(place);
    return node ? pixel(node.x, node.y) : null;
  }

  placeAt(p: Pixel, tolerance = 0): string | null {
    return nodeAt(this.#map, p, tolerance);
  }

  outline(): Pixel[] {
    return [];
  }

  bounds(places: Iterable<string>): Bounds | null {
    let box: Bounds | null = null;
    for (const place of places) {
      const n = this.#byId().get(place);
      if (n) box = grow(box, n.x - n.size, n.y - n.size, n.x + n.size, n.y + n.size);
    }
    return box;
  }

  middle(): Pixel {
    return pixel(this.#grid.width / 2, this.#grid.height / 2);
  }

  /** The area, and every node with room for its name and tokens around it. */
  extent(): Bounds {
    let box: Bounds = this.area();
    for (const n of this.#map.nodes) {
      const reach = n.size * 2;
      box = grow(box, n.x - reach, n.y - reach, n.x + reach, n.y + reach);
    }
    return box;
  }

  area(): Bounds {
    return { minX: 0, minY: 0, maxX: this.#grid.width, maxY: this.#grid.height };
  }

  /** Each node's lane neighbours, whichever way the lane runs, in lane order, each once. */
  #lanesAround(): ReadonlyMap<string, readonly string[]> {
    if (this.#around) return this.#around;
    const around = new Map<string, string[]>();
    const link = (a: string, b: string) => {
      const list = around.get(a);
      if (!list) around.set(a, [b]);
      else if (!list.includes(b)) list.push(b);
    };
    for (const lane of this.#map.lanes) {
      link(lane.from, lane.to);
      link(lane.to, lane.from);
    }
    return (this.#around = around);
  }

  neighbours(place: string): string[] {
    return [...(this.#lanesAround().get(place) ?? [])];
  }

  sideNeighbours(place: string): string[] {
    return this.neighbours(place);
  }

  /** Lanes as moves from each node; a lane twice between the same nodes keeps the cheaper. */
  moves(place: string): readonly Step[] {
    if (!this.#moves) {
      const byNode = new Map<string, Map<string, number>>(
        this.#map.nodes.map((n) => [n.id, new Map()]),
      );
      const link = (from: string, to: string, cost: number) => {
        const out = byNode.get(from);
        // Lanes to unknown nodes (refused by the format) and loops lead nowhere new.
        if (!out || !byNode.has(to) || from === to) return;
        const known = out.get(to);
        if (known === undefined || cost < known) out.set(to, cost);
      };
      for (const lane of this.#map.lanes) {
        const cost = lane.cost ?? 1;
        link(lane.from, lane.to, cost);
        if (lane.direction === 'two-way') link(lane.to, lane.from, cost);
      }
      const moves = new Map<string, readonly Step[]>();
      for (const [node, out] of byNode)
        moves.set(
          node,
          [...out].map(([to, cost]) => ({ to, cost })),
        );
      this.#moves = moves;
    }
    return this.#moves.get(place) ?? NO_STEPS;
  }

  /** Breadth-first from `from` over lanes either way: each node's predecessor, until `stop`. */
  #search(from: string, stop?: string): Map<string, string | null> {
    const previous = new Map<string, string | null>([[from, null]]);
    const queue = [from];
    for (let i = 0; i < queue.length; i++) {
      const at = queue[i] as string;
      if (at === stop) break;
      for (const next of this.#lanesAround().get(at) ?? [])
        if (!previous.has(next)) {
          previous.set(next, at);
          queue.push(next);
        }
    }
    return previous;
  }

  distance(a: string, b: string): number {
    const path = this.line(a, b);
    return path.length === 0 ? Infinity : path.length - 1;
  }

  /** A shortest path of lane hops (either way), both ends included; empty when none. */
  line(a: string, b: string): string[] {
    if (!this.has(a) || !this.has(b)) return [];
    const previous = this.#search(a, b);
    if (!previous.has(b)) return [];
    const path: string[] = [];
    for (let at: string | null | undefined = b; at != null; at = previous.get(at)) path.push(at);
    return path.reverse();
  }

  trail(a: string, b: string): string[] {
    return a === b ? [b] : [a, b];
  }

  ring(centre: string, radius: number): string[] {
    return this.#layers(centre, radius)[radius] ?? [];
  }

  range(centre: string, radius: number): string[] {
    return this.#layers(centre, radius).flat();
  }

  /** Nodes by hop count from `centre`, up to `radius`. */
  #layers(centre: string, radius: number): string[][] {
    if (!this.has(centre) || radius < 0) return [];
    const layers = [[centre]];
    const seen = new Set([centre]);
    for (let k = 1; k <= radius; k++) {
      const next: string[] = [];
      for (const at of layers[k - 1] as string[])
        for (const other of this.#lanesAround().get(at) ?? [])
          if (this.has(other) && !seen.has(other)) {
            seen.add(other);
            next.push(other);
          }
      layers.push(next);
    }
    return layers;
  }

  edgeBetween(): null {
    return null;
  }

  edgesOf(): string[] {
    return [];
  }

  edgeSegment(): null {
    return null;
  }

  delta(): CellDelta {
    return { a: 0, b: 0 };
  }

  shift(): null {
    return null;
  }

  nudge(direction: { x: number; y: number }): {
    step: CellDelta;
    offset: { x: number; y: number };
  } {
    return {
      step: { a: 0, b: 0 },
      offset: { x: direction.x * NODE_NUDGE, y: direction.y * NODE_NUDGE },
    };
  }

  symmetryCentre(): null {
    return null;
  }

  symmetryPivot(): null {
    return null;
  }

  rotations(): readonly ((place: string) => string | null)[] {
    return IDENTITY;
  }

  numbering(_style: GridNumbering, _place: string): string {
    return '';
  }

  summary(): GridSummary {
    return {
      orientation: null,
      shape: 'graph',
      cells: null,
      nodes: this.#map.nodes.length,
      lanes: this.#map.lanes.length,
    };
  }
}

function grow(box: Bounds | null, x0: number, y0: number, x1: number, y1: number): Bounds {
  if (!box) return { minX: x0, minY: y0, maxX: x1, maxY: y1 };
  return {
    minX: Math.min(box.minX, x0),
    minY: Math.min(box.minY, y0),
    maxX: Math.max(box.maxX, x1),
    maxY: Math.max(box.maxY, y1),
  };
}
