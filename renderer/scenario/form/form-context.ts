import { isUnder, refOptions, type RefOption } from './form-values.ts';

/** What every widget of the scenario form asks of the page around it. */
export interface FormContext {
  /** What is wrong at exactly this path, if anything. */
  error(path: string): string | undefined;
  /** Whether anything at or under this path is wrong (a closed list entry says so). */
  hasProblemsUnder(path: string): boolean;
  /** What a reference to `list` may name. */
  refs(list: string): RefOption[];
}

/** The form's context over a scenario being edited and its problems by path. */
export function formContext(
  scenario: () => unknown,
  problems: () => ReadonlyMap<string, string>,
): FormContext {
  return {
    error: (path) => problems().get(path),
    hasProblemsUnder: (path) => [...problems().keys()].some((p) => isUnder(p, path)),
    refs: (list) => refOptions(scenario(), list),
  };
}
