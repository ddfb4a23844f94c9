import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { defineCommand } from '../command.ts';
import { dataDirOf, dataOption, fileName, jsonOption, printJson } from '../common-options.ts';
import { findScenario } from '../find-scenario.ts';
import { EXIT, type CliIo, type ExitCode } from '../io.ts';
import { UsageError } from '../parse-command-args.ts';

/** `--column "Card name=title"`: what one column of the file is read as. */
function columnOption(text: string, flag: string): { heading: string; readAs: string } {
  const at = text.lastIndexOf('=');
  if (at <= 0 || at === text.length - 1)
    throw new UsageError(`${flag} must be HEADING=WHAT (e.g. "Card name=title"), not "${text}"`);
  return { heading: text.slice(0, at).trim(), readAs: text.slice(at + 1).trim() };
}

export const sheetImportCommand = defineCommand({
  name: 'sheet-import',
  summary:
    "read a spreadsheet into a deck's cards, a table's rows, the timetable or a map's pieces",
  description: `Reads a CSV or TSV file (UTF-8, UTF-16 or Windows-1252) or an Excel workbook (.xlsx)
into one tabular part of a scenario (see sheet-export for the parts), as the scenario page's
import does: it prints how it read the file, what each column is read as (guessed from the
headings; change one with --column "HEADING=KEY", KEY being one the listing shows, "other"
to keep it under its own heading, or "ignore"), then what the import would do. Nothing is
written without --out; --out FILE writes the scenario with the part replaced (it may be the
scenario file itself, kept as FILE.bak). Any mistake is reported by row and nothing is written.`,
  positionals: [
    { name: 'scenario', description: 'a scenario file, library id or bundled id' },
    { name: 'part', description: 'the part: deck:ID, table:ID, timetable, pieces:MAP_ID' },
    { name: 'file', description: 'the spreadsheet (.csv, .tsv, .txt or .xlsx)' },
  ],
  options: {
    column: {
      type: 'string',
      value: 'HEADING=KEY',
      description: 'read a column as KEY, "other" or "ignore" (repeatable)',
      repeatable: true,
    },
    sheet: {
      type: 'string',
      value: 'NAME',
      description: "a workbook's sheet (default: the first that holds anything)",
    },
    out: {
      type: 'string',
      value: 'FILE',
      description: 'write the scenario, with the part replaced, there',
      parse: fileName,
    },
    json: jsonOption('how the file was read, the columns, the result and any mistakes'),
    data: dataOption(),
  },
  exitCodes:
    '0 read (and written with --out), 1 the file has mistakes or cannot be read, 2 usage error.',

  async run({ args, options }, io) {
    const columnsGiven = (options.column ?? []).map((c) => columnOption(c, '--column'));
    const found = await findScenario(args.scenario, io.cwd, dataDirOf(options.data, io));
    if (!found.ok) return fail(io, found.lines);
    const { findSheetPart } = await import('../sheet-parts.ts');
    const named = findSheetPart(found.scenario, args.scenario, args.part);
    if (!named.ok) return fail(io, named.lines);
    const { part, sectionKey } = named;
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await readFile(path.resolve(io.cwd, args.file)));
    } catch (error) {
      return fail(io, [
        `cannot read ${args.file}: ${error instanceof Error ? error.message : String(error)}`,
      ]);
    }
    const { readSheetFile } = await import('../../scenarios/csv/sheet-file.ts');
    const { applyColumns, choiceFromValue, choiceValue, guessColumns, mappingProblems } =
      await import('../../scenarios/csv/column-mapping.ts');
    const read = await readSheetFile(path.basename(args.file), bytes, options.sheet);
    if (!read.ok) return fail(io, [`${args.file}: ${read.message}`]);
    const { file } = read;
    if (options.sheet !== undefined && file.sheet !== options.sheet)
      return fail(io, [
        `${args.file} has no sheet "${options.sheet}" (its sheets: ${file.sheets.join(', ')})`,
      ]);
    const names = file.rows.names;
    const choices = guessColumns(names, part.columns);
    const keys = new Set([
      ...part.columns.targets.map((t) => t.key),
      'ignore',
      ...(part.columns.others ? ['other'] : []),
    ]);
    for (const given of columnsGiven) {
      const at = names.findIndex((n) => n.toLowerCase() === given.heading.toLowerCase());
      if (at < 0)
        throw new UsageError(
          `${args.file} has no column "${given.heading}" (its columns: ${names.join(', ')})`,
        );
      const key = given.readAs.toLowerCase();
      if (!keys.has(key))
        throw new UsageError(
          `--column "${given.heading}" can be read as ${[...keys].join(', ')}, not "${given.readAs}"`,
        );
      choices[at] = choiceFromValue(key === 'ignore' || key === 'other' ? key : `target:${key}`);
    }
    const labelOf = (value: string) => {
      if (value === 'ignore') return 'left out';
      if (value === 'other') return `kept as ${part.columns.others}`;
      const key = value.slice('target:'.length);
      return part.columns.targets.find((t) => t.key === key)?.label ?? key;
    };
    const columns = names.map((heading, i) => {
      const value = choiceValue(choices[i] ?? { kind: 'ignore' });
      return { heading, readAs: value.replace(/^target:/, ''), means: labelOf(value) };
    });
    const problems = mappingProblems(names, choices, part.columns);
    const result =
      problems.length === 0
        ? part.read(applyColumns(file.rows, choices, part.columns), path.basename(args.file))
        : null;
    const errors = result && !result.ok ? result.errors.map((e) => e.message) : [];

    let written: string | null = null;
    const failures = [...problems, ...errors];
    if (result?.ok && options.out !== undefined) {
      const { parseScenarioValue, serializeScenario } =
        await import('../../scenarios/format/parse.ts');
      const next = parseScenarioValue({ ...found.scenario, [sectionKey]: result.value });
      if (!next.ok)
        failures.push(
          ...next.problems.map((p) => `the scenario would not be valid: ${p.path}: ${p.message}`),
        );
      else {
        const { writeFileDurably } = await import('../../host/atomic-text-file.ts');
        await writeFileDurably(path.resolve(io.cwd, options.out), serializeScenario(next.scenario));
        written = options.out;
      }
    }

    if (options.json) {
      printJson(io, {
        file: args.file,
        format: file.format,
        sheet: file.sheet,
        rows: file.rows.rows.length,
        columns,
        question: result?.ok ? result.question : null,
        notes: result?.ok ? result.notes : [],
        problems: failures,
        written,
      });
    } else {
      io.out(
        `${args.file}: read as ${file.format}, ${file.rows.rows.length} rows under the header`,
      );
      const width = Math.max(...columns.map((c) => c.heading.length), 6);
      for (const c of columns)
        io.out(`  ${(c.heading || '(no heading)').padEnd(width)}  → ${c.means}`);
      if (result?.ok) {
        io.out(
          result.question.replace(
            /\?$/,
            written ? ': done.' : '? (nothing written: give --out FILE)',
          ),
        );
        for (const note of result.notes) io.out(`note: ${note}`);
      }
    }
    if (failures.length > 0) return fail(io, failures);
    if (written) io.err(`lodestar sheet-import: wrote ${written}`);
    return EXIT.ok;
  },
});

function fail(io: CliIo, lines: readonly string[]): ExitCode {
  for (const line of lines) io.err(`lodestar sheet-import: ${line}`);
  return EXIT.invalid;
}
