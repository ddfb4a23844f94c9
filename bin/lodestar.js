#!/usr/bin/env node
// The `lodestar` command. The CLI is TypeScript (cli/main.ts) and a checkout needs no
// build step to run it.
//
// `lodestar serve` is on the path to the app's first paint, so start-up time matters: loading
// the sources and packages module by module through tsx's hooks costs about half a second
// more. So the CLI runs from a one-file bundle (its packages included) that esbuild, tsx's own
// compiler, makes and keeps in node_modules/.cache/lodestar-cli, and remakes as soon as any
// file in it has changed. The bundle is CommonJS, run through `vm.Script` with V8's code
// cache kept beside it (made once per bundle, after the first run has compiled what it
// needed): compiling 3 MB of script is otherwise a good part of every start, about 50 ms of
// `lodestar serve`'s 0.45 s here. `node --enable-source-maps bin/lodestar.js …` gives stack
// traces in the TypeScript sources (the bundle is then loaded without the cache). When no
// bundle can be made (read-only install) or with LODESTAR_NO_CLI_BUNDLE=1, tsx runs the
// sources directly: slower to start, same behaviour.
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = path.join(root, 'cli', 'main.ts');
const cacheDir = path.join(root, 'node_modules', '.cache', 'lodestar-cli');
const bundleFile = path.join(cacheDir, 'main.cjs');
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
    format: 'cjs',
    target: 'node20',
    // Modules that ask where they are (package-root.ts, svg-to-png.ts) get the bundle's own
    // address.
    define: { 'import.meta.url': '__lodestarBundleUrl' },
    banner: { js: "var __lodestarBundleUrl = require('node:url').pathToFileURL(__filename).href;" },
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
  // Caches of earlier bundles can never be used again (see codeCacheFile), nor can the ES
  // module bundle earlier versions made.
  for (const name of readdirSync(cacheDir))
    if (name.endsWith('.v8cache') || name.startsWith('main.mjs'))
      rmSync(path.join(cacheDir, name), { force: true });
  // A source saved while the bundle was being made: leave it marked stale for the next start.
  const changedMeanwhile = Object.keys(inputs).some(
    (file) => statSync(path.join(root, file)).mtimeMs >= startedAt,
  );
  if (!changedMeanwhile) writeAtomically(inputsFile, JSON.stringify(inputs));
}

/**
 * V8's code cache for the bundle as it is now. V8 checks a cache against the length of its
 * source, not its text, so the name carries the bundle file's identity (inode, size and time
 * to the nanosecond; a new bundle is always a new file, renamed into place): a process still
 * running an older bundle writes its cache under the old name, never under the new one.
 */
function codeCacheFile() {
  try {
    const { ino, size, mtimeNs } = statSync(bundleFile, { bigint: true });
    return path.join(cacheDir, `main-${ino}-${size}-${mtimeNs}.v8cache`);
  } catch {
    return path.join(cacheDir, 'main.v8cache');
  }
}

/** Runs the CommonJS bundle as Node would, with the code cache when there is a good one. */
function runBundle() {
  // Node maps stack traces through source maps for modules it loads, not for vm scripts:
  // with --enable-source-maps the bundle is required as usual, without the cache.
  if (process.sourceMapsEnabled) return createRequire(import.meta.url)(bundleFile);
  const cacheFile = codeCacheFile();
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const source = readFileSync(bundleFile, 'utf8');
  // The wrapper shares the bundle's first line, so line numbers in stack traces hold.
  const script = new vm.Script(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    {
      filename: bundleFile,
      cachedData,
      importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    },
  );
  const module = { exports: {} };
  script.runInThisContext()(
    module.exports,
    createRequire(bundleFile),
    module,
    bundleFile,
    path.dirname(bundleFile),
  );
  if (cachedData === undefined || script.cachedDataRejected) {
    // Made once the start has compiled what it needs: after half a second for a server, at
    // exit for a short command (the unref'd timer does not keep it waiting).
    let made = false;
    const makeCache = () => {
      if (made) return;
      made = true;
      try {
        writeAtomically(cacheFile, script.createCachedData());
      } catch {
        // A read-only cache folder: every start compiles, as without a cache.
      }
    };
    setTimeout(makeCache, 500).unref();
    process.once('exit', makeCache);
  }
  return module.exports;
}

async function loadCli() {
  if (process.env.LODESTAR_NO_CLI_BUNDLE !== '1') {
    try {
      if (!bundleIsFresh()) await makeBundle();
      return runBundle();
    } catch {
      // Fall back to compiling the sources on the fly.
    }
  }
  const { register } = await import('tsx/esm/api');
  register();
  return import('../cli/main.ts');
}

const { main } = await loadCli();
process.exitCode = await main(process.argv.slice(2));
// Everything a command opened is closed by now; should a stray handle remain, it must not keep
// a stopped server's process alive. (An unref'd timer only fires if something else still runs.)
setTimeout(() => process.exit(), 2000).unref();
