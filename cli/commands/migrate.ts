import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineCommand } from '../command.ts';
import { fileName, jsonOption, printJson } from '../common-options.ts';
import { EXIT } from '../io.ts';
import { readScenarioFile } from '../read-scenario-file.ts';
import { AtomicTextFile } from '../../host/atomic-text-file.ts';
import { CURRENT_SCHEMA_VERSION } from '../../scenarios/format/meta.ts';
import type { Problem } from '../../scenarios/format/problems.ts';

/** The `--json` shape of `lodestar migrate`. */
export interface MigrateReport {
  file: string;
  /** Where the upgraded file was (or would have been) written. */
  out: string;
  /** 'migrated': written; 'current': nothing to do; 'refused': nothing written. */
  outcome: 'migrated' | 'current' | 'refused';
  migratedFrom: number | null;
  version: number;
  /** The previous copy of `out`, kept when it existed. */
  backup: string | null;
  kind?: 'empty' | 'invalid-json' | 'newer-version' | 'invalid' | 'unreadable' | 'io';
  problems: Problem[];
}

export const migrateCommand = defineCommand({
  name: 'migrate',
  summary: 'upgrade a scenario file to the current format version',
  description: `Upgrades a scenario file to the current format version (${CURRENT_SCHEMA_VERSION}). In place by default:
the file is replaced atomically and its previous text is kept as FILE.bak. A file that
would not be valid after the upgrade, or that a newer Lodestar wrote, is refused and left
untouched.`,
  positionals: [{ name: 'file', description: 'the scenario file to upgrade' }],
  options: {
    out: {
      type: 'string',
      value: 'FILE',
      description: 'write the upgraded scenario there instead (an existing file is kept as .bak)',
      parse: fileName,
    },
    json: jsonOption('{file, out, outcome, migratedFrom, version, backup, problems}'),
  },
  exitCodes: '0 migrated or already current, 1 refused, 2 usage error.',

  async run({ args, options }, io) {
    const { file } = args;
    const out = options.out ?? file;

    const report = await migrate(file, out, io.cwd);
    if (options.json) {
      printJson(io, report);
    } else if (report.outcome === 'refused') {
      for (const problem of report.problems) io.out(`${file}: ${problem.path}: ${problem.message}`);
      io.out(`${file}: not migrated (nothing was written)`);
    } else if (report.outcome === 'current') {
      io.out(`${file}: already current (format version ${report.version}); nothing written`);
    } else {
      const where = out === file ? '' : ` into ${out}`;
      const backup = report.backup ? ` (previous copy kept as ${report.backup})` : '';
      io.out(
        `${file}: migrated from format version ${report.migratedFrom} to ${report.version}${where}${backup}`,
      );
    }
    return report.outcome === 'refused' ? EXIT.invalid : EXIT.ok;
  },
});

async function migrate(file: string, out: string, cwd: string): Promise<MigrateReport> {
  const base = { file, out, version: CURRENT_SCHEMA_VERSION, backup: null };
  const read = await readScenarioFile(file, cwd);
  if (!read.readable) {
    return {
      ...base,
      outcome: 'refused',
      migratedFrom: null,
      kind: 'unreadable',
      problems: [{ path: '$', message: read.message }],
    };
  }
  if (!read.parsed.ok) {
    return {
      ...base,
      outcome: 'refused',
      migratedFrom: null,
      kind: read.parsed.kind,
      problems: read.parsed.problems,
    };
  }
  if (read.parsed.migratedFrom === null) {
    return { ...base, outcome: 'current', migratedFrom: null, problems: [] };
  }
  try {
    // The same durable write as the library's: temp file, fsync, rename, previous copy as .bak.
    const target = new AtomicTextFile(path.resolve(cwd, out));
    const hadPrevious = existsSync(target.filePath);
    const { serializeScenario } = await import('../../scenarios/format/parse.ts');
    await target.write(serializeScenario(read.parsed.scenario));
    const backup = hadPrevious ? `${out}.bak` : null;
    return {
      ...base,
      backup,
      outcome: 'migrated',
      migratedFrom: read.parsed.migratedFrom,
      problems: [],
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      ...base,
      outcome: 'refused',
      migratedFrom: read.parsed.migratedFrom,
      kind: 'io',
      problems: [{ path: '$', message: `cannot write ${out}: ${message}` }],
    };
  }
}
