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
 * `scenarioSchema` with the outcome and problems of `checkScenario`. Until the check is loaded
 * it refuses every value, saying so: never a scenario let through unchecked. (Not for
 * generating the JSON Schema.)
 */
export const checkedScenarioSchema = z.custom<ScenarioInput>().transform((value, ctx): Scenario => {
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
