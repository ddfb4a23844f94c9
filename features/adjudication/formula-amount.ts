import { ActionRejected } from '../../session/types.ts';
import { evaluateFormula, parseFormula } from './formula.ts';
import type { Inputs } from './types.ts';

/**
 * An effect's amount from its formula and the ruling's inputs. Trackers hold whole numbers,
 * so a formula must round what it divides; one that does not is refused, not silently rounded.
 */
export function formulaAmount(resolverName: string, formula: string, inputs: Inputs): number {
  const parsed = parseFormula(formula);
  if (!parsed.ok) throw new ActionRejected(`${resolverName}: “${formula}”: ${parsed.error}`);
  const numbers = Object.fromEntries(
    Object.entries(inputs).filter((e): e is [string, number] => typeof e[1] === 'number'),
  );
  let value: number;
  try {
    value = evaluateFormula(parsed.formula, numbers);
  } catch (error) {
    throw new ActionRejected(
      `${resolverName}: “${formula}”: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!Number.isInteger(value))
    throw new ActionRejected(
      `${resolverName}: “${formula}” gives ${value}, not a whole number: round it with ceil(), floor() or round()`,
    );
  return value;
}
