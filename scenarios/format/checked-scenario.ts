import { z } from 'zod';
import type { checkScenario } from './check-scenario.ts';
import type { Scenario, ScenarioInput } from './schema.ts';

/**
 * The whole-scenario check for boundaries (IPC, WebSocket), without loading it up front.
 *
 * The scenario format is hundreds of zod schemas, built when their module is evaluated: about a
 * tenth of a second of a page's start-up. The channel table needs them only for the two calls
 * that carry a whole scenario, so it holds this light schema, and the check itself is loaded
 * on first need (`loadScenarioCheck`). Any code that imports check-scenario.ts provides it at
 * once, as the host does through the library.
 */
let check: typeof checkScenario | null = null;
let loading: Promise<void> | null = null;

/** Called by check-scenario.ts as it loads. */
export function provideScenarioCheck(checkFn: typeof checkScenario): void {
  check = checkFn;
}

export function scenarioCheckLoaded(): boolean {
  return check !== null;
}

/** Loads the scenario check (and the format's schemas) once; later calls resolve at once. */
export function loadScenarioCheck(): Promise<void> {
  loading ??= import('./check-scenario.ts').then(() => undefined);
  return loading;
}

/**
 * Scenarios this process checked itself a moment ago, each let through its next check once.
 * The host reads a scenario from its file with the whole check, then answers `scenario.get`
 * with it; checking it again on the way out costs a tenth of a second for a big board.
 * One use only, and only for the very object: nothing can change it in between.
 */
const vouched = new WeakSet<object>();

/** Marks a scenario just checked by this process (see `vouched`); returns it. */
export function vouchForChecked(scenario: Scenario): Scenario {
  vouched.add(scenario);
  return scenario;
}

/**
 * `scenarioSchema` with the outcome and problems of `checkScenario`. Until the check is loaded
 * it refuses every value, saying so: no scenario goes through that this process has not
 * checked. (Not for generating the JSON Schema.)
 */
export const checkedScenarioSchema = z.custom<ScenarioInput>().transform((value, ctx): Scenario => {
  if (typeof value === 'object' && value !== null && vouched.delete(value))
    return value as Scenario;
  if (!check) {
    ctx.addIssue({
      code: 'custom',
      message: 'the scenario check is not loaded yet (await loadScenarioCheck() first)',
    });
    return z.NEVER;
  }
  const result = check(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});
