import type { CliIo } from './io.ts';
import { EXIT, type ExitCode } from './io.ts';
import { dataDirOf } from './common-options.ts';
import { findScenario } from './find-scenario.ts';
import type { CustomDice, DiceExpr } from '../features/draws/dice/types.ts';

/**
 * The dice expression a `roll` or `odds` command was given, parsed with the named dice of
 * `--scenario` when there is one. On a mistake: the message, the expression with a caret
 * under the column, and the exit code to return.
 */
export async function parseCommandDice(
  command: string,
  expression: string,
  scenario: string | undefined,
  dataFlag: string | undefined,
  io: CliIo,
): Promise<{ ok: true; expr: DiceExpr; text: string } | { ok: false; code: ExitCode }> {
  const { customDiceOf } = await import('../features/draws/lookup.ts');
  const { parseDice } = await import('../features/draws/dice/parse.ts');
  let custom: CustomDice = {};
  if (scenario !== undefined) {
    const found = await findScenario(scenario, io.cwd, dataDirOf(dataFlag, io));
    if (!found.ok) {
      for (const line of found.lines) io.err(`lodestar ${command}: ${line}`);
      return { ok: false, code: EXIT.invalid };
    }
    custom = customDiceOf(found.scenario);
  }
  const parsed = parseDice(expression, custom);
  if (!parsed.ok) {
    io.err(`lodestar ${command}: ${parsed.error}`);
    io.err(`  ${expression}`);
    io.err(`  ${' '.repeat(parsed.at)}^`);
    return { ok: false, code: EXIT.usage };
  }
  return { ok: true, expr: parsed.expr, text: parsed.text };
}
