import { defineCommand } from '../command.ts';
import { jsonOption, printJson } from '../common-options.ts';
import { EXIT } from '../io.ts';
import { readScenarioFile } from '../read-scenario-file.ts';
import { CURRENT_SCHEMA_VERSION } from '../../scenarios/format/meta.ts';
import type { Problem } from '../../scenarios/format/problems.ts';

/** The `--json` shape of `lodestar validate`. */
export interface ValidateReport {
  file: string;
  valid: boolean;
  kind?: 'empty' | 'invalid-json' | 'newer-version' | 'invalid' | 'unreadable';
  /** The version the file was written in, when it is older than the current one. */
  migratedFrom: number | null;
  problems: Problem[];
}

export const validateCommand = defineCommand({
  name: 'validate',
  summary: 'check a scenario file and list every problem in it',
  description: `Checks a scenario file against the current format (older versions are migrated in memory
first; the file is not changed). Prints "FILE: valid", or every problem as
"FILE: $.json.path: message".`,
  positionals: [{ name: 'file', description: 'the scenario file to check' }],
  options: { json: jsonOption('{file, valid, kind, migratedFrom, problems}') },
  exitCodes: '0 valid, 1 invalid or unreadable, 2 usage error.',

  async run({ args, options }, io) {
    const { file } = args;
    const read = await readScenarioFile(file, io.cwd);
    let report: ValidateReport;
    if (!read.readable) {
      report = {
        file,
        valid: false,
        kind: 'unreadable',
        migratedFrom: null,
        problems: [{ path: '$', message: read.message }],
      };
    } else if (read.parsed.ok) {
      report = { file, valid: true, migratedFrom: read.parsed.migratedFrom, problems: [] };
    } else {
      report = {
        file,
        valid: false,
        kind: read.parsed.kind,
        migratedFrom: null,
        problems: read.parsed.problems,
      };
    }

    if (options.json) {
      printJson(io, report);
    } else if (report.valid && report.migratedFrom !== null) {
      io.out(
        `${file}: valid (format version ${report.migratedFrom}; ` +
          `"lodestar migrate ${file}" would upgrade it to version ${CURRENT_SCHEMA_VERSION})`,
      );
    } else if (report.valid) {
      io.out(`${file}: valid (format version ${CURRENT_SCHEMA_VERSION})`);
    } else {
      for (const problem of report.problems) io.out(`${file}: ${problem.path}: ${problem.message}`);
    }
    return report.valid ? EXIT.ok : EXIT.invalid;
  },
});
