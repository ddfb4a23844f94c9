import { defineCommand } from '../command.ts';
import { dataDirOf, dataOption, jsonOption, printJson } from '../common-options.ts';
import { findMap } from '../find-map.ts';
import { formatTable } from '../format-table.ts';
import { EXIT } from '../io.ts';
import type { BalanceReport } from '../../editor/analysis/balance/analyse.ts';
import {
  formatFigure as figure,
  OBJECTIVE_WORDS,
} from '../../editor/analysis/balance/report-words.ts';

export const analyzeCommand = defineCommand({
  name: 'analyze',
  summary: "a map's balance: what each home owns and is worth, and how uneven the homes are",
  description: `Measures the balance of the map INPUT: which home owns which place (the nearest, a
stake by distance, or slices named on the map), what each home's share is worth by every
measure of the preset, its distance to the centre, and the imbalance (lower is fairer).
Nothing is changed on disk.

INPUT is SCENARIO#MAP_ID (a scenario file, library id or bundled id, then the map's id), or
SCENARIO alone when it has one map. The preset is the scenario's default
(mapRules.balance.preset) unless --preset names another by id or name.`,
  positionals: [{ name: 'input', description: 'the map: SCENARIO#MAP_ID, or SCENARIO' }],
  options: {
    preset: {
      type: 'string',
      value: 'NAME',
      description: 'the balance preset, by id or name (default: the scenario’s)',
    },
    data: dataOption('the library folder scenario ids are looked up in'),
    json: jsonOption(`{scenario, map, preset, objective, imbalance, measures, homes: [{place,
name, totals, owned, toCentre}]}`),
  },
  exitCodes: `0 analysed, 1 the scenario or map cannot be found or loaded, 2 usage error or an
unknown preset.`,

  async run({ args, options }, io) {
    const found = await findMap(args.input, io.cwd, dataDirOf(options.data, io));
    if (!found.ok) {
      for (const line of found.lines) io.err(`lodestar analyze: ${line}`);
      return EXIT.invalid;
    }
    // Loaded here, not at the top, so that other commands and --help start fast.
    const { analyseBalance } = await import('../../editor/analysis/balance/analyse.ts');
    const { defaultPreset, findPreset, presetsFor } =
      await import('../../editor/analysis/balance/presets.ts');
    const { tileLookup } = await import('../../editor/analysis/place-tiles.ts');
    const { scenario, map } = found;
    const rules = scenario.mapRules.balance;
    const preset = options.preset ? findPreset(rules, options.preset) : defaultPreset(rules);
    if (!preset) {
      const known = presetsFor(rules).map((p) => p.id);
      io.err(
        `lodestar analyze: no preset "${options.preset}" (presets: ${known.join(', ')}). Run "lodestar analyze --help" for usage.`,
      );
      return EXIT.usage;
    }
    const report = analyseBalance(
      map,
      tileLookup(scenario.tiles),
      scenario.mapRules.movement,
      preset,
    );
    if (options.json) {
      printJson(io, {
        scenario: scenario.meta.title,
        map: { id: map.id, name: map.name },
        preset: { id: preset.id, name: preset.name },
        objective: report.objective,
        imbalance: report.imbalance,
        measures: report.measures,
        homes: report.homes.map((h) => ({
          place: h.place,
          name: h.name,
          totals: Object.fromEntries(report.measures.map((m, i) => [m.id, h.totals[i]])),
          owned: h.owned,
          toCentre: h.toCentre,
        })),
      });
      return EXIT.ok;
    }
    io.out(`Balance of "${map.name}" in "${scenario.meta.title}"`);
    io.out(`by ${preset.name}:`);
    io.out('');
    if (report.homes.length === 0) {
      io.out(
        'No homes on this map: a home is a place whose tile matches mapRules.movement.homes (tiles of kind "home" unless the scenario says otherwise).',
      );
      return EXIT.ok;
    }
    for (const line of homeTable(report)) io.out(line);
    io.out('');
    io.out(`Imbalance (${OBJECTIVE_WORDS[report.objective]}): ${figure(report.imbalance, 3)}`);
    return EXIT.ok;
  },
});

function homeTable(report: BalanceReport): string[] {
  const headers = [
    'Home',
    'Place',
    ...report.measures.map((m) => (m.weight === 0 ? `(${m.name})` : m.name)),
    'Owned',
    ...(report.centre === null ? [] : ['To centre']),
  ];
  const rows = report.homes.map((h) => [
    h.name,
    h.place,
    ...h.totals.map((t) => figure(t)),
    figure(h.owned),
    ...(report.centre === null ? [] : [h.toCentre === null ? '–' : figure(h.toCentre)]),
  ]);
  return formatTable(headers, rows);
}
