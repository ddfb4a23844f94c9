import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScenarioText, serializeScenario } from '../../../scenarios/format/parse.ts';
import { validScenarioArb } from '../../support/arbitraries.ts';

/** Property runs take seconds on a busy machine; the default 5 s would make them flaky. */
const PROPERTY_TIMEOUT_MS = 30_000;

describe('scenario file round trip', () => {
  it(
    'gives back any valid scenario unchanged after serialize → parse',
    () => {
      fc.assert(
        fc.property(validScenarioArb, (scenario) => {
          const result = parseScenarioText(serializeScenario(scenario));
          expect(result).toEqual({ ok: true, scenario, migratedFrom: null });
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'writes the same text again for a scenario it has just read (stable files, clean diffs)',
    () => {
      fc.assert(
        fc.property(validScenarioArb, (scenario) => {
          const text = serializeScenario(scenario);
          const reread = parseScenarioText(text);
          if (!reread.ok) throw new Error(`did not reread: ${JSON.stringify(reread.problems)}`);
          expect(serializeScenario(reread.scenario)).toBe(text);
        }),
        { numRuns: 100 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
