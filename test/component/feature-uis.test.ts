import { describe, expect, it } from 'vitest';
import { features } from '../../features/index.ts';
import { featureUiModules, featureUis } from '../../renderer/features/feature-uis.ts';
import { CONSOLE_TABS } from '../../renderer/console/console-tab-list.ts';
import { sectionJsonSchema } from '../../renderer/scenario/form/section-schemas.ts';
import { shapeOf, type SchemaNode } from '../../renderer/scenario/form/schema-node.ts';

/**
 * The schema node a widget's place names (`[*].rows`: every entry's rows), or null when the
 * section has no such place. Nullables and variants are looked through, as the form draws them.
 */
function nodeAt(node: SchemaNode, place: string): SchemaNode | null {
  const step = /^(\[\*\]|\.[A-Za-z_$][\w$]*)/.exec(place)?.[1];
  if (place === '') return node;
  if (!step) return null;
  const shape = shapeOf(node);
  if (shape.kind === 'nullable') return nodeAt(shape.inner, place);
  if (shape.kind === 'variants')
    return shape.options.map((o) => nodeAt(o.node, place)).find((n) => n !== null) ?? null;
  const rest = place.slice(step.length);
  if (step === '[*]') return shape.kind === 'list' ? nodeAt(shape.item, rest) : null;
  if (shape.kind !== 'object') return null;
  const field = shape.fields.find((f) => f.key === step.slice(1));
  return field ? nodeAt(field.node, rest) : null;
}

/**
 * Every feature's UI manifest (features/<id>/ui/feature-ui.ts) completes its manifest: a
 * component for each display and team-screen part, an editor for each scenario section, and
 * nothing for parts or sections the feature does not declare. A failure names the feature.
 */
describe('feature UI manifests', () => {
  it('are one per feature, in its own folder', () => {
    const found = Object.entries(featureUiModules).map(([path, m]) => [
      /features\/([^/]+)\/ui\//.exec(path)?.[1],
      m.default.feature,
    ]);
    for (const [folder, feature] of found) expect(feature, `features/${folder}/ui`).toBe(folder);
    expect(featureUis.map((ui) => ui.feature)).toEqual(features.map((f) => f.id));
  });

  it.each(features.map((f) => [f.id, f] as const))(
    '%s has a component for each part and an editor for each section',
    (id, feature) => {
      const ui = featureUis.find((u) => u.feature === id)!;
      expect(Object.keys(ui.displayParts).sort(), `${id}: display parts`).toEqual(
        feature.display.map((p) => p.id).sort(),
      );
      expect(Object.keys(ui.teamScreenParts).sort(), `${id}: team-screen parts`).toEqual(
        feature.teamScreen.map((p) => p.id).sort(),
      );
      expect(Object.keys(ui.sectionEditors).sort(), `${id}: section editors`).toEqual(
        feature.sections.map((s) => s.key).sort(),
      );
    },
  );

  it.each(features.map((f) => [f.id, f] as const))(
    '%s places each hand-written widget at a field its section has',
    (id, feature) => {
      const ui = featureUis.find((u) => u.feature === id)!;
      for (const section of feature.sections) {
        const editor = ui.sectionEditors[section.key];
        if (editor?.kind !== 'form') continue;
        for (const widget of editor.widgets ?? [])
          expect(
            nodeAt(sectionJsonSchema(section), widget.at),
            `${id}: ${section.key}${widget.at}`,
          ).not.toBeNull();
      }
    },
  );

  it('give the console tabs with their own ids and places', () => {
    const ids = CONSOLE_TABS.map((t) => t.tab);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(CONSOLE_TABS.map((t) => t.order)).size).toBe(ids.length);
    expect(ids[0]).toBe('clock');
  });
});
