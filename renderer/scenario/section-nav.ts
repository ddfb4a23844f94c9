import type { AnyScenarioSection } from '../../features/define-feature.ts';
import type { FeatureUi, SectionEditorDef } from '../features/define-feature-ui.ts';
import { isUnder } from './form/form-values.ts';

/** One line of the scenario page's list of sections. */
export interface SectionNavEntry {
  key: string;
  title: string;
  editor: SectionEditorDef;
  /** How many entries it holds; null for a section that is one group of settings. */
  count: number | null;
  /** How many problems sit at or under it. */
  problems: number;
}

const formEditor: SectionEditorDef = { kind: 'form' };

/** Every section in file order, with where it is edited, its size and its problems. */
export function sectionNav(
  scenario: Readonly<Record<string, unknown>> | null,
  problems: ReadonlyMap<string, string>,
  sections: readonly AnyScenarioSection[],
  uis: readonly FeatureUi[],
): SectionNavEntry[] {
  const editors = new Map(uis.flatMap((ui) => Object.entries(ui.sectionEditors)));
  const paths = [...problems.keys()];
  return [...sections]
    .sort((a, b) => a.order - b.order)
    .map((section) => ({
      key: section.key,
      title: section.title,
      editor: editors.get(section.key) ?? formEditor,
      count: countOf(scenario?.[section.key]),
      problems: paths.filter((p) => isUnder(p, `$.${section.key}`)).length,
    }));
}

function countOf(value: unknown): number | null {
  if (Array.isArray(value)) return value.length;
  return null;
}

/** The entry for a key, or undefined when no feature declares that section. */
export function sectionEntry(
  entries: readonly SectionNavEntry[],
  key: string | undefined,
): SectionNavEntry | undefined {
  return key === undefined ? undefined : entries.find((e) => e.key === key);
}
