import type { Command } from '../command.ts';
import { formatTable } from '../format-table.ts';
import { EXIT } from '../io.ts';
import { parseCommandArgs, UsageError } from '../parse-command-args.ts';
import { findScenario } from '../find-scenario.ts';
import { defaultDataDir, resolveDataDir } from '../../host/data-dir.ts';
import type { MapSummary } from '../../../editor/model/map-summary.ts';

export const mapsCommand: Command = {
  name: 'maps',
  summary: 'list the maps of a scenario: grid, shape, size and what is on each',
  help: `Usage: lodestar maps SCENARIO [--data DIR] [--json]

Lists the maps of SCENARIO, one per line: kind, shape, cells (or nodes and lanes), placed
tiles, edge features, tokens, labels, and hidden and unexplored places. SCENARIO is a
scenario file (.lodestar.json), the id of a scenario in the library, or a bundled template id
(such as so-say-we-all). Nothing is changed on disk.

Options:
  --data DIR  the library folder ids are looked up in (default: $LODESTAR_DATA, else ~/.lodestar)
  --json      print an array of {id, name, kind, orientation, shape, cells, nodes, lanes,
              placedTiles, edgeFeatures, tokens, labels, hidden, unexplored}
  -h, --help  show this help

Exit codes: 0 listed, 1 the scenario cannot be found or loaded, 2 usage error.`,

  async run(args, io) {
    const name = 'maps';
    const { values, positionals } = parseCommandArgs(
      name,
      args,
      { data: { type: 'string' }, json: { type: 'boolean' } },
      true,
    );
    if (values.help) {
      io.out(this.help);
      return EXIT.ok;
    }
    const [source, ...extra] = positionals;
    if (source === undefined)
      throw new UsageError(name, 'which scenario? (lodestar maps SCENARIO)');
    if (extra.length > 0) {
      throw new UsageError(name, `one scenario at a time (unexpected "${extra.join(' ')}")`);
    }
    const dataDir = resolveDataDir({
      flag: values.data,
      env: io.env,
      fallback: defaultDataDir(),
      cwd: io.cwd,
    });

    const found = await findScenario(source, io.cwd, dataDir);
    if (!found.ok) {
      for (const line of found.lines) io.err(`lodestar maps: ${line}`);
      return EXIT.invalid;
    }
    // Loaded here, not at the top, so that other commands and --help start fast.
    const { summarizeMap } = await import('../../../editor/model/map-summary.ts');
    const summaries = found.scenario.maps.map(summarizeMap);
    if (values.json) {
      io.out(JSON.stringify(summaries, null, 2));
      return EXIT.ok;
    }
    printSummaries(found.scenario.meta.title, summaries, io.out);
    return EXIT.ok;
  },
};

const count = (n: number | null): string => (n === null ? '–' : String(n));

function printSummaries(title: string, maps: readonly MapSummary[], out: (line: string) => void) {
  if (maps.length === 0) {
    out(`No maps in "${title}".`);
    return;
  }
  out(`${maps.length} map${maps.length === 1 ? '' : 's'} in "${title}":`);
  out('');
  const rows = maps.map((m) => [
    m.id,
    m.name,
    m.orientation ? `${m.kind} ${m.orientation}` : m.kind,
    m.shape,
    count(m.cells),
    count(m.nodes),
    count(m.lanes),
    count(m.placedTiles),
    count(m.edgeFeatures),
    count(m.tokens),
    count(m.labels),
    count(m.hidden),
    count(m.unexplored),
  ]);
  const headers = [
    'Id',
    'Name',
    'Kind',
    'Shape',
    'Cells',
    'Nodes',
    'Lanes',
    'Tiles',
    'Edges',
    'Tokens',
    'Labels',
    'Hidden',
    'Unexplored',
  ];
  for (const line of formatTable(headers, rows)) out(line);
}
