import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium.ts';
import { serveApp } from '../e2e/support/served-app.ts';
import { mixedLog } from './session.ts';

/**
 * The console's Report button against the CLI, in one run, on the same long log: the time from
 * the click until the PDF is a file in the browser, and the time `lodestar session report` takes
 * as a command (its start-up included). The button once took several times the CLI's time, so
 * the two are printed side by side and the button must stay within a second of the command.
 */

const checkout = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = 3;
const ENTRIES = 10_000;

export interface ReportButtonBenchTools {
  report(figure: { name: string; ms: number | null; targetMs: number; note?: string }): void;
  tempDir(prefix: string): string;
  median(values: number[]): number;
}

function runCli(args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(checkout, 'bin/lodestar.js'), ...args], {
      cwd: checkout,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lodestar ${args[0]} exited ${code}: ${stderr}`)),
    );
  });
}

/** Click → downloaded file, for the PDF from the menu beside the button. */
async function clickToFile(page: Page): Promise<number> {
  await page.getByTestId('console-report-more').click();
  const pdf = page.getByTestId('console-report-pdf');
  await pdf.waitFor();
  const start = performance.now();
  const [download] = await Promise.all([page.waitForEvent('download'), pdf.click()]);
  await download.path();
  const ms = performance.now() - start;
  await page.getByTestId('console-report').and(page.locator(':enabled')).waitFor();
  return ms;
}

export async function benchReportButton(tools: ReportButtonBenchTools): Promise<void> {
  const name = `Report button → PDF file in Chromium, ${ENTRIES.toLocaleString('en')} entries`;
  if (!existsSync(path.join(checkout, 'dist/renderer/index.html'))) {
    tools.report({ name, ms: null, targetMs: 3000, note: '(no dist/renderer)' });
    return;
  }
  const dataDir = tools.tempDir('report-button');
  const { header, entries } = mixedLog(ENTRIES);
  await mkdir(path.join(dataDir, 'sessions'), { recursive: true });
  const file = path.join(dataDir, 'sessions', `${header.id}.session.jsonl`);
  writeFileSync(file, `${[header, ...entries].map((line) => JSON.stringify(line)).join('\n')}\n`);

  const cli: number[] = [];
  const out = path.join(tools.tempDir('report-button-out'), 'report.pdf');
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await runCli(['session', 'report', file, '--format', 'pdf', '--out', out, '--force']);
    cli.push(performance.now() - start);
  }

  const app = await serveApp({ dataDir });
  const browser = await launchChromium();
  const clicks: number[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${app.url}/#/session/${header.id}`);
    // A console on a new browser asks once who is at it.
    await page.getByTestId('facilitator-input').fill('Bench', { timeout: 120_000 });
    await page.getByTestId('facilitator-save').click();
    await page.getByTestId('facilitator-dialog').waitFor({ state: 'hidden' });
    for (let i = 0; i < RUNS; i++) clicks.push(await clickToFile(page));
  } finally {
    await browser.close();
    await app.stop();
  }
  const command = tools.median(cli);
  tools.report({
    name,
    ms: tools.median(clicks),
    targetMs: Math.round(command + 1000),
    note: `(median of ${RUNS}, min ${Math.round(Math.min(...clicks))}; \`lodestar session report --format pdf\` on the same file, start-up included: median ${Math.round(command)} ms, min ${Math.round(Math.min(...cli))}; target: the command + 1 s)`,
  });
}
