import path from 'node:path';
import { defineCommand } from '../command.ts';
import { dataDirOf, dataOption, fileName } from '../common-options.ts';
import { findScenario } from '../find-scenario.ts';
import { EXIT, type CliIo, type ExitCode } from '../io.ts';

export const sheetExportCommand = defineCommand({
  name: 'sheet-export',
  summary: "write a deck's cards, a table's rows, the timetable or a map's pieces as a spreadsheet",
  description: `Writes one tabular part of a scenario as CSV (to standard output, or --out FILE.csv)
or as an Excel workbook (--out FILE.xlsx): a deck's cards (deck:ID), a table's rows
(table:ID), the timetable (timetable) or a map's pieces (pieces:MAP_ID). Without PART, lists
the scenario's parts. What it writes, sheet-import reads back to the same part.`,
  positionals: [
    { name: 'scenario', description: 'a scenario file, library id or bundled id' },
    {
      name: 'part',
      description: 'the part: deck:ID, table:ID, timetable, pieces:MAP_ID',
      optional: true,
    },
  ],
  options: {
    out: {
      type: 'string',
      value: 'FILE',
      description: 'write there (.xlsx for a workbook) instead of CSV to standard output',
      parse: fileName,
    },
    data: dataOption(),
  },
  exitCodes:
    '0 written or listed, 1 the scenario or part cannot be found or written, 2 usage error.',

  async run({ args, options }, io) {
    const found = await findScenario(args.scenario, io.cwd, dataDirOf(options.data, io));
    if (!found.ok) return fail(io, found.lines);
    const { sheetPartsOf, findSheetPart } = await import('../sheet-parts.ts');
    if (args.part === undefined) {
      for (const { part } of sheetPartsOf(found.scenario))
        io.out(`${part.id}\t${part.label} (${Math.max(0, part.rows().length - 1)} rows)`);
      return EXIT.ok;
    }
    const named = findSheetPart(found.scenario, args.scenario, args.part);
    if (!named.ok) return fail(io, named.lines);
    const rows = named.part.rows();
    if (options.out === undefined) {
      const { writeCsv } = await import('../../scenarios/csv/csv-rows.ts');
      io.out(writeCsv(rows).replace(/\n$/, ''));
      return EXIT.ok;
    }
    const { writeFileDurably } = await import('../../host/atomic-text-file.ts');
    const out = path.resolve(io.cwd, options.out);
    try {
      if (/\.xlsx$/i.test(options.out)) {
        const { xlsxOf } = await import('../../scenarios/csv/sheet-write.ts');
        const blob = await xlsxOf(rows, named.part.label);
        await writeFileDurably(out, new Uint8Array(await blob.arrayBuffer()));
      } else {
        const { writeCsv } = await import('../../scenarios/csv/csv-rows.ts');
        await writeFileDurably(out, writeCsv(rows));
      }
    } catch (error) {
      return fail(io, [
        `cannot write ${options.out}: ${error instanceof Error ? error.message : String(error)}`,
      ]);
    }
    io.err(`lodestar sheet-export: wrote ${options.out} (${rows.length - 1} rows)`);
    return EXIT.ok;
  },
});

function fail(io: CliIo, lines: readonly string[]): ExitCode {
  for (const line of lines) io.err(`lodestar sheet-export: ${line}`);
  return EXIT.invalid;
}
