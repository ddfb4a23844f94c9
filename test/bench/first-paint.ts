import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { untilQuiet } from './quiet.ts';

/** This checkout. */
const checkout = fileURLToPath(new URL('../..', import.meta.url));

/** What the page writes to its console once the library's first list is on screen. */
const PAINTED = 'lodestar-bench-painted';

/**
 * Put into the page before its own scripts: once the library marks its first list on
 * <body>, note the time just after the next frame is painted (a timeout set from inside
 * requestAnimationFrame runs once that frame is on screen), as milliseconds since the epoch.
 * Timing it in the page leaves out how long Playwright takes to notice and report back,
 * which here was 100 to 200 ms.
 *
 * The time comes back as a console message, not through `page.waitForFunction`: that polls
 * with Playwright's own script, about 330 KB that it puts into the page the first time it is
 * used, and evaluating it took 50 to 70 ms of the page's main thread while Lodestar's own
 * scripts were arriving (a trace of the page showed it, as a DevTools message, between the
 * HTML and the first module). A browser opening Lodestar has no such script.
 */
const NOTE_PAINTED = `(() => {
  const seen = new MutationObserver(() => {
    if (document.body?.dataset.ready !== 'library') return;
    seen.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        console.debug('${PAINTED} ' + (performance.timeOrigin + performance.now()));
      }, 0),
    );
  });
  seen.observe(document, { attributes: true, attributeFilter: ['data-ready'], subtree: true });
})();`;

/** Resolves with the time the page reports in its `PAINTED` console message. */
function paintedAt(page: Page, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      page.off('console', onConsole);
      reject(new Error(`the library did not paint within ${timeoutMs / 1000} s`));
    }, timeoutMs).unref();
    const onConsole = (message: ConsoleMessage) => {
      const [word, at] = message.text().split(' ');
      if (word !== PAINTED) return;
      clearTimeout(timer);
      page.off('console', onConsole);
      resolve(Number(at));
    };
    page.on('console', onConsole);
  });
}

/** Now, in milliseconds since the epoch, as precise as the page's own clock. */
const epochNow = () => performance.timeOrigin + performance.now();

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
  await context.addInitScript(NOTE_PAINTED);
  const page = await context.newPage();
  // The browser's own work on the page just opened (and the one closed before) is not ours.
  await untilQuiet();
  const start = epochNow();
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
    const serverReady = epochNow() - start;
    const painted = paintedAt(page, 30_000);
    painted.catch(() => {}); // awaited below; a failed goto must not leave it unhandled
    await page.goto(url, { waitUntil: 'commit' });
    return { total: (await painted) - start, serverReady };
  } finally {
    await context.close();
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}
