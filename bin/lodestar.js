#!/usr/bin/env node
// The `lodestar` command. The CLI is TypeScript (electron/cli/main.ts) and a checkout needs no
// build step to run it.
//
// `lodestar serve` is on the path to the app's first paint, so start-up time matters: loading
// the sources and packages module by module through tsx's hooks costs about half a second
// more. So the CLI runs from a one-file bundle (its packages included) that esbuild, tsx's own
// compiler, makes and keeps in node_modules/.cache/lodestar-cli, and remakes as soon as any
// file in it has changed. `node --enable-source-maps bin/lodestar.js …` gives stack traces in
// the TypeScript sources. When no bundle can be made (read-only install) or with
// LODESTAR_NO_CLI_BUNDLE=1, tsx runs the sources directly: slower to start, same behaviour.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = path.join(root, 'electron', 'cli', 'main.ts');
const cacheDir = path.join(root, 'node_modules', '.cache', 'lodestar-cli');
const bundleFile = path.join(cacheDir, 'main.mjs');
/** The bundle's source files with the size and mtime they had when it was made. */
const inputsFile = path.join(cacheDir, 'inputs.json');

const stamp = (file) => {
  const stats = statSync(file);
  return `${stats.size}:${stats.mtimeMs}`;
};

function bundleIsFresh() {
  try {
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
    return Object.entries(inputs).every(([file, seen]) => stamp(path.join(root, file)) === seen);
  } catch {
    return false; // no bundle yet, or a source file was removed
  }
}

/** Write beside, then rename: a CLI starting at the same moment never reads half a file. */
function writeAtomically(file, text) {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

async function makeBundle() {
  const esbuild = await import('esbuild');
  const startedAt = Date.now();
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Bundled CommonJS packages (ws) call require(); give the ES module one.
    banner: {
      js: "import { createRequire as __lodestarRequire } from 'node:module'; const require = __lodestarRequire(import.meta.url);",
    },
    // Packages with native binaries stay outside the bundle and load from node_modules.
    external: ['@resvg/resvg-js'],
    // Less text to read and compile at every start (about 40 ms of `lodestar serve`'s 450 here).
    // Names stay, so stack traces read without the source map too.
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: 'linked',
    write: false,
    metafile: true,
    outfile: bundleFile,
    logLevel: 'silent',
  });
  const inputs = {};
  // This file too: a change to how the bundle is made remakes it.
  for (const file of [...Object.keys(result.metafile.inputs), 'bin/lodestar.js'])
    inputs[file] = stamp(path.join(root, file));
  mkdirSync(cacheDir, { recursive: true });
  for (const output of result.outputFiles) writeAtomically(output.path, output.contents);
  // A source saved while the bundle was being made: leave it marked stale for the next start.
  const changedMeanwhile = Object.keys(inputs).some(
    (file) => statSync(path.join(root, file)).mtimeMs >= startedAt,
  );
  if (!changedMeanwhile) writeAtomically(inputsFile, JSON.stringify(inputs));
}

async function loadCli() {
  if (process.env.LODESTAR_NO_CLI_BUNDLE !== '1') {
    try {
      if (!bundleIsFresh()) await makeBundle();
      return await import(pathToFileURL(bundleFile).href);
    } catch {
      // Fall back to compiling the sources on the fly.
    }
  }
  const { register } = await import('tsx/esm/api');
  register();
  return import('../electron/cli/main.ts');
}

const { main } = await loadCli();
process.exitCode = await main(process.argv.slice(2));
// Everything a command opened is closed by now; should a stray handle remain, it must not keep
// a stopped server's process alive. (An unref'd timer only fires if something else still runs.)
setTimeout(() => process.exit(), 2000).unref();
