import path from 'node:path';
import { defineCommand } from '../command.ts';
import { dataDirOf, dataOption, fileName } from '../common-options.ts';
import { findMap } from '../find-map.ts';
import { EXIT, type CliIo, type ExitCode } from '../io.ts';
import { UsageError } from '../parse-command-args.ts';
import type { MapDef } from '../../scenarios/format/map.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';

export const convertCommand = defineCommand({
  name: 'convert',
  summary: 'write a map as a TTS or KeeganW map string, a Tiled map or a map file',
  description: `Converts one map. --to tts or keeganw writes a map string (every cell of the hex board in
spiral order, by the tiles' numbers); --to tmj writes a Tiled map (FILE.tmj, with its tileset
picture FILE.tiles.png beside it; needs --out); --to json writes a map file: {format:
"lodestar-map", version: 1, source, map, tiles, mapRules}, which every map command reads.
What the target cannot hold (a one-sided tile's turn in a TTS string, a copy's own changes)
is said on standard error; nothing is left out silently. An existing output file is kept as
FILE.bak.`,
  positionals: [
    {
      name: 'input',
      description: `SCENARIO#MAP_ID (a scenario file, library id or bundled id, and a map's
id), SCENARIO when it has one map, a map file (.json), or a map string tts:"…" or
keeganw:"…" (read against the bundled ti4-galaxy tiles)`,
    },
  ],
  options: {
    to: {
      type: 'string',
      choices: ['tts', 'keeganw', 'tmj', 'json'],
      required: true,
      description: 'what to write',
    },
    out: {
      type: 'string',
      value: 'FILE',
      description: 'write there instead of to standard output',
      parse: fileName,
    },
    data: dataOption(
      'the library folder ids are looked up in (default: $LODESTAR_DATA, else ~/.lodestar)',
    ),
  },
  exitCodes: '0 written, 1 the map cannot be found, read or written in that format, 2 usage error.',

  async run({ args, options }, io) {
    if (options.to === 'tmj' && options.out === undefined)
      throw new UsageError(
        '--to tmj writes two files (the map and its tileset picture): give --out FILE.tmj',
      );
    const found = await findMap(args.input, io.cwd, dataDirOf(options.data, io));
    if (!found.ok) return fail(io, found.lines);
    const { scenario, map } = found;
    const written = await convert(options.to, scenario, map, options.out);
    if (!written.ok) return fail(io, written.problems);
    for (const warning of written.warnings) io.err(`lodestar convert: warning: ${warning}`);
    if (options.out === undefined) {
      io.out(written.text);
      return EXIT.ok;
    }
    try {
      const { writeFileDurably } = await import('../../host/atomic-text-file.ts');
      const out = path.resolve(io.cwd, options.out);
      await writeFileDurably(out, written.text.endsWith('\n') ? written.text : `${written.text}\n`);
      for (const extra of written.files)
        await writeFileDurably(path.join(path.dirname(out), extra.name), extra.data);
    } catch (error) {
      return fail(io, [
        `cannot write ${options.out}: ${error instanceof Error ? error.message : String(error)}`,
      ]);
    }
    const beside = written.files.map((f) => ` and ${f.name}`).join('');
    io.err(`lodestar convert: wrote ${options.out}${beside}`);
    return EXIT.ok;
  },
});

function fail(io: CliIo, lines: readonly string[]): ExitCode {
  for (const line of lines) io.err(`lodestar convert: ${line}`);
  return EXIT.invalid;
}

type Converted =
  | {
      ok: true;
      text: string;
      /** Files written beside the output (a Tiled map's tileset picture). */
      files: { name: string; data: Uint8Array }[];
      warnings: readonly string[];
    }
  | { ok: false; problems: readonly string[] };

async function convert(
  to: 'tts' | 'keeganw' | 'tmj' | 'json',
  scenario: Scenario,
  map: MapDef,
  out: string | undefined,
): Promise<Converted> {
  if (to === 'json') {
    const { mapFile, serializeMapFile } = await import('../../scenarios/format/map-file.ts');
    const file = mapFile(map, scenario.tiles, scenario.mapRules, scenario.meta.title);
    return { ok: true, text: serializeMapFile(file).trimEnd(), files: [], warnings: [] };
  }
  if (to === 'tmj') {
    const { exportTiled } = await import('../../editor/formats/tiled/tmj.ts');
    const { lanesOfRules } = await import('../../editor/formats/tiled/lanes-of.ts');
    const base = path.basename(out ?? 'map.tmj').replace(/\.(tmj|json)$/i, '');
    const result = exportTiled(map, scenario.tiles, {
      pictureName: `${base}.tiles.png`,
      lanesOf: lanesOfRules(scenario.mapRules.movement),
    });
    if (!result.ok) return { ok: false, problems: [result.problem] };
    return {
      ok: true,
      text: JSON.stringify(result.map, null, 1),
      files: [{ name: result.pictureName, data: result.picture }],
      warnings: result.warnings,
    };
  }
  const [{ mapStringDialect }, { mapStringLibrary }, { writeMapString }] = await Promise.all([
    import('../../editor/formats/map-string/dialects.ts'),
    import('../../editor/formats/map-string/library.ts'),
    import('../../editor/formats/map-string/write-map-string.ts'),
  ]);
  const library = mapStringLibrary(scenario.tiles, scenario.mapRules.movement);
  const result = writeMapString(map, mapStringDialect(to)!, library);
  return result.ok ? { ...result, files: [] } : result;
}
