import { z } from 'zod';
import type { MapDocument } from '../../editor/model/document.ts';
import { galaxyTemplateSchema } from '../../scenarios/format/galaxy-templates.ts';
import { mapSchema } from '../../scenarios/format/map.ts';
import { tileSchema } from '../../scenarios/format/tiles.ts';
import { LocalDraft, type Draft } from '../scenario/local-draft.ts';

/** The map editor's draft: its maps and tile library, the whole of what it edits. */
export type MapDraft = Draft<MapDocument>;

const mapDraftSchema = z.object({
  basedOn: z.string().min(1),
  writtenAt: z.string(),
  doc: z.object({
    tiles: z.array(tileSchema),
    maps: z.array(mapSchema),
    galaxyTemplates: z.array(galaxyTemplateSchema).optional(),
  }),
});

export const draftKey = (scenarioId: string): string => `lodestar.map-draft.${scenarioId}`;

export function mapDraft(
  storage: Storage | undefined,
  scenarioId: string,
): LocalDraft<MapDocument> {
  return new LocalDraft(storage, draftKey(scenarioId), mapDraftSchema);
}
