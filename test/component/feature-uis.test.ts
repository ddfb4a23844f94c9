import { describe, expect, it } from 'vitest';
import { features } from '../../features/index.ts';
import { featureUiModules, featureUis } from '../../renderer/features/feature-uis.ts';
import { CONSOLE_TABS } from '../../renderer/console/console-tab-list.ts';

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

  it('give the console tabs with their own ids and places', () => {
    const ids = CONSOLE_TABS.map((t) => t.tab);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(CONSOLE_TABS.map((t) => t.order)).size).toBe(ids.length);
    expect(ids[0]).toBe('clock');
  });
});
