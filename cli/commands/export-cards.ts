import path from 'node:path';
import { defineCommand } from '../command.ts';
import { dataDirOf, dataOption, fileName, jsonOption, printJson } from '../common-options.ts';
import { findScenario } from '../find-scenario.ts';
import { EXIT, type CliIo, type ExitCode } from '../io.ts';
import { UsageError } from '../parse-command-args.ts';
import { parseCardSize, type CardSize } from '../../features/draws/cards/card-sizes.ts';

function cardSize(text: string, flag: string): CardSize {
  const size = parseCardSize(text);
  if (!size)
    throw new UsageError(
      `${flag} must be poker, bridge, tarot or a size such as 70x110mm (20 to 300 mm), not "${text}"`,
    );
  return size;
}

function bleed(text: string, flag: string): number {
  const n = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || n > 10)
    throw new UsageError(`${flag} must be a number of millimetres from 0 to 10, not "${text}"`);
  return n;
}

export const exportCardsCommand = defineCommand({
  name: 'export-cards',
  summary: "print a scenario's decks on card sheets (PDF)",
  description: `Lays out a deck (or every deck) on PDF card sheets: each card at its true size (poker
63×88 mm by default, bridge 57×89, tarot 70×120, or WxHmm), as many as fit a page, with crop
marks at every cut and optional bleed. A front shows the card's title and cost, picture, text,
other fields and deck; --backs adds a page of backs after each page of fronts, mirrored so
that they land behind their fronts when printed on both sides (long-edge flip). A card is
printed as many times as its deck holds it.`,
  positionals: [{ name: 'scenario', description: 'a scenario file, library id or bundled id' }],
  options: {
    deck: { type: 'string', value: 'ID', description: 'one deck (default: every deck)' },
    size: {
      type: 'string',
      value: 'SIZE',
      description: 'poker, bridge, tarot or WxHmm (default poker)',
      parse: cardSize,
    },
    paper: {
      type: 'string',
      choices: ['a4', 'letter', 'a3'],
      description: 'the sheet (default a4)',
    },
    'bleed-mm': {
      type: 'string',
      value: 'N',
      description: 'colour past each cut, in mm (default 0)',
      parse: bleed,
    },
    backs: { type: 'boolean', description: 'a mirrored page of backs after each page of fronts' },
    out: {
      type: 'string',
      value: 'FILE',
      description: 'where to write (default DECK-cards.pdf or cards.pdf in this folder)',
      parse: fileName,
    },
    json: jsonOption('what was printed (cards, sheets, pages, the card and sheet sizes)'),
    data: dataOption(),
  },
  exitCodes: '0 written, 1 the scenario or deck cannot be found or printed, 2 usage error.',

  async run({ args, options }, io) {
    const found = await findScenario(args.scenario, io.cwd, dataDirOf(options.data, io));
    if (!found.ok) return fail(io, found.lines);
    const { scenario } = found;
    const decks = options.deck
      ? scenario.decks.filter((d) => d.id === options.deck)
      : scenario.decks;
    if (decks.length === 0)
      return fail(io, [
        options.deck
          ? `${args.scenario} has no deck "${options.deck}" (its decks: ${scenario.decks.map((d) => d.id).join(', ') || 'none'})`
          : `${args.scenario} has no decks`,
      ]);
    const { printCards } = await import('../../features/draws/cards/cards-pdf.ts');
    const { CardLayoutError } = await import('../../features/draws/cards/card-sheet-layout.ts');
    let printed;
    try {
      printed = await printCards(decks, {
        size: options.size ?? cardSize('poker', '--size'),
        paper: options.paper ?? 'a4',
        bleedMm: options['bleed-mm'] ?? 0,
        backs: options.backs === true,
      });
    } catch (error) {
      if (error instanceof CardLayoutError) return fail(io, [error.message]);
      throw error;
    }
    for (const w of printed.warnings) io.err(`lodestar export-cards: warning: ${w}`);
    const out = path.resolve(
      io.cwd,
      options.out ?? `${options.deck ?? 'cards'}${options.deck ? '-cards' : ''}.pdf`,
    );
    try {
      const { writeFileDurably } = await import('../../host/atomic-text-file.ts');
      await writeFileDurably(out, printed.bytes);
    } catch (error) {
      return fail(io, [
        `cannot write ${out}: ${error instanceof Error ? error.message : String(error)}`,
      ]);
    }
    const { layout } = printed;
    if (options.json)
      printJson(io, {
        file: out,
        decks: decks.map((d) => d.id),
        cards: printed.cards,
        sheets: printed.sheets,
        pages: printed.pages,
        perSheet: layout.slots.length,
        columns: layout.columns,
        rows: layout.rows,
        card: layout.card,
        bleedMm: layout.bleedMm,
        paper: layout.paper,
        backs: options.backs === true,
      });
    else
      io.err(
        `lodestar export-cards: wrote ${path.relative(io.cwd, out) || out} (${printed.cards} cards on ${printed.sheets} sheet${printed.sheets === 1 ? '' : 's'}, ${layout.slots.length} a sheet)`,
      );
    return EXIT.ok;
  },
});

function fail(io: CliIo, lines: readonly string[]): ExitCode {
  for (const line of lines) io.err(`lodestar export-cards: ${line}`);
  return EXIT.invalid;
}
