#!/usr/bin/env node
// `npm start`, after the build: launch Electron on this package, forwarding the arguments
// (e.g. `npm start -- --data ~/games`) and Electron's exit code. Where the Electron binary was
// never downloaded, say so in one line and point to the browser mode instead.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const missing =
  'Electron\'s binary is not installed on this machine (installed with ELECTRON_SKIP_BINARY_DOWNLOAD?). Run "npm run serve" to use Lodestar in a browser.';

async function electronBinary() {
  try {
    // The `electron` package exports the binary's path, and throws when it was not downloaded.
    const binary = (await import('electron')).default;
    return typeof binary === 'string' && existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

const binary = await electronBinary();
if (binary === null) {
  console.error(missing);
  process.exit(1);
}

const child = spawn(binary, [root, ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (!child.killed) child.kill(signal);
  });
}
child.on('error', (error) => {
  console.error(`Could not start Electron (${binary}): ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
