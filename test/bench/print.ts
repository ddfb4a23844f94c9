/**
 * Print figures for `npm run bench -- print`: the 10,000-cell board (a 100×100 hex board,
 * every cell tiled, from checks.ts) as an SVG, and as a PDF tiled across A4 sheets at 20 mm
 * a hex, timed and with its peak memory measured in a child process of its own.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { exportMapSvg } from '../../editor/formats/print/export-map.ts';
import { bigBoard } from './checks.ts';

export interface PrintBenchTools {
  report(figure: {
    name: string;
    ms: number | null;
    targetMs: number;
    unit?: string;
    note?: string;
  }): void;
  median(values: number[]): number;
}

const SVG_RUNS = 5;
const PDF_RUNS = 3;

function child(): Promise<{ ms: number; maxRssMb: number; pages: number; bytes: number }> {
  const script = fileURLToPath(new URL('./print-child.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    const run = spawn(process.execPath, ['--import', 'tsx', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    run.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    run.once('error', reject);
    run.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').pop() ?? '{}'))
        : reject(new Error(`print child exited ${code}`)),
    );
  });
}

export async function benchPrint({ report, median }: PrintBenchTools): Promise<void> {
  const { map, tiles } = bigBoard();
  const svgTimes: number[] = [];
  let size = 0;
  for (let i = 0; i < SVG_RUNS + 1; i++) {
    const start = performance.now();
    const { svg } = exportMapSvg(
      { ...map },
      { tiles, size: { cellMm: 20 }, legend: true, titleBlock: true },
    );
    if (i > 0) svgTimes.push(performance.now() - start);
    size = svg.length;
  }
  report({
    name: 'print: SVG of a 10,000-cell map',
    ms: median(svgTimes),
    targetMs: 1000,
    note: `(${(size / 1024 / 1024).toFixed(1)} MB, median of ${SVG_RUNS})`,
  });
  const runs = [];
  for (let i = 0; i < PDF_RUNS; i++) runs.push(await child());
  const { pages, bytes } = runs[0]!;
  report({
    name: 'print: PDF of it tiled on A4 (20 mm hexes)',
    ms: median(runs.map((r) => r.ms)),
    targetMs: 5000,
    note: `(${pages} pages, ${(bytes / 1024 / 1024).toFixed(1)} MB, median of ${PDF_RUNS}, each in its own process)`,
  });
  report({
    name: 'print: peak memory of that PDF process',
    ms: Math.max(...runs.map((r) => r.maxRssMb)),
    targetMs: 500,
    unit: 'MB',
    note: '(largest resident set of the child process, Node itself included)',
  });
}
