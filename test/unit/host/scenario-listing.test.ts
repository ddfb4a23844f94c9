import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HostError, type ScenarioSummary } from '../../../host/channels.ts';
import type { ScenarioLibrary } from '../../../host/scenario-library.ts';
import { serializeScenario } from '../../../scenarios/format/parse.ts';
import { headOf } from '../../../scenarios/format/scenario-head.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { makeDataDir, openLibrary, removeDataDir } from './temp-library.ts';

let dataDir: string;
let scenariosDir: string;

beforeEach(async () => {
  dataDir = await makeDataDir();
  scenariosDir = path.join(dataDir, 'scenarios');
});
afterEach(async () => {
  await removeDataDir(dataDir);
});

/** A bundled scenario (over 100 KB: far more than a list reads of it) under its own title. */
function bigScenario(title: string): Scenario {
  const scenario = structuredClone(bundledScenarios[0]?.scenario);
  if (!scenario) throw new Error('no bundled scenario');
  scenario.meta.title = title;
  return scenario;
}

/** The counts a list shows, as the whole scenario gives them. */
function listingOf(scenario: Scenario) {
  const { teamCount, seatCount, mapCount, deckCount } = headOf(scenario);
  return { teamCount, seatCount, mapCount, deckCount };
}

/** What a list shows of a scenario, as the whole scenario gives it. */
const countsOf = (scenario: Scenario) => ({ title: scenario.meta.title, ...listingOf(scenario) });

/** The file text Lodestar writes, with its listing replaced by `listing`. */
function withListing(scenario: Scenario, listing: unknown): string {
  const doc = JSON.parse(serializeScenario(scenario)) as Record<string, unknown>;
  return `${JSON.stringify({ ...doc, listing }, null, 2)}\n`;
}

async function dropIn(fileName: string, text: string): Promise<void> {
  expect(Buffer.byteLength(text)).toBeGreaterThan(32 * 1024);
  await fs.writeFile(path.join(scenariosDir, fileName), text);
}

async function listed(library: ScenarioLibrary, id: string): Promise<ScenarioSummary | undefined> {
  return (await library.list()).scenarios.find((s) => s.id === id);
}

describe('listing files from their heads', () => {
  it('lists a file written by hand, without a listing, from the whole file', async () => {
    const scenario = bigScenario('Written by hand');
    const library = await openLibrary(dataDir);
    await dropIn('by-hand.lodestar.json', JSON.stringify(scenario, null, 4));
    expect(await listed(library, 'by-hand')).toMatchObject(countsOf(scenario));
  });

  it('reads the whole file when the listing is garbled', async () => {
    const scenario = bigScenario('Garbled listing');
    const library = await openLibrary(dataDir);
    await dropIn('garbled.lodestar.json', withListing(scenario, { teamCount: 'eleven' }));
    expect(await listed(library, 'garbled')).toMatchObject(countsOf(scenario));
  });

  it('lists a file Lodestar wrote and that was cut short as not valid JSON', async () => {
    const library = await openLibrary(dataDir);
    const text = serializeScenario(bigScenario('Cut short'));
    await dropIn('cut-short.lodestar.json', text.slice(0, Math.floor(text.length / 2)));
    const { scenarios, problems } = await library.list();
    expect(scenarios.map((s) => s.id)).not.toContain('cut-short');
    expect(problems).toMatchObject([{ fileName: 'cut-short.lodestar.json', kind: 'invalid-json' }]);
  });

  it('shows what a listing says until the file is opened, then what the whole file says', async () => {
    const scenario = bigScenario('Lying listing');
    const lie = { teamCount: 1, seatCount: 2, mapCount: 3, deckCount: 4 };
    await openLibrary(dataDir);
    await dropIn('lying.lodestar.json', withListing(scenario, lie));
    const library = await openLibrary(dataDir);
    expect(await listed(library, 'lying')).toMatchObject(lie);
    const changes: string[] = [];
    library.onChange((reason) => changes.push(reason));

    expect((await library.get('lying')).summary).toMatchObject(countsOf(scenario));
    expect(changes).toEqual(['corrected the summary of lying.lodestar.json']);
    expect(await listed(library, 'lying')).toMatchObject(countsOf(scenario));
    // Remembered after a restart; the file itself is corrected when it is next saved.
    expect(await listed(await openLibrary(dataDir), 'lying')).toMatchObject(countsOf(scenario));
    await library.save('lying', (await library.get('lying')).scenario);
    expect(
      JSON.parse(await fs.readFile(path.join(scenariosDir, 'lying.lodestar.json'), 'utf8')),
    ).toMatchObject({ listing: listingOf(scenario) });
  });

  it('reads further for a long meta, and the whole file for a very long one', async () => {
    const lie = { teamCount: 1, seatCount: 2, mapCount: 3, deckCount: 4 };
    const long = bigScenario('Long description');
    long.meta.description = 'A long evening. '.repeat(600);
    const veryLong = bigScenario('Very long description');
    veryLong.meta.description = 'A long evening. '.repeat(6000);
    const library = await openLibrary(dataDir);
    await dropIn('long.lodestar.json', withListing(long, lie));
    await dropIn('very-long.lodestar.json', withListing(veryLong, lie));
    // Which listing a list shows tells how far it read: the file's (a lie here) or the body's.
    expect(await listed(library, 'long')).toMatchObject(lie);
    expect(await listed(library, 'very-long')).toMatchObject(countsOf(veryLong));
  });

  it('tells nothing when opening a file finds its listing true', async () => {
    const library = await openLibrary(dataDir);
    await dropIn('honest.lodestar.json', serializeScenario(bigScenario('Honest')));
    await library.list();
    const changes: string[] = [];
    library.onChange((reason) => changes.push(reason));
    await library.get('honest');
    expect(changes).toEqual([]);
  });

  it('finds JSON broken past the head on opening, or with a check, as with deeper problems', async () => {
    const text = serializeScenario(bigScenario('Broken past the head'));
    const at = text.indexOf('"maps"');
    await openLibrary(dataDir);
    await dropIn('broken.lodestar.json', `${text.slice(0, at)}oops ${text.slice(at)}`);
    const checked = await (await openLibrary(dataDir)).list({ check: true });
    expect(checked.problems).toMatchObject([
      { fileName: 'broken.lodestar.json', kind: 'invalid-json' },
    ]);

    await fs.rm(path.join(dataDir, 'summary-cache.json'));
    const library = await openLibrary(dataDir);
    expect(await listed(library, 'broken')).toMatchObject({ title: 'Broken past the head' });
    const error = await library.get('broken').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HostError);
    expect((error as HostError).message).toContain('not valid JSON');
    expect((await library.list()).problems).toMatchObject([
      { fileName: 'broken.lodestar.json', kind: 'invalid-json' },
    ]);
  });
});
