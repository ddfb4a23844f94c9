import type { GalaxyTemplate } from '../../scenarios/format/galaxy-templates.ts';
import type { MapDocument } from './document.ts';

/**
 * The scenario's galaxy templates as part of the edited document, so that template edits are
 * undone, redone, drafted and saved exactly as map edits are.
 */

export function templatesOf(doc: MapDocument): readonly GalaxyTemplate[] {
  return doc.galaxyTemplates ?? [];
}

export function findTemplate(doc: MapDocument, id: string | null): GalaxyTemplate | null {
  return templatesOf(doc).find((t) => t.id === id) ?? null;
}

/** The document with one template replaced by what `edit` makes of it (the same if unchanged). */
export function editTemplate(
  doc: MapDocument,
  id: string,
  edit: (template: GalaxyTemplate) => GalaxyTemplate,
): MapDocument {
  const list = templatesOf(doc);
  const index = list.findIndex((t) => t.id === id);
  const template = list[index];
  if (!template) return doc;
  const next = edit(template);
  if (next === template) return doc;
  const galaxyTemplates = list.slice();
  galaxyTemplates[index] = next;
  return { ...doc, galaxyTemplates };
}

/** The document with the template list replaced. */
export function withTemplates(
  doc: MapDocument,
  galaxyTemplates: readonly GalaxyTemplate[],
): MapDocument {
  return { ...doc, galaxyTemplates };
}
