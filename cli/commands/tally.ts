import { defineCommand } from '../command.ts';
import { dataDirOf, dataOption, jsonOption, printJson } from '../common-options.ts';
import { findScenario } from '../find-scenario.ts';
import { EXIT } from '../io.ts';
import { UsageError } from '../parse-command-args.ts';

export const tallyCommand = defineCommand({
  name: 'tally',
  summary: 'tally an event box as the console would: success or failure, what is consumed',
  description: `Works out what the console would do with an event box holding CONTENTS for the event card
EVENT_CARD_ID: success or failure and why, the outcome's text and tracker changes, and
which items are consumed and which go back. Nothing is saved: a dry run for designers.

CONTENTS is a JSON object of box item ids and counts, e.g. '{"manpower": 1, "fuel": 2}'.`,
  positionals: [
    { name: 'scenario', description: 'a scenario file, library id or bundled id' },
    { name: 'eventCardId', description: 'the event card whose box is tallied' },
  ],
  options: {
    contents: {
      type: 'string',
      value: 'JSON',
      required: true,
      description: 'what came out of the box ({} for an empty box)',
    },
    rules: {
      type: 'string',
      value: 'ID',
      description: 'the event box rules to use (default: the rules whose deck holds the card)',
    },
    data: dataOption('the library folder scenario ids are looked up in'),
    json: jsonOption('{card, rules, success, reasons, outcome, consumed, returned}'),
  },
  exitCodes: `0 tallied, 1 the scenario, card or rules cannot be found, 2 usage error or bad
contents.`,

  async run({ args, options }, io) {
    let contents: unknown;
    try {
      contents = JSON.parse(options.contents);
    } catch {
      throw new UsageError(
        `--contents must be JSON, such as '{"fuel": 1}', not ${options.contents}`,
      );
    }
    const counts = contentsOf(contents);
    if (typeof counts === 'string') throw new UsageError(counts);

    const found = await findScenario(args.scenario, io.cwd, dataDirOf(options.data, io));
    if (!found.ok) {
      for (const line of found.lines) io.err(`lodestar tally: ${line}`);
      return EXIT.invalid;
    }
    const scenario = found.scenario;
    const { dryRunTally } = await import('../../features/events/dry-run.ts');
    const result = dryRunTally(scenario, args.eventCardId, counts, options.rules);
    if (!result.ok) {
      io.err(`lodestar tally: ${result.error}`);
      return result.usage ? EXIT.usage : EXIT.invalid;
    }
    if (options.json) {
      printJson(io, result.report);
      return EXIT.ok;
    }
    for (const line of result.lines) io.out(line);
    return EXIT.ok;
  },
});

/** A JSON object of whole counts, or what is wrong with it. */
function contentsOf(value: unknown): Record<string, number> | string {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return '--contents must be a JSON object of item ids and counts';
  const counts: Record<string, number> = {};
  for (const [item, n] of Object.entries(value)) {
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
      return `--contents: "${item}" must be a whole number of at least 0, not ${JSON.stringify(n)}`;
    counts[item] = n;
  }
  return counts;
}
