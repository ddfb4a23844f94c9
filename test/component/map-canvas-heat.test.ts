import { describe, expect, it } from 'vitest';
import { analyseBalance } from '../../editor/analysis/balance/analyse.ts';
import { BUILT_IN_PRESETS } from '../../editor/analysis/balance/presets.ts';
import { cellIndexFor } from '../../editor/canvas/cell-index.ts';
import { heatLayout } from '../../editor/canvas/heat.ts';
import { heatOf } from '../../renderer/editor/balance/balance-view.svelte.ts';
import {
  SIX_PLAYER,
  spiralKey,
  spiralMap,
  TI4_LOOKUP,
  TI4_MOVEMENT,
} from '../support/ti4-reference.ts';

const preset = (id: string) => BUILT_IN_PRESETS.find((p) => p.id === id)!;

describe('the heat overlay', () => {
  const map = spiralMap(SIX_PLAYER, 3);

  it('lays each cell out as one of a few looks, made once per heat', () => {
    const report = analyseBalance(map, TI4_LOOKUP, TI4_MOVEMENT, preset('keeganw-slices'));
    const heat = heatOf(report);
    const index = cellIndexFor(map)!;
    const layout = heatLayout(heat, index);
    expect(heatLayout(heat, index)).toBe(layout);
    // Six homes alone, and six pairs of neighbours sharing a place: twelve looks.
    expect(layout.looks).toHaveLength(12);
    const lookAt = (spiral: number) =>
      layout.looks[layout.cellLook![index.byKey.get(spiralKey(spiral))!]!];
    // 8 lies between the homes at 19 and 22: striped half and half.
    const north = report.homes.findIndex((h) => h.place === spiralKey(19));
    const northEast = report.homes.findIndex((h) => h.place === spiralKey(22));
    expect(lookAt(8)).toEqual({ owners: [north, northEast], shares: [0.5, 0.5] });
    expect(lookAt(7)).toEqual({ owners: [north], shares: [1] });
    // The centre and the homes are nobody's.
    expect(layout.cellLook![index.byKey.get(spiralKey(0))!]).toBe(-1);
    expect(layout.cellLook![index.byKey.get(spiralKey(19))!]).toBe(-1);
  });

  it('draws reach weights as shares of each place (wedges add up to a whole)', () => {
    const report = analyseBalance(
      map,
      TI4_LOOKUP,
      TI4_MOVEMENT,
      preset('ti4-map-lab-simple-slice'),
    );
    const heat = heatOf(report);
    for (let i = 0; i + 1 < heat.start.length; i++) {
      const from = heat.start[i]!;
      const to = heat.start[i + 1]!;
      if (from === to) continue;
      let total = 0;
      for (let k = from; k < to; k++) total += heat.share[k]!;
      expect(total).toBeCloseTo(1, 12);
    }
  });
});
