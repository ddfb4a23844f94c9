import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from '../command.ts';
import { EXIT } from '../io.ts';
import { parseCommandArgs, UsageError } from '../parse-command-args.ts';
import { readScenarioFile } from '../read-scenario-file.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';

/** The `--json` shape of `lodestar session new`. */
export interface SessionNewReport {
  file: string;
  id: string;
  title: string;
  seed: string;
  scenarioId: string | null;
}

export const DEFAULT_FACILITATOR = 'Control';

export const sessionNewCommand: Command = {
  name: 'new',
  summary: 'start a session file from a scenario',
  help: `Usage: lodestar session new SCENARIO [--seed S] [--out FILE] [--by NAME] [--title T] [--json]

Starts a session from SCENARIO: a scenario file (.lodestar.json) or a bundled template id
(so-say-we-all, aquila-rift). Writes the session file — its first line holds a frozen copy of
the scenario and the seed — and prints its path. An existing file is never overwritten.

Options:
  --seed S      the seed of every random result in the session (default: a random one)
  --out FILE    where to write the session (default: ./<id>.session.jsonl)
  --by NAME     who starts the session (default: ${DEFAULT_FACILITATOR})
  --title T     the session's title (default: the scenario's)
  --json        print {file, id, title, seed, scenarioId} as JSON
  -h, --help    show this help

Exit codes: 0 written, 1 the scenario cannot be used or the file exists, 2 usage error.`,

  async run(args, io) {
    const name = 'session new';
    const { values, positionals } = parseCommandArgs(
      name,
      args,
      {
        seed: { type: 'string' },
        out: { type: 'string' },
        by: { type: 'string' },
        title: { type: 'string' },
        json: { type: 'boolean' },
      },
      true,
    );
    if (values.help) {
      io.out(this.help);
      return EXIT.ok;
    }
    const [source, ...extra] = positionals;
    if (source === undefined) {
      throw new UsageError(name, 'which scenario? (lodestar session new SCENARIO)');
    }
    if (extra.length > 0) throw new UsageError(name, `unexpected "${extra.join(' ')}"`);
    const by = (values.by ?? DEFAULT_FACILITATOR).trim();
    if (by === '' || by.length > 80)
      throw new UsageError(name, '--by must name who acts (1–80 characters)');
    if (values.seed !== undefined && (values.seed === '' || values.seed.length > 200)) {
      throw new UsageError(name, '--seed must be 1–200 characters');
    }
    const title = values.title?.trim();
    if (values.title !== undefined && (!title || title.length > 200)) {
      throw new UsageError(name, '--title must be 1–200 characters');
    }

    const found = await findScenario(source, io.cwd);
    if (!found.ok) {
      for (const line of found.lines) io.err(`lodestar session new: ${line}`);
      return EXIT.invalid;
    }

    const { SessionFile } = await import('../../host/session-file.ts');
    const { localUtcOffsetMinutes, newSessionId, randomSeed } =
      await import('../../host/session-id.ts');
    const { createHeader } = await import('../../../console/session/session-header.ts');
    const { SESSION_EXTENSION } = await import('../../host/session-paths.ts');
    const now = Date.now();
    const utcOffsetMinutes = localUtcOffsetMinutes(now);
    const id = newSessionId(found.scenario.meta.title, now, utcOffsetMinutes);
    const out = path.resolve(io.cwd, values.out ?? `${id}${SESSION_EXTENSION}`);
    const header = createHeader({
      id,
      title: title || found.scenario.meta.title,
      scenarioId: found.scenarioId,
      scenario: found.scenario,
      seed: values.seed ?? randomSeed(),
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
    io.out(values.json ? JSON.stringify(report, null, 2) : out);
    return EXIT.ok;
  },
};

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
  const { bundledScenarios } = await import('../../../scenarios/library/index.ts');
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
