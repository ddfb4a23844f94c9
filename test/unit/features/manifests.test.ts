import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commands } from '../../../cli/main.ts';
import { isGroup, type Command } from '../../../cli/command.ts';
import { automationKinds, engines, features, lodestarSession } from '../../../features/index.ts';
import type { AnyFeature } from '../../../features/define-feature.ts';
import { listProblems, manifestProblems } from '../../../features/manifest-problems.ts';
import { scenarioJsonSchema } from '../../../scenarios/format/json-schema.ts';
import { scenarioSections } from '../../../scenarios/format/schema.ts';

/**
 * Every feature is one folder with one manifest, and every list that spans features is made
 * from the manifests: a folder left out of the list, a manifest with a field missing, or a
 * list that does not match what the manifests declare fails here, naming the feature.
 */

const featuresDir = fileURLToPath(new URL('../../../features/', import.meta.url));
const folders = readdirSync(featuresDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

/** Every command name, with its group's ("session new", "odds resolve"). */
function commandNames(list: readonly Command[], prefix = ''): string[] {
  return list.flatMap((c) =>
    isGroup(c)
      ? [`${prefix}${c.name}`, ...commandNames(c.commands, `${prefix}${c.name} `)]
      : [`${prefix}${c.name}`],
  );
}

describe('feature manifests', () => {
  it('list every feature folder once, each with its manifest', () => {
    expect(features.map((f) => f.id).sort()).toEqual(folders);
    for (const folder of folders)
      expect(existsSync(path.join(featuresDir, folder, 'feature.ts')), folder).toBe(true);
  });

  it.each(features.map((f) => [f.id, f] as const))('%s declares everything', (id, feature) => {
    expect(manifestProblems(feature, id)).toEqual([]);
  });

  it('claim each section, automation and command once', () => {
    expect(listProblems(features)).toEqual([]);
  });

  it('name the feature whose manifest is incomplete', () => {
    const broken = { ...features[0], id: 'broken', sections: undefined } as unknown as AnyFeature;
    expect(manifestProblems(broken, 'broken')).toEqual([
      'feature "broken": does not say what sections it has (an empty list for none)',
    ]);
    const twice = { ...features[1], id: 'again' } as AnyFeature;
    expect(listProblems([...features, twice])).toContain(
      `feature "again": the automation "announce" is already feature "announcements"'s`,
    );
  });

  it('make the session: its plugins, in the features’ order, and their automations', () => {
    expect(engines).toEqual(features.flatMap((f) => [...f.plugins]));
    expect(lodestarSession.plugins).toEqual(engines);
    expect(lodestarSession.automationKinds().sort()).toEqual(
      features.flatMap((f) => f.automations.map((a) => a.kind)).sort(),
    );
    expect(automationKinds.length).toBe(lodestarSession.automationKinds().length);
  });

  it('make the scenario format: every section, in its order, in the JSON Schema', () => {
    const declared = features.flatMap((f) => f.sections.map((s) => s.key));
    expect(scenarioSections.map((s) => s.key).sort()).toEqual([...declared].sort());
    const properties = Object.keys(
      (scenarioJsonSchema() as { properties: Record<string, unknown> }).properties,
    );
    expect(properties).toEqual([
      'schemaVersion',
      'meta',
      'listing',
      ...[...scenarioSections].sort((a, b) => a.order - b.order).map((s) => s.key),
    ]);
  });

  it('make the schedule accept exactly the automation kinds declared', () => {
    const schema = JSON.stringify(scenarioJsonSchema());
    for (const feature of features)
      for (const automation of feature.automations)
        expect(schema, `${feature.id}: ${automation.kind}`).toContain(
          `"const":"${automation.kind}"`,
        );
  });

  it('name commands the CLI has', () => {
    const names = new Set(commandNames(commands));
    for (const feature of features)
      for (const verb of feature.cli) expect(names.has(verb), `${feature.id}: ${verb}`).toBe(true);
  });

  it('name every action feature.verb-in-kebab-case', () => {
    const style = /^[a-z]+(-[a-z]+)*(\.[a-z]+(-[a-z]+)*)+$/;
    expect(lodestarSession.registry.types().filter((type) => !style.test(type))).toEqual([]);
  });

  it('declare the APIs their plugins call, and only APIs that exist', () => {
    const withApi = new Set(engines.filter((p) => p.api).map((p) => p.key));
    for (const plugin of engines)
      for (const used of plugin.uses ?? [])
        expect(withApi.has(used), `${plugin.key} uses ${used}`).toBe(true);
  });
});
