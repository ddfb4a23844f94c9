import '@testing-library/svelte/vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pixel, screenPoint } from '../../editor/geometry/coords.ts';
import { keyToHex } from '../../editor/geometry/keys.ts';
import { hexToPixel } from '../../editor/geometry/hex-layout.ts';
import { TOOL_IDS } from '../../editor/model/map-editor.ts';
import type { Overlay, ToolPointerEvent } from '../../editor/tools/types.ts';
import type { MapDef } from '../../scenarios/format/map.ts';
import { mapSchema } from '../../scenarios/format/map.ts';
import { tileSchema } from '../../scenarios/format/tiles.ts';
import { CommandRegistry } from '../../renderer/app/commands.svelte.ts';
import { hashFor, parseHash } from '../../renderer/app/router.svelte.ts';
import { Toasts } from '../../renderer/app/toasts.svelte.ts';
import type { CanvasView } from '../../renderer/editor/canvas-session.svelte.ts';
import MapEditorScreen from '../../renderer/editor/MapEditorScreen.svelte';
import { FakeBackend, makeScenario } from './support/fake-backend.ts';

type PointerType = 'down' | 'move' | 'up' | 'leave';

/** Stands in for the Konva canvas (happy-dom cannot draw): records what it is shown. */
class FakeCanvas implements CanvasView {
  scale = 1;
  maps: (MapDef | null)[] = [];
  overlay: Overlay | null = null;
  view = 'control';
  fits = 0;
  destroyed = false;
  #pointer = new Set<(type: PointerType, e: ToolPointerEvent) => void>();
  #viewport = new Set<() => void>();

  setMap(map: MapDef | null): void {
    this.maps.push(map);
  }
  setSelection(): void {}
  setOverlay(overlay: Overlay): void {
    this.overlay = overlay;
  }
  setView(view: string): void {
    this.view = view;
  }
  panBy(): void {}
  zoomAt(_at: unknown, factor: number): void {
    this.scale *= factor;
    for (const handler of this.#viewport) handler();
  }
  fit(): void {
    this.fits += 1;
  }
  oneToOne(): void {
    this.scale = 1;
    for (const handler of this.#viewport) handler();
  }
  onPointer(handler: (type: PointerType, e: ToolPointerEvent) => void) {
    this.#pointer.add(handler);
    return () => this.#pointer.delete(handler);
  }
  onWheel() {
    return () => {};
  }
  onViewportChange(handler: () => void) {
    this.#viewport.add(handler);
    return () => this.#viewport.delete(handler);
  }
  destroy(): void {
    this.destroyed = true;
  }

  /** The pointer at the centre of a cell of the shown map (at 100%, world = screen). */
  pointer(type: PointerType, cell: string, modifiers: { shift?: boolean } = {}): void {
    const map = this.maps.at(-1);
    const hex = keyToHex(cell);
    if (!map || map.grid.kind !== 'hex' || !hex) throw new Error('a hex map is shown');
    const at = hexToPixel(hex, map.grid.orientation, map.cellSize);
    const e: ToolPointerEvent = {
      world: pixel(at.x, at.y),
      screen: screenPoint(at.x, at.y),
      button: 0,
      shift: modifiers.shift ?? false,
      mod: false,
      alt: false,
    };
    for (const handler of this.#pointer) handler(type, e);
  }
}

const ID = 'night-watch';

function backendWith(maps: MapDef[]): FakeBackend {
  return new FakeBackend().add(
    ID,
    makeScenario(
      { title: 'Night Watch' },
      {
        teams: [{ id: 'red', name: 'Red fleet', colour: '#aa3333', roles: [] }],
        tiles: [tileSchema.parse({ id: 'nebula', name: 'Nebula', colour: '#6655aa' })],
        maps,
      },
    ),
    '2026-03-01T10:00:00.000Z',
  );
}

const hexMap = (id: string, name: string) =>
  mapSchema.parse({
    id,
    name,
    coordinates: 'axial',
    grid: { kind: 'hex', shape: { type: 'hexagon', radius: 2 } },
  });

let canvases: FakeCanvas[] = [];
let registry: CommandRegistry;
const onKey = (event: KeyboardEvent) => registry.handleKeydown(event);

beforeEach(() => {
  canvases = [];
  registry = new CommandRegistry();
  localStorage.clear();
  delete document.body.dataset.ready;
  window.addEventListener('keydown', onKey);
});
afterEach(() => {
  window.removeEventListener('keydown', onKey);
});

function renderScreen(backend: FakeBackend, mapId?: string) {
  const onmapchange = vi.fn();
  const result = render(MapEditorScreen, {
    props: {
      backend,
      id: ID,
      mapId,
      registry,
      toasts: new Toasts(),
      onmapchange,
      autosaveDelayMs: 20,
      createCanvas: () => {
        const canvas = new FakeCanvas();
        canvases.push(canvas);
        return canvas;
      },
    },
  });
  return { ...result, onmapchange };
}

async function ready() {
  await waitFor(() => expect(document.body.dataset.ready).toBe('map-editor'));
}

const canvas = (): FakeCanvas => {
  const last = canvases.at(-1);
  if (!last) throw new Error('no canvas mounted');
  return last;
};

describe('the map editor screen', () => {
  it('opens the first map, shows it on the canvas, and names it in the address', async () => {
    const { onmapchange } = renderScreen(
      backendWith([hexMap('sector', 'Sector'), hexMap('frontier', 'Frontier')]),
    );
    await ready();
    expect(canvas().maps.at(-1)?.id).toBe('sector');
    expect(canvas().fits).toBe(1);
    expect(screen.getByTestId('map-toolbar').textContent).toContain('Night Watch');
    expect(onmapchange).toHaveBeenCalledWith('sector', true);
    expect(screen.getByTestId('status-hint').textContent).toContain('Click to select');
  });

  it('opens the map the address names', async () => {
    const { onmapchange } = renderScreen(
      backendWith([hexMap('sector', 'Sector'), hexMap('frontier', 'Frontier')]),
      'frontier',
    );
    await ready();
    expect(canvas().maps.at(-1)?.id).toBe('frontier');
    expect(onmapchange).not.toHaveBeenCalled();
  });

  it('paints through the canvas with the chosen tile, one undo step per stroke, and saves', async () => {
    const backend = backendWith([hexMap('sector', 'Sector')]);
    renderScreen(backend);
    await ready();
    await fireEvent.click(screen.getByTestId('tool-paint'));
    expect(screen.getByTestId('tool-paint').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('status-hint').textContent).toBe(
      'Click or drag to paint · Shift-click to pick the tile under the pointer · Alt places a tile with no copies left',
    );
    // The palette chooses the brush; here straight through the editor.
    const swatch = screen
      .getAllByTestId('tile-swatch')
      .find((s) => s.getAttribute('data-tile-id') === 'nebula');
    if (!swatch) throw new Error('the palette lists the library');
    await fireEvent.click(swatch);

    const c = canvas();
    c.pointer('move', '0,0');
    c.pointer('down', '0,0');
    c.pointer('move', '1,0');
    c.pointer('move', '2,0');
    c.pointer('up', '2,0');
    await waitFor(() =>
      expect((screen.getByTestId('map-undo') as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.getByTestId('map-undo').getAttribute('title')).toMatch(/^Undo Paint 3 cells/);
    expect(screen.getByTestId('status-place').textContent).toBe('Cell 2,0');

    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toContain('Saved'));
    await waitFor(() => expect(backend.callsOf('scenario.save').length).toBeGreaterThan(0));
    const saved = backend.scenarios.get(ID)?.scenario.maps[0];
    expect(Object.keys(saved?.placements ?? {}).sort()).toEqual(['0,0', '1,0', '2,0']);

    // Ctrl+Z through the shortcut registry takes the whole stroke back.
    await fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(canvas().maps.at(-1)?.placements).toEqual({});
  });

  it('switches tools with their keys, but not while typing in a field', async () => {
    renderScreen(backendWith([hexMap('sector', 'Sector')]));
    await ready();
    await fireEvent.keyDown(document.body, { key: 'b' });
    expect(screen.getByTestId('tool-paint').getAttribute('aria-pressed')).toBe('true');
    await fireEvent.keyDown(document.body, { key: 'e' });
    expect(screen.getByTestId('tool-erase').getAttribute('aria-pressed')).toBe('true');

    const search = screen.queryByTestId('tile-search');
    if (!search) throw new Error('the palette has a search field');
    await fireEvent.keyDown(search, { key: 'b' });
    expect(screen.getByTestId('tool-erase').getAttribute('aria-pressed')).toBe('true');
  });

  it('zooms from the toolbar and shows the zoom level', async () => {
    renderScreen(backendWith([hexMap('sector', 'Sector')]));
    await ready();
    expect(screen.getByTestId('zoom-level').textContent).toBe('100%');
    await fireEvent.click(screen.getByTestId('zoom-in'));
    expect(screen.getByTestId('zoom-level').textContent).toBe('125%');
    await fireEvent.keyDown(document.body, { key: '1' });
    expect(screen.getByTestId('zoom-level').textContent).toBe('100%');
  });

  it('shows the map as a team sees it when a view is chosen', async () => {
    renderScreen(backendWith([hexMap('sector', 'Sector')]));
    await ready();
    await fireEvent.change(screen.getByTestId('view-select'), { target: { value: 'red' } });
    expect(canvas().view).toBe('red');
  });

  it('keeps one side panel with tabs, remembers the tab chosen, and follows the work', async () => {
    const backend = backendWith([hexMap('sector', 'Sector')]);
    const first = renderScreen(backend);
    await ready();
    const tab = (name: string) => screen.getByTestId(`sidebar-tab-${name}`);
    const showing = (name: string) => tab(name).getAttribute('aria-selected') === 'true';
    expect(showing('tiles')).toBe(true);
    expect(screen.getByTestId('tile-palette').closest('[hidden]')).toBeNull();
    expect(screen.getByTestId('properties-panel').closest('[hidden]')).not.toBeNull();

    await fireEvent.click(tab('maps'));
    expect(showing('maps')).toBe(true);
    expect(screen.getByTestId('layers-panel').closest('[hidden]')).toBeNull();
    // The edge tool's types are among the properties: the panel shows them.
    await fireEvent.keyDown(document.body, { key: 'k' });
    expect(showing('properties')).toBe(true);
    // The paint tool's tiles are in the library.
    await fireEvent.keyDown(document.body, { key: 'b' });
    expect(showing('tiles')).toBe(true);
    // Selecting something shows its properties.
    await fireEvent.keyDown(document.body, { key: 'v' });
    canvas().pointer('move', '1,0');
    canvas().pointer('down', '1,0');
    canvas().pointer('up', '1,0');
    await waitFor(() => expect(showing('properties')).toBe(true));
    expect(screen.getByTestId('place-properties').getAttribute('data-at')).toBe('1,0');

    // What was clicked is remembered; following the work is not.
    first.unmount();
    renderScreen(backend);
    await ready();
    expect(showing('maps')).toBe(true);
  });

  it('shows every tool on every kind of map, those that do not apply disabled with why', async () => {
    renderScreen(backendWith([hexMap('sector', 'Sector')]));
    await ready();
    const tools = screen
      .getByTestId('map-toolbar')
      .querySelectorAll<HTMLButtonElement>('[data-testid^="tool-"]');
    expect([...tools].map((t) => t.dataset.testid)).toEqual(TOOL_IDS.map((id) => `tool-${id}`));
    const node = screen.getByTestId('tool-node') as HTMLButtonElement;
    expect(node.disabled).toBe(true);
    expect(node.title).toBe('Node (N) works on point-to-point maps only, not on hex boards');
    expect((screen.getByTestId('tool-cell') as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByTestId('symmetry-select') as HTMLSelectElement).disabled).toBe(false);
  });

  it('offers the three kinds of map when the scenario has none', async () => {
    renderScreen(backendWith([]));
    await ready();
    expect(screen.getByTestId('map-editor-empty').textContent).toContain('No maps yet');
    expect(screen.getByTestId('new-map-hex')).toBeTruthy();
    expect(screen.getByTestId('new-map-square')).toBeTruthy();
    expect(screen.getByTestId('new-map-graph')).toBeTruthy();
    expect(canvases).toHaveLength(0);
    await fireEvent.click(screen.getByTestId('new-map-square'));
    expect(screen.getByTestId('new-map-dialog')).toBeTruthy();
  });

  it('takes the canvas down when it leaves', async () => {
    const { unmount } = renderScreen(backendWith([hexMap('sector', 'Sector')]));
    await ready();
    unmount();
    expect(canvas().destroyed).toBe(true);
    expect(document.body.dataset.ready).toBeUndefined();
  });
});

describe('the map editor address', () => {
  it('names the scenario and, when chosen, the map', () => {
    expect(parseHash('#/scenario/night-watch/maps')).toEqual({ name: 'maps', id: 'night-watch' });
    expect(parseHash('#/scenario/night-watch/maps/outer-rim')).toEqual({
      name: 'maps',
      id: 'night-watch',
      mapId: 'outer-rim',
    });
    expect(parseHash('#/scenario/night-watch/maps/Bad Id')).toEqual({ name: 'library' });
    expect(hashFor({ name: 'maps', id: 'night-watch', mapId: 'outer-rim' })).toBe(
      '#/scenario/night-watch/maps/outer-rim',
    );
    expect(hashFor({ name: 'maps', id: 'night-watch' })).toBe('#/scenario/night-watch/maps');
  });
});
