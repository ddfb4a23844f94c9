import { labelSchema, type MapDef, type MapLabel } from '../../../scenarios/format/map.ts';
import { idsOf, uniqueId } from './ids.ts';
import { dropItems, mapItems, sameValue } from './records.ts';
import { checked } from './validate.ts';

/** Free text on the map (sector names, "Here be dragons"), on any grid. */
export interface LabelInput {
  x: number;
  y: number;
  text: string;
  size?: number;
  rotation?: number;
  colour?: string;
}

export function addLabel(map: MapDef, input: LabelInput): { map: MapDef; id: string } {
  const id = uniqueId('label', idsOf(map.labels));
  const label = checked(labelSchema, { ...input, id }, 'the new label');
  return { map: { ...map, labels: [...map.labels, label] }, id };
}

export function updateLabel(map: MapDef, id: string, patch: Partial<Omit<MapLabel, 'id'>>): MapDef {
  const current = map.labels.find((l) => l.id === id);
  if (!current) return map;
  const next = checked(labelSchema, { ...current, ...patch, id }, `label "${id}"`);
  if (sameValue(next, current)) return map;
  return { ...map, labels: mapItems(map.labels, (l) => (l.id === id ? next : l)) };
}

export function moveLabels(map: MapDef, ids: readonly string[], dx: number, dy: number): MapDef {
  if (!Number.isFinite(dx) || !Number.isFinite(dy))
    throw new Error(`cannot move labels by (${dx}, ${dy}): the offset must be finite`);
  if (dx === 0 && dy === 0) return map;
  const moving = new Set(ids);
  const labels = mapItems(map.labels, (l) =>
    moving.has(l.id) ? { ...l, x: l.x + dx, y: l.y + dy } : l,
  );
  return labels === map.labels ? map : { ...map, labels };
}

export function removeLabels(map: MapDef, ids: readonly string[]): MapDef {
  const gone = new Set(ids);
  const labels = dropItems(map.labels, (l) => gone.has(l.id));
  return labels === map.labels ? map : { ...map, labels };
}
