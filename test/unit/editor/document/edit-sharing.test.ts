import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MapDef } from '../../../../scenarios/format/map.ts';
import { editMap, type MapDocument, type MapEdit } from '../../../../editor/model/document.ts';
import { setEdgeFeature } from '../../../../editor/model/edits/edges.ts';
import { setNote } from '../../../../editor/model/edits/notes.ts';
import { eraseTiles, placeTiles, rotateTiles } from '../../../../editor/model/edits/tiles.ts';
import { boardCells } from '../../../../editor/model/board.ts';
import { PATCH_FROM_ENTRIES } from '../../../../editor/model/history.ts';
import { MapEditor } from '../../../../editor/model/map-editor.ts';
import { changedSince, recordVersion } from '../../../../editor/model/record-journal.ts';
import { doc, map, tile } from './fixtures.ts';

/** A rectangle of flat hexes with a tile on every cell and a belt type for edges. */
function board(width: number, height: number): MapDef {
  const base = map('board', {
    grid: { kind: 'hex', orientation: 'flat', shape: { type: 'rectangle', width, height } },
    edgeTypes: [{ id: 'belt', name: 'Belt', colour: '#c9a26b' }],
  });
  const placements = Object.fromEntries(
    boardCells(base).map((at, i) => [at, { tile: i % 2 ? 'a' : 'b', rotation: 0, overrides: {} }]),
  );
  return { ...base, placements };
}

const BIG = board(46, 44); // 2,024 cells: the history keeps changes, not documents
const SMALL = board(6, 5);
const TILES = [tile('a'), tile('b'), tile('c')];

/** Edges between a cell and the next one along q (both on the board). */
function edgesOf(m: MapDef): string[] {
  const cells = new Set(boardCells(m));
  return boardCells(m)
    .slice(0, 40)
    .flatMap((at) => {
      const [q, r] = at.split(',').map(Number) as [number, number];
      const next = `${q + 1},${r}`;
      return cells.has(next) ? [`${at}|${next}`] : [];
    });
}

type Op =
  | { kind: 'paint'; cells: number[]; tile: string; rotation: number }
  | { kind: 'erase'; cells: number[] }
  | { kind: 'rotate'; cells: number[] }
  | { kind: 'note'; cell: number; text: string }
  | { kind: 'edge'; edge: number; on: boolean };

type Step =
  | { kind: 'apply'; op: Op }
  | { kind: 'stroke'; ops: Op[]; cancel: boolean }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'prepare' };

// A few cells, so that strokes come back to cells they erased (which moves their keys).
const cellIndex = fc.integer({ min: 0, max: 30 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('paint' as const),
    cells: fc.array(cellIndex, { minLength: 1, maxLength: 4 }),
    tile: fc.constantFrom('a', 'b', 'c'),
    rotation: fc.integer({ min: 0, max: 5 }),
  }),
  fc.record({ kind: fc.constant('erase' as const), cells: fc.array(cellIndex, { maxLength: 4 }) }),
  fc.record({ kind: fc.constant('rotate' as const), cells: fc.array(cellIndex, { maxLength: 3 }) }),
  fc.record({ kind: fc.constant('note' as const), cell: cellIndex, text: fc.string() }),
  fc.record({ kind: fc.constant('edge' as const), edge: fc.nat(20), on: fc.boolean() }),
);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: op.map((o) => ({ kind: 'apply' as const, op: o })) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('stroke' as const),
      ops: fc.array(op, { minLength: 1, maxLength: 6 }),
      cancel: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'redo' as const }) },
  // The page copies the placements ahead of the next stroke when it is idle.
  { weight: 2, arbitrary: fc.constant({ kind: 'prepare' as const }) },
);

function editOf(o: Op, cells: readonly string[], edges: readonly string[]): MapEdit {
  const at = (i: number) => cells[i] as string;
  switch (o.kind) {
    case 'paint':
      return (m) => placeTiles(m, o.cells.map(at), o.tile, o.rotation);
    case 'erase':
      return (m) => eraseTiles(m, o.cells.map(at));
    case 'rotate':
      return (m) => rotateTiles(m, o.cells.map(at), 1);
    case 'note':
      return (m) => setNote(m, at(o.cell), o.text);
    case 'edge':
      return (m) =>
        setEdgeFeature(m, edges[o.edge % edges.length] as string, o.on ? { type: 'belt' } : null);
  }
}

/**
 * The same steps on plain copies: every edit applied to a deep copy of the document outside
 * any transaction, undo and redo over whole copies.
 */
class PlainEditor {
  doc: MapDocument;
  #undo: MapDocument[] = [];
  #redo: MapDocument[] = [];
  constructor(d: MapDocument) {
    this.doc = structuredClone(d);
  }
  #push(next: MapDocument): void {
    if (JSON.stringify(next) === JSON.stringify(this.doc)) return;
    this.#undo.push(this.doc);
    this.#redo = [];
    this.doc = next;
  }
  apply(edits: readonly MapEdit[]): void {
    let next = structuredClone(this.doc);
    for (const edit of edits) next = editMap(structuredClone(next), 'board', edit);
    this.#push(next);
  }
  undo(): void {
    const before = this.#undo.pop();
    if (!before) return;
    this.#redo.push(this.doc);
    this.doc = before;
  }
  redo(): void {
    const after = this.#redo.pop();
    if (!after) return;
    this.#undo.push(this.doc);
    this.doc = after;
  }
}

function checkSteps(start: MapDef, steps: readonly Step[]): void {
  const cells = boardCells(start);
  const edges = edgesOf(start);
  const d = doc(TILES, [start]);
  const editor = new MapEditor(d);
  const plain = new PlainEditor(d);
  for (const s of steps) {
    if (s.kind === 'apply') {
      const edit = editOf(s.op, cells, edges);
      editor.applyToMap('Edit', edit);
      plain.apply([edit]);
    } else if (s.kind === 'stroke') {
      const tx = editor.begin('Stroke');
      const edits = s.ops.map((o) => editOf(o, cells, edges));
      for (const edit of edits) tx.updateMap(edit);
      if (s.cancel) tx.cancel();
      else {
        tx.commit();
        plain.apply(edits);
      }
    } else if (s.kind === 'prepare') {
      editor.prepareStroke();
    } else if (s.kind === 'undo') {
      editor.undo();
      plain.undo();
    } else {
      editor.redo();
      plain.redo();
    }
    expect(editor.doc).toEqual(plain.doc);
    expect(JSON.stringify(editor.doc)).toBe(JSON.stringify(plain.doc));
  }
  // Back to the start, then forward to the end: the same documents again.
  while (editor.history.canUndo) {
    editor.undo();
    plain.undo();
  }
  expect(JSON.stringify(editor.doc)).toBe(JSON.stringify(plain.doc));
  while (editor.history.canRedo) {
    editor.redo();
    plain.redo();
  }
  expect(JSON.stringify(editor.doc)).toBe(JSON.stringify(plain.doc));
}

describe('edits, strokes, undo and redo against plain copies', () => {
  it(`on a board of ${PATCH_FROM_ENTRIES}+ cells (the history keeps changes)`, () => {
    expect(Object.keys(BIG.placements).length).toBeGreaterThanOrEqual(PATCH_FROM_ENTRIES);
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => checkSteps(BIG, steps)),
      { numRuns: 30 },
    );
  });

  it('on a small board (the history keeps documents)', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => checkSteps(SMALL, steps)),
      { numRuns: 100 },
    );
  });

  it('puts an erased key back where it stood in the file, after painting it again', () => {
    const editor = new MapEditor(doc(TILES, [BIG]));
    const keys = Object.keys(BIG.placements);
    const middle = keys[1000] as string;
    const tx = editor.begin('Stroke');
    tx.updateMap((m) => eraseTiles(m, [middle]));
    tx.updateMap((m) => placeTiles(m, [middle], 'c'));
    tx.commit();
    expect(Object.keys(editor.map?.placements ?? {}).at(-1)).toBe(middle);
    editor.undo();
    expect(Object.keys(editor.map?.placements ?? {})).toEqual(keys);
  });
});

describe('structural sharing', () => {
  it('a paint step leaves every other cell the same object', () => {
    const before = BIG;
    const after = placeTiles(before, ['3,1'], 'c');
    expect(after.placements).not.toBe(before.placements);
    expect(after.placements['3,1']?.tile).toBe('c');
    for (const key of Object.keys(before.placements))
      if (key !== '3,1') expect(after.placements[key]).toBe(before.placements[key]);
    expect(after.edges).toBe(before.edges);
    expect(after.tokens).toBe(before.tokens);
    expect(changedSince(before.placements, 0, after.placements)).toEqual(['3,1']);
  });

  it('a stroke copies the placements once and writes its later steps into that copy', () => {
    const editor = new MapEditor(doc(TILES, [BIG]));
    const start = editor.map as MapDef;
    const cells = boardCells(start).slice(100, 110);
    const tx = editor.begin('Paint');
    tx.updateMap((m) => placeTiles(m, [cells[0] as string], 'c'));
    const draft = editor.map?.placements;
    const version = recordVersion(draft as object);
    for (const at of cells.slice(1)) tx.updateMap((m) => placeTiles(m, [at], 'c'));
    expect(editor.map?.placements).toBe(draft);
    // What changed since a version is exactly the cells painted since.
    expect(changedSince(draft as object, version, draft as object)).toEqual(cells.slice(1));
    tx.commit();
    // The map before the stroke is untouched; the cells the stroke left are shared.
    expect(start.placements[cells[0] as string]?.tile).not.toBe('c');
    const after = editor.map as MapDef;
    for (const key of Object.keys(start.placements))
      if (!cells.includes(key)) expect(after.placements[key]).toBe(start.placements[key]);
    // The next stroke copies again: the committed version stays as the history knows it.
    const committed = after.placements;
    const tx2 = editor.begin('Paint');
    tx2.updateMap((m) => placeTiles(m, [cells[0] as string], 'a'));
    tx2.commit();
    expect(editor.map?.placements).not.toBe(committed);
    expect(committed[cells[0] as string]?.tile).toBe('c');
  });

  it('a stroke takes the copy made ahead while idle, and a copy gone stale is not used', () => {
    const editor = new MapEditor(doc(TILES, [BIG]));
    editor.prepareStroke();
    // An edit outside a stroke makes the copy stale: the stroke must copy afresh.
    editor.applyToMap('Paint', (m) => placeTiles(m, ['0,0'], 'c'));
    const tx = editor.begin('Paint');
    tx.updateMap((m) => placeTiles(m, ['1,0'], 'c'));
    tx.commit();
    expect(editor.map?.placements['0,0']?.tile).toBe('c');
    expect(editor.map?.placements['1,0']?.tile).toBe('c');
    // Prepared now, the copy is taken by the next stroke's first step.
    editor.prepareStroke();
    const shown = editor.map?.placements as object;
    const tx2 = editor.begin('Paint');
    tx2.updateMap((m) => placeTiles(m, ['2,0'], 'c'));
    tx2.commit();
    const after = editor.map?.placements as object;
    expect(after).not.toBe(shown);
    expect(changedSince(shown, recordVersion(shown), after)).toEqual(['2,0']);
    editor.undo();
    editor.undo();
    editor.undo();
    expect(JSON.stringify(editor.map)).toBe(JSON.stringify(BIG));
  });

  it('undo on a big board makes only the undone cells new, and the canvas hears of just them', () => {
    const editor = new MapEditor(doc(TILES, [BIG]));
    editor.applyToMap('Paint', (m) => placeTiles(m, ['2,1', '4,0'], 'c'));
    const painted = editor.map as MapDef;
    editor.undo();
    const undone = editor.map as MapDef;
    expect(undone).toEqual(BIG);
    expect(
      changedSince(
        painted.placements,
        recordVersion(painted.placements),
        undone.placements,
      )?.sort(),
    ).toEqual(['2,1', '4,0']);
    expect(undone.placements['0,0']).toBe(BIG.placements['0,0']);
    expect(undone.edges).toBe(BIG.edges);
  });
});
