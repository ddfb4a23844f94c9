import '@testing-library/svelte/vitest';
import { fireEvent, render, screen } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import type { CanvasHeat } from '../../editor/canvas/heat.ts';
import BalancePanel from '../../renderer/editor/balance/BalancePanel.svelte';
import { BalanceView } from '../../renderer/editor/balance/balance-view.svelte.ts';
import { mapRulesSchema } from '../../scenarios/format/map-rules.ts';
import type { MapDef } from '../../scenarios/format/map.ts';
import { tileSchema } from '../../scenarios/format/tiles.ts';
import { bundledScenarios } from '../../scenarios/library/index.ts';
import {
  SIX_PLAYER,
  spiralKey,
  spiralMap,
  TI4_MOVEMENT,
  TI4_TILES,
} from '../support/ti4-reference.ts';

const text = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const cells = (row: Element) => [...row.querySelectorAll('td')].map((td) => text(td));

/** A view fed with the six-player reference galaxy, measured by KeeganW's slices. */
function galaxyView() {
  const heats: (CanvasHeat | null)[] = [];
  const view = new BalanceView((heat) => heats.push(heat), 0);
  const rules = mapRulesSchema.parse({
    movement: TI4_MOVEMENT,
    balance: { preset: 'keeganw-slices' },
  });
  const map = spiralMap(SIX_PLAYER, 3);
  view.update({ map, tiles: TI4_TILES, rules }, true);
  return { view, heats, map, rules };
}

describe('the Balance tab', () => {
  it('shows a row per home, the imbalance, and the preset it measures by', () => {
    const { view } = galaxyView();
    render(BalancePanel, { props: { view } });
    expect((screen.getByTestId('balance-preset') as HTMLSelectElement).value).toBe(
      'keeganw-slices',
    );
    // KeeganW's getSliceImbalance gives 28.500000000000007 for this galaxy.
    expect(text(screen.getByTestId('balance-imbalance-figure'))).toBe('28.5');
    expect(text(screen.getByTestId('balance-imbalance'))).toMatch(
      /squared deviations from the mean/,
    );
    const headings = [...screen.getByTestId('balance-table').querySelectorAll('thead th')].map(
      (th) => text(th),
    );
    expect(headings).toEqual(['Home', 'Res', 'Inf', 'Pla', 'Ano', 'Opt', 'Wor', '⊙']);
    const rows = screen.getAllByTestId('balance-row');
    expect(rows).toHaveLength(6);
    const north = rows.find((r) => r.getAttribute('data-place') === spiralKey(19));
    // Resources, influence, planets, anomalies, optimal value, wormholes, to the centre.
    expect(cells(north!)).toEqual(['5', '5', '4', '3', '10', '0', '3']);
    expect(north?.getAttribute('title')).toMatch(/Resources: 5\n[^]*Places owned: 5 /);
  });

  it('measures again by another preset, and turns the overlay off and on', async () => {
    const { view, heats } = galaxyView();
    render(BalancePanel, { props: { view } });
    expect(heats.at(-1)?.homes).toHaveLength(6);
    await fireEvent.change(screen.getByTestId('balance-preset'), {
      target: { value: 'ti4-lab-home-value' },
    });
    flushSync();
    expect(text(screen.getByTestId('balance-imbalance-figure'))).toBe('8');
    expect(screen.getAllByTestId('balance-row').map((r) => cells(r)[0])).toContain('16.5');

    await fireEvent.click(screen.getByTestId('balance-overlay'));
    expect(heats.at(-1)).toBeNull();
    await fireEvent.click(screen.getByTestId('balance-overlay'));
    expect(heats.at(-1)?.homes.map((h) => h.colour)).toHaveLength(6);
  });

  it('follows an edit: a richer system moves the row', () => {
    const { view, map, rules } = galaxyView();
    render(BalancePanel, { props: { view } });
    const north = () =>
      screen.getAllByTestId('balance-row').find((r) => r.getAttribute('data-place') === '0,-3');
    expect(cells(north()!)[0]).toBe('5');
    // Abyz / Fria (3/0, 2/0) in place of Wellon next to the north home: +5 resources.
    const edited: MapDef = {
      ...map,
      placements: { ...map.placements, [spiralKey(7)]: { tile: '38', rotation: 0, overrides: {} } },
    };
    view.update({ map: edited, tiles: TI4_TILES, rules }, true);
    view.analyseNow();
    flushSync();
    expect(cells(north()!)[0]).toBe('10');
  });

  it('says how to make a home when the map has none', () => {
    const view = new BalanceView(() => {}, 0);
    view.update({ map: spiralMap([18], 3), tiles: TI4_TILES, rules: null }, true);
    render(BalancePanel, { props: { view } });
    expect(text(screen.getByTestId('balance-no-homes'))).toMatch(/paint one for each player/);
    expect((screen.getByTestId('balance-preset') as HTMLSelectElement).value).toBe('territory');
  });

  it("works on a point-to-point map: Aquila Rift's table 1 with two havens", () => {
    const aquila = bundledScenarios.find((b) => b.id === 'aquila-rift')!.scenario;
    const table = aquila.maps[0]!;
    const tiles = [tileSchema.parse({ id: 'haven', name: 'Pirate haven', kind: 'home' })];
    const map: MapDef = {
      ...table,
      placements: {
        paradise: { tile: 'haven', rotation: 0, overrides: { name: 'Paradise haven' } },
        tortuga: { tile: 'haven', rotation: 0, overrides: { name: 'Tortuga haven' } },
      },
    };
    const heats: (CanvasHeat | null)[] = [];
    const view = new BalanceView((heat) => heats.push(heat), 0);
    view.update({ map, tiles, rules: aquila.mapRules }, true);
    render(BalancePanel, { props: { view } });
    const rows = screen.getAllByTestId('balance-row');
    expect(rows.map((r) => text(r.querySelector('th .name')))).toEqual([
      'Paradise haven',
      'Tortuga haven',
    ]);
    // Territory: every other node goes to the haven fewer routes away, ties shared; the one
    // measure is the places owned.
    const owned = rows.map((r) => Number(cells(r).at(-1)));
    expect(owned[0]! + owned[1]!).toBe(table.nodes.length - 2);
    expect(heats.at(-1)?.homes.map((h) => h.place)).toEqual(['paradise', 'tortuga']);
  });
});
