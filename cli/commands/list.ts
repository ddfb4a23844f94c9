import { existsSync } from 'node:fs';
import { defineCommand } from '../command.ts';
import { dataDirOf, dataOption, jsonOption, printJson } from '../common-options.ts';
import { formatDuration, formatModified, formatPlayers, formatTable } from '../format-table.ts';
import { EXIT } from '../io.ts';
import type { FileProblem, ScenarioSummary } from '../../host/channels.ts';

/** The `--json` shape of `lodestar list`. */
export interface ListReport {
  dataDir: string;
  scenarios: ScenarioSummary[];
  problems: FileProblem[];
}

export const listCommand = defineCommand({
  name: 'list',
  summary: 'list the scenarios in the library and the files that could not be loaded',
  description: `Lists every scenario in the library (title, players, duration, last change, id) and every
file in it that could not be loaded, with the reason. Nothing is changed on disk.
A list reads only what it shows of each file (its meta, teams and counts); the rest is
checked when a scenario is opened. --check checks every file in full now, as opening
each would, and lists those that fail with all their problems.`,
  positionals: [],
  options: {
    data: dataOption(),
    check: {
      type: 'boolean',
      description: 'check every file in full, as opening it would (slower on a big library)',
    },
    json: jsonOption('{dataDir, scenarios, problems}'),
  },
  exitCodes: `0 listed (even when some files have problems), 1 the folder cannot be read,
2 usage error.`,

  async run({ options }, io) {
    const dataDir = dataDirOf(options.data, io);

    let report: ListReport;
    if (!existsSync(dataDir)) {
      // Listing must not create a library as a side effect.
      report = { dataDir, scenarios: [], problems: [] };
    } else {
      try {
        // Loaded here, not at the top, so that other commands and --help start fast.
        const { ScenarioLibrary } = await import('../../host/scenario-library.ts');
        const library = await ScenarioLibrary.open(dataDir);
        report = { dataDir, ...(await library.list({ check: options.check === true })) };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        io.err(`lodestar list: cannot read the library in ${dataDir}: ${message}`);
        return EXIT.invalid;
      }
    }

    if (options.json) {
      printJson(io, report);
      return EXIT.ok;
    }
    printReport(report, existsSync(dataDir), io.out);
    return EXIT.ok;
  },
});

function printReport(report: ListReport, folderExists: boolean, out: (line: string) => void) {
  const { dataDir, scenarios, problems } = report;
  if (scenarios.length === 0) {
    out(
      folderExists
        ? `No scenarios in ${dataDir}.`
        : `No scenarios: ${dataDir} does not exist yet (it is created on the first save).`,
    );
  } else {
    out(`${scenarios.length} scenario${scenarios.length === 1 ? '' : 's'} in ${dataDir}:`);
    out('');
    const sorted = [...scenarios].sort((a, b) => a.title.localeCompare(b.title));
    const rows = sorted.map((s) => [
      s.title,
      formatPlayers(s.players),
      formatDuration(s.durationMinutes),
      formatModified(s.modifiedAt),
      s.id,
    ]);
    for (const line of formatTable(['Title', 'Players', 'Duration', 'Modified', 'Id'], rows)) {
      out(line);
    }
  }
  if (problems.length > 0) {
    out('');
    out(
      `${problems.length} file${problems.length === 1 ? '' : 's'} could not be loaded (left untouched):`,
    );
    for (const problem of problems) {
      const backup = problem.hasBackup ? ' (a previous good copy, .bak, can be opened)' : '';
      out(`  ${problem.fileName}: ${problem.kind}${backup}`);
      for (const p of problem.problems) out(`    ${p.path}: ${p.message}`);
    }
  }
}
