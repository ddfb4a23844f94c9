import { z } from 'zod';
import type { MapDocument } from '../../editor/model/document.ts';
import { mapSchema } from '../../scenarios/format/map.ts';
import { tileSchema } from '../../scenarios/format/tiles.ts';

/**
 * The map editor's safety net: every edit is also written to localStorage at once, so that a
 * reload, a crash or a lost connection before the debounced save loses nothing. A draft
 * names the file version (`basedOn`, the scenario's `modifiedAt`) it was made from, so it is
 * only ever replayed over that same version.
 */
export interface MapDraft {
  basedOn: string;
  /** When the draft was written (ISO time), to tell the person how old it is. */
  writtenAt: string;
  doc: MapDocument;
}

const draftSchema = z.object({
  basedOn: z.string().min(1),
  writtenAt: z.string(),
  doc: z.object({ tiles: z.array(tileSchema), maps: z.array(mapSchema) }),
});

export const draftKey = (scenarioId: string): string => `lodestar.map-draft.${scenarioId}`;

/**
 * The draft kept for a scenario, or null when there is none, storage is unavailable, or what
 * is stored is not a valid document (a draft from an older format is dropped, not replayed).
 */
export function readDraft(storage: Storage | undefined, scenarioId: string): MapDraft | null {
  let text: string | null;
  try {
    text = storage?.getItem(draftKey(scenarioId)) ?? null;
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** False when the draft could not be written (storage full or disabled). */
export function writeDraft(
  storage: Storage | undefined,
  scenarioId: string,
  draft: MapDraft,
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(draftKey(scenarioId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(storage: Storage | undefined, scenarioId: string): void {
  try {
    storage?.removeItem(draftKey(scenarioId));
  } catch {
    // Nothing to do: a leftover draft is ignored once the file has moved on.
  }
}
