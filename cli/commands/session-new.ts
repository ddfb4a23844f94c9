import { stat } from 'node:fs/promises';
import path from 'node:path';
import { defineCommand } from '../command.ts';
import {
  byOption,
  DEFAULT_FACILITATOR,
  fileName,
  jsonOption,
  printJson,
  textOfLength,
} from '../common-options.ts';
import { EXIT } from '../io.ts';
import { readScenarioFile } from '../read-scenario-file.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';

/** The `--json` shape of `lodestar session new`. */
export interface SessionNewReport {
  file: string;
  id: string;
  title: string;
  seed: string;
  scenarioId: string | null;
}

export const sessionNewCommand = defineCommand({
  name: 'new',
  summary: 'start a session file from a scenario',
  description: `Starts a session from SCENARIO. Writes the session file — its first line holds a frozen copy
of the scenario and the seeds (public and secret) — and prints its path. An existing file is never overwritten.`,
  positionals: [
    {
      name: 'scenario',
      description: `a scenario file (.lodestar.json) or a bundled template id
(so-say-we-all, aquila-rift)`,
    },
  ],
  options: {
    seed: {
      type: 'string',
      value: 'S',
      description: 'the seed of every public random result in the session (default: a random one)',
      parse: textOfLength(200),
    },
    'secret-seed': {
      type: 'string',
      value: 'S',
      description: `the seed of the secret results (secret roles, face-down decks, hidden draws);
default: drawn from a cryptographic source, even when --seed is given`,
      parse: textOfLength(200),
    },
    out: {
      type: 'string',
      value: 'FILE',
      description: 'where to write the session (default: ./<id>.session.jsonl)',
      parse: fileName,
    },
    by: byOption('who starts the session'),
    title: {
      type: 'string',
      value: 'T',
      description: "the session's title (default: the scenario's)",
      parse: textOfLength(200, { trim: true }),
    },
    json: jsonOption('{file, id, title, seed, scenarioId}'),
  },
  exitCodes: '0 written, 1 the scenario cannot be used or the file exists, 2 usage error.',

  async run({ args, options }, io) {
    const source = args.scenario;
    const by = options.by ?? DEFAULT_FACILITATOR;
    const found = await findScenario(source, io.cwd);
    if (!found.ok) {
      for (const line of found.lines) io.err(`lodestar session new: ${line}`);
      return EXIT.invalid;
    }

    const { SessionFile } = await import('../../host/session-file.ts');
    const { localUtcOffsetMinutes, newSessionId, randomSecretSeed, randomSeed } =
      await import('../../host/session-id.ts');
    const { createHeader } = await import('../../session/session-header.ts');
    const { SESSION_EXTENSION } = await import('../../host/session-paths.ts');
    const now = Date.now();
    const utcOffsetMinutes = localUtcOffsetMinutes(now);
    const id = newSessionId(found.scenario.meta.title, now, utcOffsetMinutes);
    const out = path.resolve(io.cwd, options.out ?? `${id}${SESSION_EXTENSION}`);
    const header = createHeader({
      id,
      title: options.title ?? found.scenario.meta.title,
      scenarioId: found.scenarioId,
      scenario: found.scenario,
      seed: options.seed ?? randomSeed(),
      secretSeed: options['secret-seed'] ?? randomSecretSeed(),
      createdAt: now,
      createdBy: by,
      utcOffsetMinutes,
    });
    try {
      const file = await SessionFile.create(out, header);
      await file.close(now);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const reason =
        code === 'EEXIST'
          ? 'already exists; nothing was written (choose another --out)'
          : `cannot be written: ${error instanceof Error ? error.message : String(error)}`;
      io.err(`lodestar session new: ${out} ${reason}`);
      return EXIT.invalid;
    }
    const report: SessionNewReport = {
      file: out,
      id,
      title: header.title,
      seed: header.seed,
      scenarioId: header.scenarioId,
    };
    if (options.json) printJson(io, report);
    else io.out(out);
    return EXIT.ok;
  },
});

type FoundScenario =
  { ok: true; scenario: Scenario; scenarioId: string | null } | { ok: false; lines: string[] };

/** A scenario file when the path names one, else a bundled template of that id. */
async function findScenario(source: string, cwd: string): Promise<FoundScenario> {
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
    return { ok: true, scenario: read.parsed.scenario, scenarioId: null };
  }
  const { bundledScenarios } = await import('../../scenarios/library/index.ts');
  const template = bundledScenarios.find((t) => t.id === source);
  if (template)
    return { ok: true, scenario: structuredClone(template.scenario), scenarioId: template.id };
  const known = bundledScenarios.map((t) => t.id).join(', ');
  return {
    ok: false,
    lines: [
      `${source}: no such scenario file, nor a bundled template (the templates are: ${known})`,
    ],
  };
}
