import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { untilQuiet } from './quiet.ts';

/** This checkout. */
const checkout = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Spawns `lodestar serve`, opens it in a fresh browser context, waits for the painted list.
 * Returns the whole time and the part spent before the server printed its URL. `root` is
 * the Lodestar checkout to run (its bin/lodestar.js and its built renderer).
 */
export async function firstPaint(
  browser: Browser,
  dataDir: string,
  root = checkout,
): Promise<{ total: number; serverReady: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The browser's own work on the page just opened (and the one closed before) is not ours.
  await untilQuiet();
  const start = performance.now();
  const child = spawn(
    process.execPath,
    [path.join(root, 'bin/lodestar.js'), 'serve', '--port', '0', '--data', dataDir],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Lodestar is serving (http:\/\/\S+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => reject(new Error(`serve exited (${code}):\n${output}`)));
    });
    const serverReady = performance.now() - start;
    await page.goto(url, { waitUntil: 'commit' });
    // The library screen marks its first painted list on <body>.
    await page.waitForSelector('body[data-ready="library"]', {
      state: 'attached',
      timeout: 30_000,
    });
    return { total: performance.now() - start, serverReady };
  } finally {
    await context.close();
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}
