import { defineCommand } from '../command.ts';
import { dataDirOf, dataOption, jsonOption, printJson } from '../common-options.ts';
import { formatTable } from '../format-table.ts';
import { EXIT } from '../io.ts';
import { findScenario } from '../find-scenario.ts';
import type { MapSummary } from '../../editor/model/map-summary.ts';

export const mapsCommand = defineCommand({
  name: 'maps',
  summary: 'list the maps of a scenario: grid, shape, size and what is on each',
  description: `Lists the maps of SCENARIO, one per line: kind, shape, cells (or nodes and lanes), placed
tiles, edge features, tokens, labels, and hidden and unexplored places. Nothing is changed on
disk.`,
  positionals: [
    {
      name: 'scenario',
      description: `a scenario file (.lodestar.json), the id of a scenario in the library,
or a bundled template id (such as so-say-we-all)`,
    },
  ],
  options: {
    data: dataOption(
      'the library folder ids are looked up in (default: $LODESTAR_DATA, else ~/.lodestar)',
    ),
    json: jsonOption(`an array of {id, name, kind, orientation, shape, cells, nodes,
lanes, placedTiles, edgeFeatures, tokens, labels, hidden, unexplored}`),
  },
  exitCodes: '0 listed, 1 the scenario cannot be found or loaded, 2 usage error.',

  async run({ args, options }, io) {
    const dataDir = dataDirOf(options.data, io);
    const found = await findScenario(args.scenario, io.cwd, dataDir);
    if (!found.ok) {
      for (const line of found.lines) io.err(`lodestar maps: ${line}`);
      return EXIT.invalid;
    }
    // Loaded here, not at the top, so that other commands and --help start fast.
    const { summarizeMap } = await import('../../editor/model/map-summary.ts');
    const summaries = found.scenario.maps.map(summarizeMap);
    if (options.json) {
      printJson(io, summaries);
      return EXIT.ok;
    }
    printSummaries(found.scenario.meta.title, summaries, io.out);
    return EXIT.ok;
  },
});

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
