import type { CanvasHeat } from '../../../editor/canvas/heat.ts';
import type { HintLayer } from '../hint-layers.ts';

/**
 * The hint layers as the canvas's heat overlay: each layer one "home" (its colour, its
 * label in the key, its starting place ringed), a place in several layers striped.
 */
export function hintHeat(layers: readonly HintLayer[]): CanvasHeat | null {
  if (layers.length === 0) return null;
  const owners = new Map<string, number[]>();
  layers.forEach((layer, i) => {
    for (const place of layer.places) {
      const list = owners.get(place);
      if (list) {
        if (!list.includes(i)) list.push(i);
      } else owners.set(place, [i]);
    }
  });
  const places = [...owners.keys()];
  const start = new Int32Array(places.length + 1);
  const owner: number[] = [];
  const share: number[] = [];
  places.forEach((place, i) => {
    start[i] = owner.length;
    const list = owners.get(place) as number[];
    for (const o of list) {
      owner.push(o);
      share.push(1 / list.length);
    }
  });
  start[places.length] = owner.length;
  return {
    title: 'Rule hints',
    places,
    start,
    owner: Int32Array.from(owner),
    share: Float64Array.from(share),
    homes: layers.map((l) => ({ place: l.at, name: l.label, colour: l.colour })),
  };
}
