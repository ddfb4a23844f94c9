import type { AnyFeature } from './define-feature.ts';

/**
 * What is missing or wrong in a feature's manifest, each problem naming the feature: a field
 * left out, a section without the words the scenario page shows, a part or automation without
 * its view. TypeScript catches most of this as the manifest is written; this catches a
 * manifest built some other way (a throwaway feature in a test, a cast).
 */
export function manifestProblems(feature: Partial<AnyFeature>, folder?: string): string[] {
  const name = `feature "${feature.id ?? folder ?? '?'}"`;
  const problems: string[] = [];
  const say = (what: string) => problems.push(`${name}: ${what}`);
  if (typeof feature.id !== 'string' || feature.id === '') say('has no id');
  else if (folder !== undefined && feature.id !== folder)
    say(`has the id "${feature.id}" but lives in features/${folder}/`);
  if (!feature.title) say('has no title');
  if (!feature.summary) say('has no summary');
  for (const list of [
    'plugins',
    'sections',
    'automations',
    'display',
    'teamScreen',
    'cli',
  ] as const)
    if (!Array.isArray(feature[list]))
      say(`does not say what ${list} it has (an empty list for none)`);
  for (const section of feature.sections ?? []) {
    if (!section.key) say('has a section without a key');
    if (!section.title) say(`section "${section.key}" has no title`);
    if (typeof section.order !== 'number') say(`section "${section.key}" has no order`);
    if (!section.schema) say(`section "${section.key}" has no schema`);
    else if (!section.schema.description)
      say(`section "${section.key}" has no description (its schema's .describe())`);
    if (!Array.isArray(section.migrations))
      say(`section "${section.key}" does not list its migrations (an empty list for none)`);
  }
  for (const automation of feature.automations ?? [])
    if (!automation.kind || !automation.label || !automation.schema || !automation.run)
      say(`automation "${automation.kind ?? '?'}" needs a kind, a label, a schema and run`);
  for (const part of feature.display ?? [])
    if (
      !part.id ||
      !part.region ||
      typeof part.view !== 'function' ||
      typeof part.summary !== 'function'
    )
      say(`display part "${part.id ?? '?'}" needs an id, a region, a view and a summary`);
  for (const part of feature.teamScreen ?? [])
    if (!part.id || typeof part.view !== 'function')
      say(`team-screen part "${part.id ?? '?'}" needs an id and a view`);
  return problems;
}

/** Problems across the list: two features claiming one section key, one id, one part. */
export function listProblems(features: readonly AnyFeature[]): string[] {
  const problems: string[] = [];
  const owners = new Map<string, string>();
  const claim = (what: string, key: string, feature: string) => {
    const owner = owners.get(`${what}:${key}`);
    if (owner !== undefined)
      problems.push(`feature "${feature}": ${what} "${key}" is already feature "${owner}"'s`);
    else owners.set(`${what}:${key}`, feature);
  };
  for (const f of features) {
    claim('the id', f.id, f.id);
    for (const s of f.sections ?? []) claim('the section', s.key, f.id);
    for (const a of f.automations ?? []) claim('the automation', a.kind, f.id);
    for (const c of f.cli ?? []) claim('the command', c, f.id);
  }
  return problems;
}
