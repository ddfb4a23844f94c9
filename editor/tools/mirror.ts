import type { MapDef } from '../../scenarios/format/map.ts';
import { symmetricEdges, symmetricImages, symmetricPlaces } from '../model/symmetry.ts';

/**
 * A place and its images under the editor's symmetry setting (1 = off). The place itself
 * comes first, so callers can tell it from its echoes.
 */
export function placeWithImages(map: MapDef, at: string, symmetry: number): string[] {
  if (symmetry <= 1) return [at];
  return [at, ...symmetricPlaces(map, at, symmetry).filter((p) => p !== at)];
}

/** An edge and its images under the symmetry setting, the edge itself first. */
export function edgeWithImages(map: MapDef, edgeKey: string, symmetry: number): string[] {
  if (symmetry <= 1) return [edgeKey];
  return [edgeKey, ...symmetricEdges(map, edgeKey, symmetry).filter((e) => e !== edgeKey)];
}

/**
 * A place and its images with how many rotation steps each is turned from it, the place
 * first (turns 0).
 */
export function placeWithTurns(
  map: MapDef,
  at: string,
  symmetry: number,
): { at: string; turns: number }[] {
  if (symmetry <= 1) return [{ at, turns: 0 }];
  return [
    { at, turns: 0 },
    ...symmetricImages(map, at, symmetry).filter((image) => image.at !== at),
  ];
}
