import { describe, expect, it } from 'vitest';
import { pixel, type Pixel } from '../../../../editor/geometry/coords.ts';
import { harness, hexBoard, graphMap, settle } from './harness.ts';

const midpoint = (a: Pixel, b: Pixel): Pixel => pixel((a.x + b.x) / 2, (a.y + b.y) / 2);

const withWalls = () =>
  hexBoard({
    edgeTypes: [
      { id: 'wall', name: 'Wall', colour: '#aa3333', blocks: true },
      { id: 'wave', name: 'Gravity wave', colour: '#3333aa', directed: true },
    ],
  });

describe('edge tool', () => {
  it('toggles the chosen feature on a side on and off, one step each', () => {
    const h = harness(withWalls(), { tool: 'edge', edgeTypeId: 'wall' });
    const side = midpoint(h.pointer.at('0,0'), h.pointer.at('1,0'));
    h.pointer.move(side);
    expect(h.overlay().hover).toEqual({ kind: 'edge', key: '0,0|1,0' });
    h.pointer.down(side);
    h.pointer.up(side);
    expect(h.map().edges).toEqual({ '0,0|1,0': { type: 'wall' } });
    expect(h.editor.history.undoLabel).toBe('Add Wall on 1 edge');
    h.pointer.down(side);
    h.pointer.up(side);
    expect(h.map().edges).toEqual({});
    expect(h.editor.history.undoLabel).toBe('Remove Wall from 1 edge');
    h.editor.undo();
    expect(h.map().edges).toEqual({ '0,0|1,0': { type: 'wall' } });
    h.editor.undo();
    expect(h.map().edges).toEqual({});
    h.editor.redo();
    expect(h.map().edges['0,0|1,0']?.type).toBe('wall');
  });

  it('edits every symmetric image of a side the same way', () => {
    const h = harness(withWalls(), { tool: 'edge', edgeTypeId: 'wall', symmetry: 6 });
    const side = midpoint(h.pointer.at('0,-2'), h.pointer.at('0,-3'));
    h.pointer.down(side);
    expect(Object.keys(h.map().edges)).toHaveLength(6);
    expect(h.editor.history.undoLabel).toBe('Add Wall on 6 edges');
    h.pointer.down(side);
    expect(h.map().edges).toEqual({});
  });

  it('turns a one-way feature round with Alt', () => {
    const h = harness(withWalls(), { tool: 'edge', edgeTypeId: 'wave' });
    const side = midpoint(h.pointer.at('0,0'), h.pointer.at('1,0'));
    h.pointer.down(side);
    expect(h.map().edges['0,0|1,0']).toEqual({ type: 'wave', direction: 'forward' });
    h.pointer.down(side, { alt: true });
    expect(h.map().edges['0,0|1,0']).toEqual({ type: 'wave', direction: 'backward' });
  });

  it("draws the map's first edge type until another is chosen", () => {
    const h = harness(withWalls(), { tool: 'edge' });
    const side = midpoint(h.pointer.at('0,0'), h.pointer.at('1,0'));
    h.pointer.down(side);
    h.pointer.up(side);
    expect(h.map().edges['0,0|1,0']).toMatchObject({ type: 'wall' });
  });

  it('says what is missing: an edge type, or an unlocked layer', () => {
    const h = harness(hexBoard(), { tool: 'edge' });
    h.pointer.downAt('0,0');
    expect(h.notes).toEqual(['Add an edge type to this map first']);
    const base = withWalls();
    const g = harness(
      { ...base, layers: { ...base.layers, edges: { visible: true, locked: true } } },
      { tool: 'edge', edgeTypeId: 'wall' },
    );
    g.pointer.downAt('0,0');
    expect(g.notes).toEqual(['The edges layer is locked']);
    expect(g.editor.history.canUndo).toBe(false);
  });
});

describe('node and lane tools on a point-to-point map', () => {
  it('adds a node where clicked and names it, as one undo step', async () => {
    const h = harness(graphMap(), { tool: 'node' });
    h.answers.push('Altair');
    h.pointer.down(pixel(1000, 800));
    h.pointer.up(pixel(1000, 800));
    expect(h.map().nodes).toHaveLength(4);
    await settle();
    const added = h.map().nodes[3];
    expect(added).toMatchObject({ name: 'Altair', x: 1000, y: 800 });
    expect(h.questions).toEqual(['Name the new node']);
    expect([...h.editor.selection.places]).toEqual([added?.id]);
    expect(h.editor.history.undoLabel).toBe('Add node Altair');
    h.editor.undo();
    expect(h.map().nodes).toHaveLength(3);
    expect(h.editor.history.canUndo).toBe(false);
  });

  it('keeps an unnamed node when the name question is cancelled', async () => {
    const h = harness(graphMap(), { tool: 'node' });
    h.pointer.down(pixel(1000, 800));
    await settle();
    expect(h.map().nodes[3]?.name).toBe('');
    expect(h.editor.history.undoLabel).toBe('Add a node');
  });

  it('drags a node to move it, one step; a click only selects it', () => {
    const h = harness(graphMap(), { tool: 'node' });
    h.pointer.downAt('sol');
    h.pointer.upAt('sol');
    expect(h.editor.history.canUndo).toBe(false);
    expect([...h.editor.selection.places]).toEqual(['sol']);
    h.pointer.downAt('sol');
    h.pointer.move(pixel(250, 260));
    h.pointer.up(pixel(300, 320));
    expect(h.map().nodes[0]).toMatchObject({ id: 'sol', x: 300, y: 320 });
    expect(h.editor.history.undoLabel).toBe('Move node Sol');
    h.editor.undo();
    expect(h.map().nodes[0]).toMatchObject({ x: 200, y: 200 });
  });

  it('joins two nodes with a lane of the chosen type, and refuses a duplicate', () => {
    const h = harness(graphMap(), { tool: 'lane', laneTypeId: 'jump' });
    h.pointer.downAt('sol');
    h.pointer.move(pixel(400, 200));
    expect(h.machine.stateName).toBe('lane.connecting');
    expect(h.overlay().lanePreview).toEqual({ from: 'sol', to: pixel(400, 200) });
    h.pointer.moveTo('vega');
    expect(h.overlay().hover).toEqual({ kind: 'node', id: 'vega' });
    h.pointer.upAt('vega');
    expect(h.overlay().lanePreview).toBeNull();
    expect(h.map().lanes).toHaveLength(1);
    expect(h.map().lanes[0]).toMatchObject({ from: 'sol', to: 'vega', type: 'jump' });
    expect(h.editor.history.undoLabel).toBe('Add lane Sol – Vega');
    expect([...h.editor.selection.lanes]).toEqual([h.map().lanes[0]?.id]);

    h.pointer.drag(['sol', 'vega']);
    expect(h.map().lanes).toHaveLength(1);
    expect(h.notes).toEqual(['These nodes are already joined by such a lane']);

    // Released on empty space or on the same node: nothing.
    h.pointer.downAt('vega');
    h.pointer.up(pixel(1200, 900));
    h.pointer.drag(['rigel', 'rigel']);
    expect(h.map().lanes).toHaveLength(1);
    h.editor.undo();
    expect(h.map().lanes).toHaveLength(0);
  });

  it('paints tiles on nodes', () => {
    const h = harness(graphMap(), { tool: 'paint', tileId: 'home' });
    h.pointer.drag(['sol', 'vega']);
    expect(Object.keys(h.map().placements).sort()).toEqual(['sol', 'vega']);
    expect(h.editor.history.undoLabel).toBe('Paint 2 nodes');
  });

  it('does not offer hex-only tools on a graph', () => {
    const h = harness(graphMap(), { tool: 'edge', edgeTypeId: 'wall' });
    h.pointer.downAt('sol');
    expect(h.notes).toEqual(['The edge tool does not work on point-to-point maps']);
  });
});

describe('token and label tools', () => {
  it('puts a token from the token settings on the clicked cell and selects it', () => {
    const h = harness(hexBoard(), {
      tool: 'token',
      token: { label: 'Fleet', colour: '#cc3333', team: null, icon: 'F' },
    });
    h.pointer.downAt('1,-1');
    expect(h.map().tokens).toEqual([
      { id: 'token-1', at: '1,-1', label: 'Fleet', colour: '#cc3333', icon: 'F', count: 1 },
    ]);
    expect([...h.editor.selection.tokens]).toEqual(['token-1']);
    expect(h.editor.history.undoLabel).toBe('Add token Fleet');
    h.pointer.down(pixel(2000, 0));
    expect(h.notes).toEqual(['That is off the board']);
  });

  it('puts one token on each symmetric image, as one undo step', () => {
    const h = harness(hexBoard(), {
      tool: 'token',
      symmetry: 3,
      token: { label: 'Home', colour: '#3366cc', team: null, icon: 'H' },
    });
    h.pointer.downAt('0,-3');
    expect(
      h
        .map()
        .tokens.map((t) => t.at)
        .sort(),
    ).toEqual(['-3,3', '0,-3', '3,0']);
    expect(h.editor.selection.tokens.size).toBe(3);
    expect(h.editor.history.undoLabel).toBe('Add token Home on 3 places');
    h.editor.undo();
    expect(h.map().tokens).toEqual([]);
  });

  it('reports a bad token template instead of throwing', () => {
    const h = harness(hexBoard(), {
      tool: 'token',
      token: { label: 'Fleet', colour: 'red', team: null, icon: '' },
    });
    expect(() => h.pointer.downAt('0,0')).not.toThrow();
    expect(h.notes).toHaveLength(1);
    expect(h.map().tokens).toHaveLength(0);
  });

  it('writes a label where clicked, and edits it on a second click', async () => {
    const h = harness(hexBoard(), { tool: 'label' });
    h.answers.push('The Rift');
    h.pointer.down(pixel(30, 40));
    await settle();
    expect(h.map().labels).toMatchObject([{ x: 30, y: 40, text: 'The Rift' }]);
    expect(h.editor.history.undoLabel).toBe('Add label The Rift');
    h.answers.push('The Great Rift');
    h.pointer.down(pixel(30, 40));
    await settle();
    expect(h.questions).toEqual(['New label', 'Label text']);
    expect(h.map().labels).toHaveLength(1);
    expect(h.map().labels[0]?.text).toBe('The Great Rift');
    // A cancelled question adds nothing.
    h.pointer.down(pixel(-100, 0));
    await settle();
    expect(h.map().labels).toHaveLength(1);
  });
});
