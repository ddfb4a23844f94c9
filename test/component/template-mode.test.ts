import { describe, expect, it } from 'vitest';
import type { DealMarks } from '../../editor/canvas/map-canvas.ts';
import type { MapDef } from '../../scenarios/format/map.ts';
import { MapEditor } from '../../editor/model/map-editor.ts';
import { TemplateMode } from '../../renderer/editor/templates/template-mode.svelte.ts';
import { bundledScenarios } from '../../scenarios/library/index.ts';

const scenario = bundledScenarios.find((b) => b.id === 'ti4-galaxy')!.scenario;

/** The template mode with a stand-in canvas that keeps what it was last asked to show. */
function mode(tile: string | null = null) {
  const editor = new MapEditor({
    tiles: scenario.tiles,
    maps: scenario.maps,
    galaxyTemplates: scenario.galaxyTemplates,
  });
  editor.setActiveMap(scenario.maps[0]!.id);
  const shown: {
    board: MapDef | null;
    marks: DealMarks | null;
    click?: (at: string) => void;
    drag?: (places: string[]) => void;
  } = {
    board: null,
    marks: null,
  };
  const templates = new TemplateMode({
    editor,
    pools: () => scenario.tilePools,
    chosenTile: () => tile,
    showBoard: (board, marks) => {
      shown.board = board?.map ?? null;
      shown.marks = marks;
      if (board)
        shown.click = (at) => {
          board.onPlace(at);
          board.onRelease?.();
        };
      if (board)
        shown.drag = (places) => {
          board.onPlace(places[0]!);
          for (const at of places.slice(1)) board.onDrag?.(at);
          board.onRelease?.();
        };
    },
  });
  return { editor, templates, shown };
}

const six = () => scenario.galaxyTemplates.find((t) => t.id === 'ti4-6p')!;

describe('the template mode', () => {
  it('shows the template labelled by role and paints with clicks, one undo step each', () => {
    const { editor, templates, shown } = mode();
    templates.open('ti4-6p');
    expect(shown.board?.labels.map((l) => l.text)).toContain('H1');
    expect(shown.marks?.groups?.[0]?.places).toHaveLength(6);
    templates.brush = 'closed';
    shown.click!('1,-1');
    expect(templates.template?.places['1,-1']).toEqual({ role: 'closed' });
    expect(shown.marks?.dimmed).toEqual(['1,-1']);
    expect(shown.board?.labels.some((l) => l.text === 'Closed')).toBe(true);
    templates.brush = 'home';
    templates.seat = 2;
    shown.click!('2,-1');
    expect(templates.template?.places['2,-1']).toEqual({ role: 'home', seat: 2 });
    expect(templates.template?.places['3,-3']).toEqual({ role: 'home', seat: null });
    expect(templates.problems.map((p) => p.message)).toContain('home at 3,-3 has no seat');
    editor.undo();
    editor.undo();
    expect(templates.template).toEqual(six());
    expect(shown.marks?.dimmed).toEqual([]);
  });

  it('paints a drag as one stroke: one undo step; a chosen seat goes to the first place only', () => {
    const { editor, templates, shown } = mode();
    templates.open('ti4-6p');
    templates.brush = 'closed';
    shown.drag!(['1,-1', '2,-1', '2,-2']);
    expect(templates.counts.closed).toBe(3);
    editor.undo();
    expect(templates.template).toEqual(six());
    templates.brush = 'home';
    templates.seat = 1;
    shown.drag!(['1,-1', '2,-1']);
    expect(templates.template?.places['1,-1']).toEqual({ role: 'home', seat: 1 });
    // Every other seat is held: the rest of the stroke takes the next free one, here none.
    expect(templates.template?.places['2,-1']).toEqual({ role: 'home', seat: null });
    expect(templates.template?.places['0,-3']).toEqual({ role: 'home', seat: null });
    expect(templates.seat).toBeNull();
  });

  it('asks for a tile before painting a fixed one, and turns it with R', () => {
    const { templates } = mode(null);
    templates.open('ti4-6p');
    templates.brush = 'fixed';
    templates.paint(['1,-1']);
    expect(templates.message).toBe('Choose a tile in the Tiles palette first.');
    expect(templates.template).toEqual(six());
    const withTile = mode(scenario.tiles[0]!.id).templates;
    withTile.open('ti4-6p');
    withTile.brush = 'hyperlane';
    withTile.rotate();
    withTile.paint(['1,-1']);
    expect(withTile.template?.places['1,-1']).toEqual({
      role: 'hyperlane',
      tile: scenario.tiles[0]!.id,
      rotation: 1,
    });
  });

  it('makes, copies, renames and deletes templates; the players unseat homes beyond them', () => {
    const { editor, templates, shown } = mode();
    templates.createFromMap('Night board');
    expect(templates.openId).toBe('night-board');
    expect(templates.template?.grid).toEqual(scenario.maps[0]!.grid);
    templates.duplicate('ti4-6p');
    expect(templates.openId).toBe('ti4-6p-copy');
    templates.setPlayers(4);
    expect(templates.template?.places['-3,0']).toEqual({ role: 'home', seat: null });
    templates.rename('ti4-6p-copy', 'Four at the table');
    expect(templates.template?.name).toBe('Four at the table');
    templates.remove('ti4-6p-copy');
    expect(templates.active).toBe(false);
    expect(shown.board).toBeNull();
    expect(templates.templates.map((t) => t.id)).not.toContain('ti4-6p-copy');
    editor.undo();
    expect(templates.templates.map((t) => t.id)).toContain('ti4-6p-copy');
  });
});
