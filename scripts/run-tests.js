#!/usr/bin/env node
// Runs every suite (unit, component, end-to-end) in one Vitest run after building the renderer
// the end-to-end tests load, then prints one closing line with the totals of all of them:
// "N passed, N failed". CI reads that line; Vitest's own summary is not recognised there.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const report = path.join(root, '.tmp', 'vitest-report.json');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

const extra = process.argv.slice(2);
mkdirSync(path.dirname(report), { recursive: true });

let buildFailed = 0;
if (
  run(bin('vite'), ['build', '--config', 'renderer/vite.config.ts', '--logLevel', 'warn']) !== 0
) {
  console.error('The renderer did not build: the end-to-end tests cannot run.');
  buildFailed = 1;
}

// Two runs, one after the other: the end-to-end tests start Chromium and servers, and this
// machine has two cores, so they do not share it with the unit suite.
const suites = [
  { name: 'unit', projects: ['unit', 'component'] },
  { name: 'e2e', projects: ['e2e'] },
];
let passed = 0;
let failed = buildFailed;
for (const suite of suites) {
  const file = report.replace('.json', `-${suite.name}.json`);
  rmSync(file, { force: true });
  const status = run(bin('vitest'), [
    'run',
    ...suite.projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
    ...extra,
  ]);
  let suiteFailed = 0;
  if (existsSync(file)) {
    const result = JSON.parse(readFileSync(file, 'utf8'));
    passed += result.numPassedTests ?? 0;
    suiteFailed += result.numFailedTests ?? 0;
    // A file that fails to load counts no test; count it as a failure so it cannot hide.
    for (const f of result.testResults ?? []) {
      if (f.status === 'failed' && (f.assertionResults ?? []).length === 0) suiteFailed += 1;
    }
  } else {
    suiteFailed += 1;
  }
  if (status !== 0 && suiteFailed === 0) suiteFailed = 1;
  failed += suiteFailed;
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
