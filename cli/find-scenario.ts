import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { readScenarioFile } from './read-scenario-file.ts';
import type { Scenario } from '../scenarios/format/schema.ts';

export type FoundScenario = { ok: true; scenario: Scenario } | { ok: false; lines: string[] };

/**
 * Where a CLI command finds the scenario it was given: a scenario file when the path names one; else a scenario of that id in the library (only
 * when the library folder exists: looking must not create one); else a bundled template.
 */
export async function findScenario(
  source: string,
  cwd: string,
  dataDir: string,
): Promise<FoundScenario> {
  const isFile = await stat(path.resolve(cwd, source)).then(
    (s) => s.isFile(),
    () => false,
  );
  if (isFile) {
    const read = await readScenarioFile(source, cwd);
    if (!read.readable) return { ok: false, lines: [`${source}: ${read.message}`] };
    if (!read.parsed.ok) {
      return {
        ok: false,
        lines: read.parsed.problems.map((p) => `${source}: ${p.path}: ${p.message}`),
      };
    }
    return { ok: true, scenario: read.parsed.scenario };
  }
  if (existsSync(dataDir)) {
    const { ScenarioLibrary } = await import('../host/scenario-library.ts');
    const { HostError } = await import('../host/channels.ts');
    try {
      const library = await ScenarioLibrary.open(dataDir);
      return { ok: true, scenario: (await library.get(source)).scenario };
    } catch (error) {
      const notFound = error instanceof HostError && error.code === 'not-found';
      if (!notFound) {
        const lines = [error instanceof Error ? error.message : String(error)];
        if (error instanceof HostError && error.problems)
          for (const p of error.problems) lines.push(`${source}: ${p.path}: ${p.message}`);
        return { ok: false, lines };
      }
    }
  }
  const { bundledScenarios } = await import('../scenarios/library/index.ts');
  const template = bundledScenarios.find((t) => t.id === source);
  if (template) return { ok: true, scenario: template.scenario };
  const known = bundledScenarios.map((t) => t.id).join(', ');
  return {
    ok: false,
    lines: [
      `${source}: no such scenario file, nor a scenario of that id in ${dataDir}, ` +
        `nor a bundled template (the templates are: ${known})`,
    ],
  };
}
