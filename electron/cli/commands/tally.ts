import type { Command } from '../command.ts';
import { defaultDataDir, resolveDataDir } from '../../host/data-dir.ts';
import { findScenario } from '../find-scenario.ts';
import { EXIT } from '../io.ts';
import { parseCommandArgs, UsageError } from '../parse-command-args.ts';

export const tallyCommand: Command = {
  name: 'tally',
  summary: 'tally an event box as the console would: success or failure, what is consumed',
  help: `Usage: lodestar tally SCENARIO EVENT_CARD_ID --contents JSON [--rules ID] [--json]

Works out what the console would do with an event box holding CONTENTS for the event card
EVENT_CARD_ID: success or failure and why, the outcome's text and tracker changes, and
which items are consumed and which go back. Nothing is saved: a dry run for designers.

CONTENTS is a JSON object of box item ids and counts, e.g. '{"manpower": 1, "fuel": 2}'.

Options:
  --contents JSON   what came out of the box (required; {} for an empty box)
  --rules ID        the event box rules to use (default: the rules whose deck holds the card)
  --data DIR        the library folder scenario ids are looked up in
  --json            print {card, rules, success, reasons, outcome, consumed, returned}
  -h, --help        show this help

Exit codes: 0 tallied, 1 the scenario, card or rules cannot be found, 2 usage error or bad contents.`,

  async run(args, io) {
    const name = 'tally';
    const { values, positionals } = parseCommandArgs(
      name,
      args,
      {
        contents: { type: 'string' },
        rules: { type: 'string' },
        data: { type: 'string' },
        json: { type: 'boolean' },
      },
      true,
    );
    if (values.help) {
      io.out(this.help);
      return EXIT.ok;
    }
    if (positionals.length !== 2)
      throw new UsageError(
        name,
        'give a scenario and an event card id (lodestar tally so-say-we-all fuel-leak --contents \'{"fuel":1}\')',
      );
    const [source, cardId] = positionals as [string, string];
    if (values.contents === undefined)
      throw new UsageError(name, 'what was in the box? --contents \'{"fuel": 1}\'');
    let contents: unknown;
    try {
      contents = JSON.parse(values.contents);
    } catch {
      throw new UsageError(
        name,
        `--contents must be JSON, such as '{"fuel": 1}', not ${values.contents}`,
      );
    }
    const counts = contentsOf(contents);
    if (typeof counts === 'string') throw new UsageError(name, counts);

    const dataDir = resolveDataDir({
      flag: values.data,
      env: io.env,
      fallback: defaultDataDir(),
      cwd: io.cwd,
    });
    const found = await findScenario(source, io.cwd, dataDir);
    if (!found.ok) {
      for (const line of found.lines) io.err(`lodestar tally: ${line}`);
      return EXIT.invalid;
    }
    const scenario = found.scenario;
    const { dryRunTally } = await import('../../../console/events/dry-run.ts');
    const result = dryRunTally(scenario, cardId, counts, values.rules);
    if (!result.ok) {
      io.err(`lodestar tally: ${result.error}`);
      return result.usage ? EXIT.usage : EXIT.invalid;
    }
    if (values.json) {
      io.out(JSON.stringify(result.report, null, 2));
      return EXIT.ok;
    }
    for (const line of result.lines) io.out(line);
    return EXIT.ok;
  },
};

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
