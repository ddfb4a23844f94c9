#!/usr/bin/env node
// `npm run dist`, after the build: installers with electron-builder. The packager needs Node
// 22.12 or newer, so it is not among the app's dependencies (which install cleanly on Node
// 20); it is fetched here, into node_modules without touching package.json, the first time.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const BUILDER = 'electron-builder@26.17.0';
const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const fail = (line) => {
  console.error(`lodestar: ${line}`);
  process.exit(1);
};

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12))
  fail(
    `packaging needs Node 22.12 or newer (this is ${process.version}); the app itself runs on Node 20`,
  );

const installed = () => {
  try {
    return require.resolve('electron-builder/cli.js');
  } catch {
    return null;
  }
};
if (!installed()) {
  console.log(`lodestar: installing ${BUILDER} for packaging (once)…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const install = spawnSync(npm, ['install', '--no-save', '--no-audit', '--no-fund', BUILDER], {
    cwd: root,
    stdio: 'inherit',
  });
  if (install.status !== 0 || !installed()) fail(`could not install ${BUILDER}`);
}
const build = spawnSync(
  process.execPath,
  [installed(), '--config', 'build/electron-builder.config.cjs', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(build.status ?? 1);
