import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watchFolder } from '../../../host/folder-watcher.ts';
import { serializeScenario } from '../../../scenarios/format/parse.ts';
import { blankScenario } from '../../../scenarios/library/index.ts';
import { makeDataDir, openLibrary, removeDataDir } from './temp-library.ts';

let dataDir: string;
const stops: (() => void)[] = [];

beforeEach(async () => {
  dataDir = await makeDataDir();
  await openLibrary(dataDir); // the first run copies the bundled scenarios in
});
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  await removeDataDir(dataDir);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with the reasons reported once the watcher has been quiet for a while. */
async function reasonsAfter(action: () => Promise<unknown>, quietMs = 900): Promise<string[]> {
  const library = await openLibrary(dataDir);
  const reasons: string[] = [];
  library.onChange((reason) => reasons.push(reason));
  stops.push(library.watchDisk());
  await action.call(library);
  await sleep(quietMs);
  return reasons;
}

describe('watching the scenario folder', () => {
  it('reports a scenario file another program drops into the folder', async () => {
    const reasons = await reasonsAfter(() =>
      fs.writeFile(
        path.join(dataDir, 'scenarios', 'dropped-in.lodestar.json'),
        serializeScenario(blankScenario('Dropped in')),
      ),
    );
    expect(reasons).toEqual(['changed on disk: dropped-in.lodestar.json']);
  });

  it('reports a file removed by another program', async () => {
    const reasons = await reasonsAfter(() =>
      fs.rm(path.join(dataDir, 'scenarios', 'aquila-rift.lodestar.json')),
    );
    expect(reasons).toEqual(['changed on disk: aquila-rift.lodestar.json']);
  });

  it('does not report its own saves twice', async () => {
    const library = await openLibrary(dataDir);
    const reasons: string[] = [];
    library.onChange((reason) => reasons.push(reason));
    stops.push(library.watchDisk());
    const { id } = await library.create({ title: 'Mine' });
    const { scenario } = await library.get(id);
    await library.save(id, { ...scenario, meta: { ...scenario.meta, title: 'Still mine' } });
    await library.delete(id);
    await sleep(900);
    expect(reasons).toEqual([`created ${id}`, `saved ${id}`, expect.stringMatching(/^deleted /)]);
  });

  it('ignores temporary files and backups, and stops when asked', async () => {
    const dir = path.join(dataDir, 'scenarios');
    await fs.mkdir(dir, { recursive: true });
    const seen: string[][] = [];
    const stop = watchFolder(dir, {
      accept: (name) => name.endsWith('.lodestar.json') && !name.startsWith('.'),
      onChange: (names) => seen.push([...names].sort()),
      debounceMs: 100,
    });
    await fs.writeFile(path.join(dir, '.a.lodestar.json.123.tmp'), 'x');
    await fs.writeFile(path.join(dir, 'a.lodestar.json.bak'), 'x');
    await fs.writeFile(path.join(dir, 'a.lodestar.json'), 'x');
    await fs.writeFile(path.join(dir, 'a.lodestar.json'), 'xy');
    await sleep(500);
    stop();
    await fs.writeFile(path.join(dir, 'b.lodestar.json'), 'x');
    await sleep(400);
    expect(seen).toEqual([['a.lodestar.json']]);
  });
});
