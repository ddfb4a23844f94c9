import { describe, expect, it } from 'vitest';
import { pixel, screenPoint } from '../../../../editor/geometry/coords.ts';
import { TOOL_IDS } from '../../../../editor/model/map-editor.ts';
import { TOOLS, toolById, toolForShortcut } from '../../../../editor/tools/registry.ts';
import { harness, hexBoard, longHexBoard, settle } from './harness.ts';
import { stateFor } from '../../../../editor/tools/states.ts';

describe('tool registry', () => {
  it('lists every tool in toolbar order with a unique single-key shortcut', () => {
    expect(TOOLS.map((t) => t.id)).toEqual([...TOOL_IDS]);
    const keys = TOOLS.map((t) => t.shortcut);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[A-Z]$/);
    expect(toolById('paint').shortcut).toBe('B');
    expect(toolForShortcut('o')?.id).toBe('visibility');
    expect(toolForShortcut('R')).toBeNull();
    for (const tool of TOOLS) {
      expect(tool.initial.startsWith(`${tool.id === 'cell' ? 'cells' : tool.id}.`)).toBe(true);
      // States are made by id, and each one bears the id it was made from.
      expect(stateFor({ to: tool.initial, params: undefined }).name).toBe(tool.initial);
    }
    expect(() => stateFor({ to: 'paint.flying', params: undefined })).toThrow(/no tool state/);
  });
});

describe('tool machine', () => {
  it('follows the tool setting both ways', () => {
    const h = harness(hexBoard());
    expect(h.machine.toolId).toBe('select');
    h.machine.setTool('paint');
    expect(h.editor.settings.tool).toBe('paint');
    expect(h.machine.stateName).toBe('paint.idle');
    h.editor.setSettings({ tool: 'erase' });
    expect(h.machine.toolId).toBe('erase');
    expect(h.machine.cursor).toBe('crosshair');
  });

  it('switches tool on its shortcut, but not with a modifier held', () => {
    const h = harness(hexBoard());
    expect(h.key('b')).toBe(true);
    expect(h.machine.toolId).toBe('paint');
    expect(h.key('v', { mod: true })).toBe(false);
    expect(h.machine.toolId).toBe('paint');
    expect(h.key('x')).toBe(false);
  });

  it('cancels a stroke in progress when the tool changes', () => {
    const h = harness(longHexBoard(), { tool: 'paint', tileId: 'nebula' });
    const before = h.editor.doc;
    h.pointer.drag(['0,0']);
    h.pointer.downAt('3,0');
    h.pointer.moveTo('6,0');
    h.editor.setSettings({ tool: 'select' });
    expect(h.machine.stateName).toBe('select.idle');
    expect(Object.keys(h.map().placements)).toEqual(['0,0']);
    h.editor.undo();
    expect(h.editor.doc).toBe(before);
  });

  it('pans while Space is held, without editing, then returns to the tool', () => {
    const h = harness(longHexBoard(), { tool: 'paint', tileId: 'nebula' });
    const before = h.editor.doc;
    expect(h.key(' ')).toBe(true);
    expect(h.machine.stateName).toBe('pan.idle');
    expect(h.machine.cursor).toBe('grab');
    expect(h.key(' ', { repeat: true })).toBe(true);
    h.pointer.down(pixel(100, 100));
    expect(h.machine.cursor).toBe('grabbing');
    h.pointer.move(pixel(130, 90));
    h.pointer.up(pixel(150, 80));
    expect(h.viewport.panned).toEqual({ x: 50, y: -20 });
    expect(h.machine.stateName).toBe('pan.idle');
    h.keyUp(' ');
    expect(h.machine.stateName).toBe('paint.idle');
    expect(h.editor.doc).toBe(before);
    // The tool works again afterwards.
    h.pointer.drag(['1,1']);
    expect(h.map().placements['1,1']?.tile).toBe('nebula');
  });

  it('finishes a Space pan released mid-drag, then returns to the tool', () => {
    const h = harness(hexBoard(), { tool: 'select' });
    h.key(' ');
    h.pointer.down(pixel(0, 0));
    h.keyUp(' ');
    expect(h.machine.stateName).toBe('pan.panning');
    h.pointer.up(pixel(10, 0));
    expect(h.machine.stateName).toBe('select.idle');
    expect(h.viewport.panned).toEqual({ x: 10, y: 0 });
  });

  it('pans with the middle button from any tool', () => {
    const h = harness(hexBoard(), { tool: 'paint', tileId: 'nebula' });
    const before = h.editor.doc;
    h.pointer.down(pixel(0, 0), { button: 1 });
    expect(h.machine.stateName).toBe('pan.panning');
    h.pointer.move(pixel(-40, 25), { button: 1 });
    h.pointer.up(pixel(-40, 25), { button: 1 });
    expect(h.viewport.panned).toEqual({ x: -40, y: 25 });
    expect(h.machine.stateName).toBe('paint.idle');
    expect(h.editor.doc).toBe(before);
  });

  it('ignores Space and the middle button during a stroke', () => {
    const h = harness(longHexBoard(), { tool: 'paint', tileId: 'nebula' });
    h.pointer.downAt('0,0');
    expect(h.key(' ')).toBe(false);
    h.pointer.downAt('1,0', { button: 1 });
    expect(h.machine.stateName).toBe('paint.painting');
    h.pointer.upAt('2,0');
    expect(h.editor.history.undoLabel).toBe('Paint 3 cells');
  });

  it('pans with the pan tool itself', () => {
    const h = harness(hexBoard(), { tool: 'pan' });
    h.pointer.down(pixel(0, 0));
    h.pointer.move(pixel(5, 5));
    h.pointer.up(pixel(7, 9));
    expect(h.viewport.panned).toEqual({ x: 7, y: 9 });
    expect(h.machine.stateName).toBe('pan.idle');
    expect(h.editor.history.canUndo).toBe(false);
  });

  it('zooms at the cursor by 1.1 per wheel notch', () => {
    const h = harness(hexBoard());
    h.machine.wheel({ screen: screenPoint(10, 20), deltaY: -100, mod: false });
    h.machine.wheel({ screen: screenPoint(10, 20), deltaY: 3, mod: false });
    h.machine.wheel({ screen: screenPoint(10, 20), deltaY: 0, mod: false });
    expect(h.viewport.zooms).toEqual([
      { at: screenPoint(10, 20), factor: 1.1 },
      { at: screenPoint(10, 20), factor: 1 / 1.1 },
    ]);
  });

  it('clears hover marks when the pointer leaves the canvas', () => {
    const h = harness(hexBoard(), { tool: 'paint', tileId: 'nebula' });
    h.pointer.moveTo('1,0');
    expect(h.overlay().ghost).not.toBeNull();
    h.machine.pointerLeave();
    expect(h.overlay().ghost).toBeNull();
  });

  it('abandons a stroke when the active map changes', () => {
    const other = hexBoard({ id: 'other', name: 'Other' });
    const h = harness(longHexBoard(), { tool: 'paint', tileId: 'nebula' }, [other]);
    h.pointer.downAt('0,0');
    h.editor.setActiveMap('other');
    expect(h.machine.stateName).toBe('paint.idle');
    h.pointer.moveTo('1,0');
    h.pointer.upAt('1,0');
    expect(h.map().placements).toEqual({});
  });

  it('stops following the editor once disposed', async () => {
    const h = harness(hexBoard());
    h.machine.dispose();
    h.editor.setSettings({ tool: 'paint' });
    await settle();
    expect(h.machine.toolId).toBe('select');
  });
});
