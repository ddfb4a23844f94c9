import { defineCommand } from '../command.ts';
import { dataDirOf, dataOption, jsonOption, printJson } from '../common-options.ts';
import { findMap } from '../find-map.ts';
import { EXIT } from '../io.ts';
import type { Finding } from '../../editor/analysis/checks/finding.ts';

/** The `--json` shape of `lodestar validate-map`. */
export interface ValidateMapReport {
  scenario: string;
  map: string;
  /** How many of the scenario's checks apply to the map. */
  checks: number;
  findings: Finding[];
}

export const validateMapCommand = defineCommand({
  name: 'validate-map',
  summary: "check a map against its scenario's map rules and list what breaks them",
  description: `Checks one map against the checks its scenario gives its maps (mapRules.checks: places
kept apart, counts, sums near homes, a way to the centre, tile pools) and prints each finding as
the editor's Checks tab lists it: the rule, its message, the places and the suggested fix.
Nothing is changed on disk.`,
  positionals: [
    {
      name: 'input',
      description: `SCENARIO#MAP_ID: a scenario file (.lodestar.json), the id of a scenario in the
library or a bundled id, then the map's id; SCENARIO alone when it has one map`,
    },
  ],
  options: {
    data: dataOption(
      'the library folder ids are looked up in (default: $LODESTAR_DATA, else ~/.lodestar)',
    ),
    json: jsonOption('{scenario, map, checks, findings: [{rule, places, message, fix}]}'),
  },
  exitCodes: '0 nothing found, 1 findings (or the map cannot be found), 2 usage error.',

  async run({ args, options }, io) {
    const dataDir = dataDirOf(options.data, io);
    const found = await findMap(args.input, io.cwd, dataDir);
    if (!found.ok) {
      for (const line of found.lines) io.err(`lodestar validate-map: ${line}`);
      return EXIT.invalid;
    }
    // Loaded here, not at the top, so that other commands and --help start fast.
    const { checkMap, checksFor } = await import('../../editor/analysis/checks/check-map.ts');
    const { scenario, map } = found;
    const report: ValidateMapReport = {
      scenario: args.input.includes('#')
        ? args.input.slice(0, args.input.lastIndexOf('#'))
        : args.input,
      map: map.id,
      checks: checksFor(map, scenario.mapRules).length,
      findings: checkMap(map, scenario.tiles, scenario.mapRules),
    };
    if (options.json) printJson(io, report);
    else printReport(report, io.out);
    return report.findings.length === 0 ? EXIT.ok : EXIT.invalid;
  },
});

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function printReport(report: ValidateMapReport, out: (line: string) => void): void {
  const where = `${report.scenario}#${report.map}`;
  if (report.checks === 0) {
    out(`${where}: the scenario has no checks for this map (mapRules.checks)`);
    return;
  }
  const checks = plural(report.checks, 'check');
  if (report.findings.length === 0) {
    out(`${where}: nothing found (${checks})`);
    return;
  }
  out(`${where}: ${plural(report.findings.length, 'finding')} (${checks})`);
  for (const finding of report.findings) {
    out('');
    out(`${finding.rule}: ${finding.message}`);
    if (finding.places.length > 0) out(`  at ${finding.places.join('  ')}`);
    if (finding.fix) out(`  suggested fix: ${finding.fix.label}`);
  }
}
