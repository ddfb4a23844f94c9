import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardCells } from '../../../../editor/model/board.ts';
import { addCells, removeCells } from '../../../../editor/model/edits/cells.ts';
import { deleteSelection } from '../../../../editor/model/edits/delete.ts';
import {
  flipEdgeDirection,
  removeEdgeType,
  toggleEdgeFeature,
} from '../../../../editor/model/edits/edges.ts';
import { fillRegion } from '../../../../editor/model/edits/fill.ts';
import {
  addLane,
  addNode,
  moveNodes,
  removeLanes,
  removeNodes,
} from '../../../../editor/model/edits/graph.ts';
import { addLabel, moveLabels } from '../../../../editor/model/edits/labels.ts';
import { moveCells } from '../../../../editor/model/edits/move.ts';
import { setNote } from '../../../../editor/model/edits/notes.ts';
import {
  eraseTiles,
  placeTiles,
  rotateTiles,
  rotationSteps,
} from '../../../../editor/model/edits/tiles.ts';
import { addToken, moveTokens } from '../../../../editor/model/edits/tokens.ts';
import { revealTo, setVisibility } from '../../../../editor/model/edits/visibility.ts';
import { selectionOf } from '../../../../editor/model/selection.ts';
import { symmetricPlaces } from '../../../../editor/model/symmetry.ts';
import type { MapDef } from '../../../../scenarios/format/map.ts';
import { mapWithContentArb } from '../../../support/arbitraries.ts';
import { formatProblems } from './fixtures.ts';

/** The places of a map: board cells, or nodes on a graph. */
const placesOf = (map: MapDef): string[] =>
  map.grid.kind === 'graph' ? map.nodes.map((n) => n.id) : [...boardCells(map)];

type Edit = { name: string; run: (map: MapDef) => MapDef };

/** One edit of any kind, its arguments drawn from what is on `map` (and a little that is not). */
function editArb(map: MapDef): fc.Arbitrary<Edit> {
  const places = [...placesOf(map), '99,99', 'nowhere'];
  const place = fc.constantFrom(...places);
  const some = fc.subarray(places, { maxLength: Math.min(6, places.length) });
  const edges = Object.keys(map.edges);
  const edgeKey = edges.length > 0 ? fc.constantFrom(...edges, '0,0|1,0') : fc.constant('0,0|1,0');
  const typeId = fc.constantFrom('wall', 'wave', 'border', 'route', 'jump', 'none');
  const edit = <T>(name: string, args: fc.Arbitrary<T>, run: (map: MapDef, a: T) => MapDef) =>
    args.map((a) => ({ name: `${name} ${JSON.stringify(a)}`, run: (m: MapDef) => run(m, a) }));
  const tokens = [...map.tokens.map((t) => t.id), 'token-99'];
  const tokenIds = fc.subarray(tokens, { maxLength: Math.min(3, tokens.length) });
  return fc.oneof(
    edit('placeTiles', fc.tuple(some, fc.integer({ min: -7, max: 7 })), (m, [ats, r]) =>
      placeTiles(m, ats, 'forest', r),
    ),
    edit('eraseTiles', some, eraseTiles),
    edit('rotateTiles', fc.tuple(some, fc.integer({ min: -9, max: 9 })), (m, [ats, s]) =>
      rotateTiles(m, ats, s),
    ),
    edit('fillRegion', place, (m, at) => fillRegion(m, at, 'nebula', 1)),
    edit('toggleEdgeFeature', fc.tuple(edgeKey, typeId), (m, [k, t]) => toggleEdgeFeature(m, k, t)),
    edit('flipEdgeDirection', edgeKey, flipEdgeDirection),
    edit('removeEdgeType', typeId, removeEdgeType),
    edit('addCells', fc.constantFrom(['4,4'], ['-5,0', '0,-5']), addCells),
    edit('removeCells', some, removeCells),
    edit(
      'moveCells',
      fc.tuple(some, fc.integer({ min: -2, max: 2 }), fc.integer({ min: -2, max: 2 })),
      (m, [ks, a, b]) => moveCells(m, ks, { a, b }),
    ),
    edit(
      'addNode',
      fc.tuple(fc.integer({ min: 0, max: 1600 }), fc.constantFrom('Sol', 'Alpha', '')),
      (m, [x, name]) => (m.grid.kind === 'graph' ? addNode(m, { x, y: x / 2, name }).map : m),
    ),
    edit('moveNodes', fc.tuple(some, fc.integer({ min: -50, max: 50 })), (m, [ids, d]) =>
      moveNodes(m, ids, d, -d),
    ),
    edit('removeNodes', some, removeNodes),
    edit(
      'addLane',
      fc.tuple(place, place, typeId, fc.boolean()),
      (m, [a, b, t, oneWay]) =>
        addLane(m, a, b, t, { direction: oneWay ? 'one-way' : 'two-way' }).map,
    ),
    edit('removeLanes', fc.subarray(map.lanes.map((l) => l.id)), removeLanes),
    edit('addToken', place, (m, at) =>
      placesOf(m).includes(at)
        ? addToken(m, at, { label: 'Fleet', colour: '#e8c547', team: 'red', icon: '' }).map
        : m,
    ),
    edit('moveTokens', fc.tuple(tokenIds, place), (m, [ids, at]) => moveTokens(m, ids, at)),
    edit(
      'addLabel',
      fc.integer({ min: -300, max: 300 }),
      (m, x) => addLabel(m, { x, y: -x, text: 'Here' }).map,
    ),
    edit('moveLabels', fc.integer({ min: -30, max: 30 }), (m, d) =>
      moveLabels(
        m,
        m.labels.map((l) => l.id),
        d,
        d,
      ),
    ),
    edit('setNote', fc.tuple(place, fc.constantFrom('', 'a note')), (m, [at, text]) =>
      setNote(m, at, text),
    ),
    edit(
      'setVisibility',
      fc.tuple(some, fc.constantFrom<'hidden' | 'unexplored' | null>('hidden', 'unexplored', null)),
      (m, [ats, state]) => setVisibility(m, ats, state),
    ),
    edit('revealTo', fc.tuple(some, fc.boolean()), (m, [ats, on]) => revealTo(m, ats, 'red', on)),
    edit('deleteSelection', fc.tuple(some, tokenIds), (m, [ps, ts]) =>
      deleteSelection(m, selectionOf({ places: ps, tokens: ts })),
    ),
  );
}

describe('every edit', () => {
  it('leaves a map that still loads, and never a lane to a missing node', () => {
    fc.assert(
      fc.property(
        mapWithContentArb.chain((map) =>
          fc.tuple(fc.constant(map), fc.array(editArb(map), { minLength: 1, maxLength: 8 })),
        ),
        ([map, edits]) => {
          const frozen = JSON.stringify(map);
          let current = map;
          for (const edit of edits) {
            current = edit.run(current);
            expect(formatProblems(current), edit.name).toEqual([]);
            const ids = new Set(current.nodes.map((n) => n.id));
            for (const lane of current.lanes) {
              expect(ids.has(lane.from), edit.name).toBe(true);
              expect(ids.has(lane.to), edit.name).toBe(true);
            }
          }
          // Edits never change the map they are given.
          expect(JSON.stringify(map)).toBe(frozen);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('rotateTiles', () => {
  it('turned a full turn (6 steps on hex and graph, 4 on square) is the same map', () => {
    fc.assert(
      fc.property(mapWithContentArb, fc.integer({ min: -5, max: 5 }), (map, step) => {
        const ats = Object.keys(map.placements);
        const n = rotationSteps(map);
        let current = map;
        for (let i = 0; i < n; i++) current = rotateTiles(current, ats, step);
        expect(current.placements).toEqual(map.placements);
      }),
      { numRuns: 100 },
    );
  });
});

describe('removeNodes', () => {
  it('never leaves a lane, tile, token, note or fog on a missing node', () => {
    fc.assert(
      fc.property(
        mapWithContentArb
          .filter((m) => m.grid.kind === 'graph')
          .chain((map) => fc.tuple(fc.constant(map), fc.subarray(map.nodes.map((n) => n.id)))),
        ([map, ids]) => {
          const next = removeNodes(map, ids);
          const left = new Set(next.nodes.map((n) => n.id));
          for (const lane of next.lanes)
            expect(left.has(lane.from) && left.has(lane.to)).toBe(true);
          for (const key of [
            ...Object.keys(next.placements),
            ...Object.keys(next.notes),
            ...Object.keys(next.visibility),
          ])
            expect(left.has(key)).toBe(true);
          for (const token of next.tokens) expect(left.has(token.at)).toBe(true);
          expect(formatProblems(next)).toEqual([]);
          if (ids.length === 0) expect(next).toBe(map);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('symmetric painting', () => {
  it('paints places that are all on the board', () => {
    fc.assert(
      fc.property(mapWithContentArb, fc.constantFrom(1, 2, 3, 4, 6), (map, n) => {
        const cells = placesOf(map);
        for (const at of cells.slice(0, 10)) {
          const images = symmetricPlaces(map, at, n);
          expect(images[0]).toBe(at);
          for (const image of images) expect(cells).toContain(image);
          expect(formatProblems(placeTiles(map, images, 'home'))).toEqual([]);
        }
      }),
      { numRuns: 60 },
    );
  });
});
