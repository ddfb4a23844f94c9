import { heldFaces, type HeldDieDef, type HeldFace } from './held-dice-format.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { ActionRejected } from '../../session/types.ts';

/** A held die's definition and its faces from lowest to highest, or a refusal naming it. */
export function heldDieOf(scenario: Scenario, id: string): { def: HeldDieDef; faces: HeldFace[] } {
  const def = scenario.heldDice.find((d) => d.id === id);
  if (!def) throw new ActionRejected(`There is no held die "${id}"`);
  return { def, faces: heldFaces(def, scenario.dice) };
}

/** The position of a face among the die's faces; -1 when the die has no such face. */
export function faceIndex(faces: readonly HeldFace[], value: number): number {
  return faces.findIndex((f) => f.value === value);
}

/**
 * The face `by` steps down (negative) or up (positive) from `value`, stopping at the lowest or
 * highest face: a die stepped down past its lowest face stays there.
 */
export function steppedFace(faces: readonly HeldFace[], value: number, by: number): number {
  const from = Math.max(0, faceIndex(faces, value));
  const to = Math.min(faces.length - 1, Math.max(0, from + by));
  return (faces[to] as HeldFace).value;
}

/** "5 (“+2 vs any type”)" or "5" when the face has no label. */
export function faceText(faces: readonly HeldFace[], value: number): string {
  const label = faces.find((f) => f.value === value)?.label;
  return label ? `${value} (“${label}”)` : String(value);
}
