import type { FieldWidgetDef } from '../../features/define-feature-ui.ts';
import { isUnder, refOptions, type RefOption } from './form-values.ts';

/** What every widget of the scenario form asks of the page around it. */
export interface FormContext {
  /** What is wrong at exactly this path, if anything. */
  error(path: string): string | undefined;
  /** Whether anything at or under this path is wrong (a closed list entry says so). */
  hasProblemsUnder(path: string): boolean;
  /** What a reference to `list` may name, from the field at `path` (see `refOptions`). */
  refs(list: string, path: string): RefOption[];
  /** The scenario as being edited. */
  scenario(): Readonly<Record<string, unknown>> | null;
  /** The hand-written widgets declared for exactly this path. */
  widgets(path: string): readonly FieldWidgetDef[];
}

/**
 * The form's context over a scenario being edited and its problems by path; `widgets` are the
 * section's hand-written widgets, placed relative to `root` (the section's own path).
 */
export function formContext(
  scenario: () => unknown,
  problems: () => ReadonlyMap<string, string>,
  widgets: () => { root: string; defs: readonly FieldWidgetDef[] } = () => ({
    root: '$',
    defs: [],
  }),
): FormContext {
  return {
    error: (path) => problems().get(path),
    hasProblemsUnder: (path) => [...problems().keys()].some((p) => isUnder(p, path)),
    refs: (list, path) => refOptions(scenario(), list, path),
    scenario: () => {
      const s = scenario();
      return s && typeof s === 'object' ? (s as Readonly<Record<string, unknown>>) : null;
    },
    widgets: (path) => {
      const { root, defs } = widgets();
      if (defs.length === 0 || !isUnder(path, root)) return [];
      const place = widgetPlace(path.slice(root.length));
      return defs.filter((d) => d.at === place);
    },
  };
}

/** A path below a section as a widget names its place: `[3].rows` → `[*].rows`. */
export function widgetPlace(relative: string): string {
  return relative.replace(/\[\d+\]/g, '[*]');
}
