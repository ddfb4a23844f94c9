import { features } from '../../features/index.ts';
import type { FeatureUi } from './define-feature-ui.ts';

/**
 * Every feature's UI manifest, found by its path (`features/<id>/ui/feature-ui.ts`) and put in
 * the order of the list of features. A feature without one is a mistake the manifest test
 * names; here it is left out rather than breaking the page.
 */
const modules = import.meta.glob<{ default: FeatureUi }>('../../features/*/ui/feature-ui.ts', {
  eager: true,
});

export const featureUis: readonly FeatureUi[] = features.flatMap((f) => {
  const ui = Object.values(modules).find((m) => m.default.feature === f.id)?.default;
  return ui ? [ui] : [];
});

/** The UI manifests found, by folder, for the test that checks them against the features. */
export const featureUiModules = modules;
