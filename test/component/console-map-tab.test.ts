import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { tick } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '../../session/types.ts';
import type { CanvasHeat } from '../../editor/canvas/heat.ts';
import { geometryOf } from '../../editor/geometry/geometry-of.ts';
import { tokenPositions } from '../../editor/model/picking.ts';
import type { ToolPointerEvent } from '../../editor/tools/types.ts';
import type { MapDef } from '../../scenarios/format/map.ts';
import type { CanvasView } from '../../renderer/editor/canvas-session.svelte.ts';
import MapTab from '../../features/maps/ui/MapTab.svelte';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { bundled, mapsRecorder } from '../unit/maps/maps-fixtures.ts';

afterEach(() => cleanup());

type Pointer = (type: 'down' | 'move' | 'up' | 'leave', e: ToolPointerEvent) => void;

/** A stand-in for the canvas engine: it keeps what it was told and hands pointer events on. */
class FakeCanvas implements CanvasView {
  map: MapDef | null = null;
  view = '';
  heat: CanvasHeat | null = null;
  pointer: Pointer = () => {};
  scale = 1;
  setMap(map: MapDef | null) {
    this.map = map;
  }
  selected: string[] = [];
  setSelection(selection: { places: ReadonlySet<string> }) {
    this.selected = [...selection.places];
  }
  setOverlay() {}
  setView(view: string) {
    this.view = view;
  }
  setHeat(heat: CanvasHeat | null) {
    this.heat = heat;
  }
  onPointer(handler: Pointer) {
    this.pointer = handler;
    return () => {};
  }
  onWheel() {
    return () => {};
  }
  onViewportChange() {
    return () => {};
  }
  panBy() {}
  zoomAt() {}
  fit() {}
  oneToOne() {}
  destroy() {}
}

function renderTab(scenario?: Scenario) {
  const r = mapsRecorder(scenario);
  const canvas = new FakeCanvas();
  const sent: Action[] = [];
  const props = () => ({
    scenario: r.engine.header.scenario,
    session: r.engine.state,
    disabled: false,
    onact,
    createCanvas: () => canvas,
  });
  async function onact(action: Action) {
    sent.push(action);
    try {
      r.act(action);
    } catch {
      return false;
    }
    await rendered.rerender(props());
    return true;
  }
  const rendered = render(MapTab, { props: props() });
  return { r, canvas, sent };
}

const press = (x: number, y: number) =>
  ({
    world: { x, y },
    screen: { x, y },
    button: 0,
    shift: false,
    mod: false,
    alt: false,
  }) as unknown as ToolPointerEvent;

function tokenAt(map: MapDef, id: string) {
  const token = map.tokens.find((t) => t.id === id)!;
  return tokenPositions(map, token.at).get(id)!;
}

describe('the Map tab', () => {
  it("steps and types a piece's state, showing it beside the piece", async () => {
    const base = mapsRecorder().engine.header.scenario;
    const maps = base.maps.map((m) => ({
      ...m,
      tokens: m.tokens.map((t) =>
        t.id === 'ship-red'
          ? { ...t, properties: [{ name: 'Crew', value: 4, min: 0, max: 6, hidden: false }] }
          : t,
      ),
    }));
    const { r } = renderTab({ ...base, maps });
    await screen.findByTestId('map-tab');
    await fireEvent.change(screen.getByTestId('map-choice'), { target: { value: 'skirmish' } });
    await tick();
    await fireEvent.click(screen.getByRole('button', { name: /^Red cruiser/ }));
    await screen.findByTestId('piece-properties');
    await fireEvent.click(screen.getByRole('button', { name: 'One less Crew' }));
    await tick();
    const crew = () =>
      r.engine.state.maps.live['skirmish']!.tokens.find((t) => t.id === 'ship-red')!.properties![0]!
        .value;
    expect(crew()).toBe(3);
    const input = screen.getByLabelText('Crew of Red cruiser');
    await fireEvent.change(input, { target: { value: '6' } });
    await tick();
    expect(crew()).toBe(6);
    expect(screen.getByRole('button', { name: 'One more Crew' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /^Red cruiser/ }).textContent).toContain('Crew 6');
  });

  it('marks the plotted course on the map, square by square, and clears it', async () => {
    const { canvas } = renderTab(bundled('naval-duel'));
    await screen.findByTestId('map-tab');
    await fireEvent.change(screen.getByTestId('map-choice'), { target: { value: 'sea' } });
    await tick();
    await fireEvent.click(screen.getByTestId('map-mode-course'));
    const map = canvas.map!;
    const ship = tokenAt(map, 'a1');
    canvas.pointer('down', press(ship.x, ship.y));
    await tick();
    expect(canvas.selected).toEqual([]);
    await fireEvent.click(screen.getByRole('button', { name: 'Turn right (E)' }));
    for (const at of ['2,5', '3,6']) {
      const c = geometryOf(map).centre(at)!;
      canvas.pointer('down', press(c.x, c.y));
    }
    await tick();
    expect(canvas.selected).toEqual(['2,5', '3,6']);
    await fireEvent.click(screen.getByRole('button', { name: 'Clear course' }));
    await tick();
    expect(canvas.selected).toEqual([]);
  });

  it('drags a piece to move it, highlights its reach, and refuses a full place with the reason', async () => {
    const { canvas, sent } = renderTab();
    await screen.findByTestId('map-tab');
    await fireEvent.change(screen.getByTestId('map-choice'), { target: { value: 'skirmish' } });
    await tick();
    const map = canvas.map!;
    expect(map.id).toBe('skirmish');
    const from = tokenAt(map, 'ship-red');
    canvas.pointer('down', press(from.x, from.y));
    await tick();
    expect(canvas.heat?.homes.map((h) => h.name)).toContain(
      'Red cruiser: up to 3 in a straight line',
    );
    const to = geometryOf(map).centre('0,1')!;
    canvas.pointer('move', press(to.x, to.y));
    canvas.pointer('up', press(to.x, to.y));
    await tick();
    expect(sent).toEqual([{ type: 'map.move', map: 'skirmish', token: 'ship-red', to: '0,1' }]);
    expect(screen.getByTestId('map-pieces').textContent).toMatch(/Red cruiser\s*0,1/);

    // Onto the blue cruiser: nothing sent, and the reason on screen.
    const moved = tokenAt(canvas.map!, 'ship-red');
    const blue = geometryOf(map).centre('0,-2')!;
    canvas.pointer('down', press(moved.x, moved.y));
    canvas.pointer('move', press(blue.x, blue.y));
    canvas.pointer('up', press(blue.x, blue.y));
    await tick();
    expect(sent).toHaveLength(1);
    expect(screen.getByTestId('map-status').textContent).toContain(
      'Not moved: 0,-2 already holds Blue cruiser',
    );
  });

  it('refuses a drop the enforced movement rules forbid, and lets Control move it anyway with a reason', async () => {
    const { canvas, sent, r } = renderTab(bundled('so-say-we-all'));
    await screen.findByTestId('map-tab');
    await fireEvent.change(screen.getByTestId('map-choice'), { target: { value: 'battle-map' } });
    await tick();
    const map = canvas.map!;
    const from = tokenAt(map, 'ship-civilian-ship-6');
    const to = geometryOf(map).centre('4,2')!;
    canvas.pointer('down', press(from.x, from.y));
    canvas.pointer('move', press(to.x, to.y));
    canvas.pointer('up', press(to.x, to.y));
    await tick();
    expect(sent).toEqual([]);
    expect(screen.getByTestId('map-status').textContent).toMatch(
      /Not moved: Civilian Ship 6 cannot move from .* it moves only in a straight line/,
    );
    await fireEvent.click(screen.getByTestId('map-move-anyway'));
    const reason = await screen.findByTestId('move-anyway-reason');
    await fireEvent.input(reason, { target: { value: 'towed by the Prosecutor' } });
    await fireEvent.click(screen.getByTestId('move-anyway-send'));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      type: 'map.move',
      map: 'battle-map',
      token: 'ship-civilian-ship-6',
      to: '4,2',
      override: { reason: 'towed by the Prosecutor' },
    });
    const ship = r.engine.state.maps.live['battle-map']!.tokens.find(
      (t) => t.id === 'ship-civilian-ship-6',
    );
    expect(ship?.at).toBe('4,2');
  });

  it('puts a new piece where Control clicks, named and coloured in the panel', async () => {
    const { canvas, sent } = renderTab();
    await screen.findByTestId('map-tab');
    await fireEvent.change(screen.getByTestId('map-choice'), { target: { value: 'skirmish' } });
    await fireEvent.click(screen.getByTestId('map-mode-place'));
    const at = geometryOf(canvas.map!).centre('1,0')!;
    canvas.pointer('down', press(at.x, at.y));
    await tick();
    expect(sent).toEqual([]);
    expect(screen.getByTestId('map-status').textContent).toContain('Name the new piece first');
    await fireEvent.input(screen.getByTestId('new-piece-label'), {
      target: { value: ' Frigate ' },
    });
    await fireEvent.change(screen.getByTestId('new-piece-team'), { target: { value: 'blue' } });
    await fireEvent.input(screen.getByTestId('new-piece-count'), { target: { value: '2' } });
    canvas.pointer('down', press(at.x, at.y));
    await tick();
    expect(sent).toEqual([
      {
        type: 'map.place',
        map: 'skirmish',
        at: '1,0',
        label: 'Frigate',
        colour: '#3333cc',
        team: 'blue',
        count: 2,
      },
    ]);
    expect(screen.getByTestId('map-pieces').textContent).toMatch(/Frigate\s*1,0/);
    expect(canvas.map!.tokens.some((t) => t.label === 'Frigate' && t.at === '1,0')).toBe(true);
  });

  it('shows a map as a team sees it, and moves nothing there', async () => {
    const { canvas, sent } = renderTab();
    await screen.findByTestId('map-tab');
    await fireEvent.change(screen.getByTestId('map-choice'), { target: { value: 'skirmish' } });
    await fireEvent.change(screen.getByTestId('map-view-as'), { target: { value: 'blue' } });
    await tick();
    expect(canvas.view).toBe('blue');
    expect(screen.getByTestId('map-pieces').textContent).not.toContain('Mine layer');
    expect(canvas.map!.tokens.map((t) => t.id)).not.toContain('mine-layer');
    const from = tokenAt(canvas.map!, 'ship-blue');
    const to = geometryOf(canvas.map!).centre('0,-1')!;
    canvas.pointer('down', press(from.x, from.y));
    canvas.pointer('move', press(to.x, to.y));
    canvas.pointer('up', press(to.x, to.y));
    expect(sent).toEqual([]);
    expect(screen.getByTestId('map-status').textContent).toContain('Viewing as Blue');
  });

  it('reveals a place to a team, opens a route and finds the cheapest one', async () => {
    const { r, canvas, sent } = renderTab();
    await screen.findByTestId('map-tab');
    await fireEvent.change(screen.getByTestId('map-choice'), { target: { value: 'sector' } });
    await fireEvent.click(screen.getByTestId('map-mode-reveal'));
    await fireEvent.change(screen.getByTestId('map-team'), { target: { value: 'red' } });
    const at = (id: string) => geometryOf(canvas.map!).centre(id)!;
    canvas.pointer('down', press(at('d').x, at('d').y));
    await tick();
    expect(sent.at(-1)).toEqual({ type: 'map.reveal', map: 'sector', at: ['d'], team: 'red' });

    await fireEvent.click(screen.getByTestId('map-mode-route'));
    await fireEvent.change(screen.getByTestId('route-kind'), { target: { value: 'green' } });
    canvas.pointer('down', press(at('home').x, at('home').y));
    canvas.pointer('down', press(at('e').x, at('e').y));
    await tick();
    expect(sent.at(-1)).toMatchObject({
      type: 'map.route.add',
      from: 'home',
      to: 'e',
      laneType: 'green',
      cost: 1,
    });
    expect(
      r.engine.state.maps.live['sector']!.lanes.some((l) => l.from === 'home' && l.to === 'e'),
    ).toBe(true);

    await fireEvent.click(screen.getByTestId('map-mode-path'));
    canvas.pointer('down', press(at('home').x, at('home').y));
    canvas.pointer('down', press(at('c').x, at('c').y));
    await tick();
    expect(screen.getByTestId('map-status').textContent).toContain(
      'Cheapest route Home → Cedar costs 5',
    );
  });
});
