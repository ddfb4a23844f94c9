import type { MapDef } from '../../../scenarios/format/map.ts';
import { isPlace } from './places.ts';
import { withEntry, withoutKeys } from './records.ts';

export const NOTE_MAX_LENGTH = 5000;

/** The designer's note on a place; blank text removes it. */
export function setNote(map: MapDef, at: string, text: string): MapDef {
  if (text.trim() === '') {
    const notes = withoutKeys(map.notes, [at]);
    return notes === map.notes ? map : { ...map, notes };
  }
  if (!isPlace(map, at)) return map;
  if (text.length > NOTE_MAX_LENGTH)
    throw new Error(
      `the note on "${at}" is ${text.length} characters long: keep notes under ${NOTE_MAX_LENGTH}`,
    );
  const notes = withEntry(map.notes, at, text);
  return notes === map.notes ? map : { ...map, notes };
}
