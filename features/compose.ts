import type { AnyAutomationDef } from '../session/automation.ts';
import type { AnyEnginePlugin } from '../session/plugin.ts';
import { SessionDefinition } from '../session/session-definition.ts';
import type { AnyFeature, AnyScenarioSection } from './define-feature.ts';

/**
 * The lists that span features, made from a list of manifests: the app's own list in
 * features/index.ts, or a test's with a feature added.
 */

/** Every plugin, in the features' order (their slices start in this order). */
export function pluginsOf(features: readonly AnyFeature[]): readonly AnyEnginePlugin[] {
  return features.flatMap((f): readonly AnyEnginePlugin[] => f.plugins);
}

/** Every phase-start automation kind. */
export function automationsOf(features: readonly AnyFeature[]): readonly AnyAutomationDef[] {
  return features.flatMap((f) => f.automations);
}

/** A live session of these features: the core, their plugins and their automations. */
export function sessionDefinitionOf(features: readonly AnyFeature[]): SessionDefinition {
  return new SessionDefinition(pluginsOf(features), automationsOf(features));
}

/** Every section, in the order a file holds them. */
export function sectionsOf(features: readonly AnyFeature[]): readonly AnyScenarioSection[] {
  return features
    .flatMap((f): readonly AnyScenarioSection[] => f.sections)
    .sort((a, b) => a.order - b.order);
}
