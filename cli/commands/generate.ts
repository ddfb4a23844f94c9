import path from 'node:path';
import { defineCommand } from '../command.ts';
import {
  dataDirOf,
  dataOption,
  fileName,
  jsonOption,
  printJson,
  textOfLength,
  wholeNumber,
} from '../common-options.ts';
import { findScenario } from '../find-scenario.ts';
import { EXIT, type CliIo, type ExitCode } from '../io.ts';
import { UsageError } from '../parse-command-args.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';

/** Iterations run between looks at the clock under a time budget. */
const BATCH = 100;
const DEFAULT_BUDGET_MS = 1000;

export const generateCommand = defineCommand({
  name: 'generate',
  summary: 'generate a balanced galaxy from a galaxy template, reproducibly from a seed',
  description: `Deals the tiles of a tile pool to the open places of a galaxy template (its homes and
fixed tiles set out), then swaps tiles to make the homes' shares even by the balance preset,
keeping the scenario's map checks. The same seed and --iterations always give the same map:
the map records the seed, settings and iterations run (map.generated), so a map made under a
time budget is made again exactly with --iterations set to the recorded count.

The template is looked up by id in --scenario, else in every bundled scenario (ti4-6p finds
the TI4 galaxy). Prints a summary, or with --json the whole result; --out writes the map as
a map file ({format: "lodestar-map", map, tiles, mapRules}) that the other map commands read.`,
  positionals: [],
  options: {
    template: {
      type: 'string',
      value: 'ID',
      required: true,
      description: 'the galaxy template (ti4-6p, ti3-standard-6…)',
    },
    players: {
      type: 'string',
      value: 'N',
      description: "how many players (default: the template's; must be the template's)",
      parse: wholeNumber(1, 64),
    },
    seed: {
      type: 'string',
      value: 'S',
      required: true,
      description: 'any text: the same seed gives the same galaxy',
      parse: textOfLength(200),
    },
    scenario: {
      type: 'string',
      value: 'ID|FILE',
      description:
        'a scenario file, library id or bundled id (default: the bundled one with the template)',
    },
    pool: { type: 'string', value: 'ID', description: "the tile pool (default: the template's)" },
    preset: {
      type: 'string',
      value: 'NAME',
      description: 'the balance preset, by id or name (default: the scenario’s)',
    },
    'budget-ms': {
      type: 'string',
      value: 'T',
      description: `stop after T milliseconds (default ${DEFAULT_BUDGET_MS})`,
      parse: wholeNumber(1, 3_600_000),
    },
    iterations: {
      type: 'string',
      value: 'N',
      description: 'run exactly N iterations instead (reproduces a recorded map)',
      parse: wholeNumber(0, 100_000_000),
    },
    out: {
      type: 'string',
      value: 'FILE',
      description: 'write the map file there',
      parse: fileName,
    },
    data: dataOption('the library folder scenario ids are looked up in'),
    json: jsonOption(
      '{seed, iterations, imbalance, unmet, template, pool, preset, algorithm, tts, map}',
    ),
  },
  exitCodes: `0 generated (even when some checks are unmet: they are listed), 1 the scenario cannot
be loaded or the template cannot be dealt, 2 usage error, an unknown template, pool or preset,
or a player count the template does not seat.`,

  async run({ options }, io) {
    if (options['budget-ms'] !== undefined && options.iterations !== undefined)
      throw new UsageError('give --budget-ms or --iterations, not both');
    const found = await scenarioWith(options.template, options.scenario, io, options.data);
    if ('code' in found) return found.code;
    const scenario = found.scenario;
    const { startGeneration } = await import('../../editor/analysis/generate/generation-setup.ts');
    const start = startGeneration(scenario, {
      template: options.template,
      players: options.players ?? null,
      pool: options.pool ?? null,
      preset: options.preset ?? null,
      seed: options.seed,
      mapId: `generated-${options.template}`,
    });
    if (!start.ok) {
      io.err(`lodestar generate: ${start.problem}`);
      return /pool has|may go on|home systems for/.test(start.problem) ? EXIT.invalid : EXIT.usage;
    }
    const search = start.search;
    const begun = performance.now();
    if (options.iterations !== undefined) search.step(options.iterations);
    else {
      const budget = options['budget-ms'] ?? DEFAULT_BUDGET_MS;
      while (performance.now() - begun < budget) search.step(BATCH);
    }
    const elapsed = performance.now() - begun;
    const map = search.result();
    const record = map.generated;
    if (!record) throw new Error('a generated map carries its generation record');
    const tts = await ttsOf(scenario, map);
    if (options.out !== undefined) {
      const written = await writeMap(scenario, map, options.out, io);
      if (written !== null) return written;
    }
    if (options.json) {
      printJson(io, {
        seed: record.seed,
        iterations: record.iterations,
        imbalance: record.imbalance,
        unmet: record.unmet,
        template: record.template,
        pool: record.pool,
        preset: record.preset,
        algorithm: record.algorithm,
        tts,
        map,
      });
      return EXIT.ok;
    }
    io.out(`Generated "${map.name}" from ${record.template} (${record.players} players)`);
    io.out(`seed "${record.seed}", ${record.iterations} iterations in ${Math.round(elapsed)} ms`);
    io.out(`imbalance by ${record.preset}: ${Math.round(record.imbalance * 1000) / 1000}`);
    io.out(
      record.unmet.length === 0
        ? 'every map check holds'
        : `checks not met: ${record.unmet.join(', ')}`,
    );
    if (tts !== null) io.out(`TTS map string: ${tts}`);
    io.out(
      `Again exactly: --seed ${JSON.stringify(record.seed)} --iterations ${record.iterations}`,
    );
    return EXIT.ok;
  },
});

/** The scenario named, or the bundled one holding the template. */
async function scenarioWith(
  template: string,
  named: string | undefined,
  io: CliIo,
  data: string | undefined,
): Promise<{ scenario: Scenario } | { code: ExitCode }> {
  if (named !== undefined) {
    const found = await findScenario(named, io.cwd, dataDirOf(data, io));
    if (found.ok) return { scenario: found.scenario };
    for (const line of found.lines) io.err(`lodestar generate: ${line}`);
    return { code: EXIT.invalid };
  }
  const { bundledScenarios } = await import('../../scenarios/library/index.ts');
  const holder = bundledScenarios.find((b) =>
    b.scenario.galaxyTemplates.some((t) => t.id === template),
  );
  if (holder) return { scenario: holder.scenario };
  const known = bundledScenarios.flatMap((b) =>
    b.scenario.galaxyTemplates.map((t) => `${t.id} (${t.players} players, ${b.id})`),
  );
  io.err(
    `lodestar generate: no bundled galaxy template "${template}" (templates: ${known.join(', ')}); give --scenario for a scenario of your own`,
  );
  return { code: EXIT.usage };
}

async function ttsOf(
  scenario: Scenario,
  map: Parameters<typeof mapFileOf>[1],
): Promise<string | null> {
  const [{ TTS_MAP_STRING }, { mapStringLibrary }, { writeMapString }] = await Promise.all([
    import('../../editor/formats/map-string/dialects.ts'),
    import('../../editor/formats/map-string/library.ts'),
    import('../../editor/formats/map-string/write-map-string.ts'),
  ]);
  const written = writeMapString(
    map,
    TTS_MAP_STRING,
    mapStringLibrary(scenario.tiles, scenario.mapRules.movement),
  );
  return written.ok ? written.text : null;
}

async function mapFileOf(scenario: Scenario, map: Scenario['maps'][number]): Promise<string> {
  const { mapFile, serializeMapFile } = await import('../../scenarios/format/map-file.ts');
  return serializeMapFile(mapFile(map, scenario.tiles, scenario.mapRules, scenario.meta.title));
}

async function writeMap(
  scenario: Scenario,
  map: Scenario['maps'][number],
  out: string,
  io: CliIo,
): Promise<ExitCode | null> {
  try {
    const { writeFileDurably } = await import('../../host/atomic-text-file.ts');
    await writeFileDurably(path.resolve(io.cwd, out), await mapFileOf(scenario, map));
    io.err(`lodestar generate: wrote ${out}`);
    return null;
  } catch (error) {
    io.err(
      `lodestar generate: cannot write ${out}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return EXIT.invalid;
  }
}
