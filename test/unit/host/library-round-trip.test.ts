import fs from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeScenario } from '../../../scenarios/format/parse.ts';
import { validScenarioArb } from '../../support/arbitraries.ts';
import { makeDataDir, openLibrary, removeDataDir } from './temp-library.ts';

let dataDir: string;

beforeAll(async () => {
  dataDir = await makeDataDir();
});
afterAll(async () => {
  await removeDataDir(dataDir);
});

describe('the library', () => {
  it('gives back any valid scenario unchanged after a save and a restart', async () => {
    const library = await openLibrary(dataDir);
    const { id, fileName } = await library.create({ title: 'Round trip' });
    await fc.assert(
      fc.asyncProperty(validScenarioArb, async (scenario) => {
        const summary = await library.save(id, scenario);
        expect(summary.title).toBe(scenario.meta.title);
        const reopened = await openLibrary(dataDir);
        expect((await reopened.get(id)).scenario).toEqual(scenario);
        const text = await fs.readFile(path.join(dataDir, 'scenarios', fileName), 'utf8');
        expect(text).toBe(serializeScenario(scenario));
        expect((await reopened.list()).scenarios.find((s) => s.id === id)).toEqual(summary);
      }),
      { numRuns: 60 },
    );
  });
});
