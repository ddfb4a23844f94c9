/**
 * First paint of this checkout against another, in turns, in one browser:
 *
 *   node --import tsx test/bench/first-paint-compare.ts --against <a Lodestar checkout> [--runs 10]
 *
 * Single runs of `npm run bench -- paint` on a shared 2-core machine vary by more than most
 * changes to the start-up path; runs in turns, on one library, see the same machine. The other
 * checkout needs its renderer built (`npm run build:renderer`) and its own node_modules (a
 * folder of links to this one's, without `.cache`, will do: each checkout keeps its CLI bundle
 * there).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ScenarioLibrary } from '../../host/scenario-library.ts';
import { launchChromium } from '../e2e/support/chromium.ts';
import { firstPaint } from './first-paint.ts';

const { values } = parseArgs({
  options: {
    against: { type: 'string' },
    runs: { type: 'string', default: '10' },
  },
});
const here = fileURLToPath(new URL('../..', import.meta.url));
const against = values.against ? path.resolve(values.against) : null;
const runs = Number(values.runs);
if (!against || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: first-paint-compare.ts --against <a Lodestar checkout> [--runs N]');
  process.exit(2);
}
for (const root of [here, against]) {
  if (!existsSync(path.join(root, 'dist', 'renderer', 'index.html'))) {
    console.error(`${root} has no built renderer: run npm run build:renderer there`);
    process.exit(2);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;
const dataDir = mkdtempSync(path.join(tmpdir(), 'lodestar-paint-compare-'));
await ScenarioLibrary.open(dataDir);
const browser = await launchChromium();
const times = new Map<string, { total: number[]; serverReady: number[] }>();
try {
  for (let run = 0; run < runs; run++) {
    // Which goes first changes each run, so neither always follows the other's teardown.
    const order = run % 2 === 0 ? [here, against] : [against, here];
    for (const root of order) {
      const { total, serverReady } = await firstPaint(browser, dataDir, root);
      const seen = times.get(root) ?? { total: [], serverReady: [] };
      seen.total.push(total);
      seen.serverReady.push(serverReady);
      times.set(root, seen);
    }
  }
} finally {
  await browser.close();
  rmSync(dataDir, { recursive: true, force: true });
}
for (const [root, { total, serverReady }] of times) {
  const name = root === here ? 'this checkout' : root;
  console.log(
    `${name}: first paint median ${Math.round(median(total))} ms (lowest ${Math.round(Math.min(...total))}); ` +
      `URL printed after ${Math.round(median(serverReady))} ms (median of ${total.length})`,
  );
}
