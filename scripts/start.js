#!/usr/bin/env node
// `npm start`, after the build: the desktop app in Electron, or, where Electron cannot run,
// the same app served to the default browser.
//
// `npm install` runs no package's install script (see .npmrc), so Electron's binary is fetched
// here the first time it is needed. Where it cannot be fetched (no connection to GitHub, a
// locked-down machine) or cannot start (no display), Lodestar is served on this machine and
// the default browser opens it; the address is printed for when no browser can be opened.
// Arguments pass through: `npm start -- --data ~/games`, `npm start -- --port 5000` (browser).
//   LODESTAR_BROWSER=1  skip Electron and open the browser at once.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const require = createRequire(import.meta.url);
const say = (line) => console.log(`lodestar: ${line}`);

/** The Electron binary's path, or null when it is not on this machine. */
function electronBinary() {
  try {
    // The package exports the binary's path, and throws when the binary was never fetched.
    const binary = require('electron');
    return typeof binary === 'string' && existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

/** Runs Electron's own download (the script `npm install` skipped); null on success, else why not. */
function fetchElectron() {
  let script;
  try {
    script = path.join(path.dirname(require.resolve('electron/package.json')), 'install.js');
  } catch {
    return 'the electron package is not installed';
  }
  say("fetching Electron's binary for the desktop app (once; about 100 MB)…");
  const run = spawnSync(process.execPath, [script], {
    cwd: root,
    encoding: 'utf8',
    timeout: 10 * 60_000,
    env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '' },
  });
  if (run.status === 0 && electronBinary()) return null;
  const output = `${run.stderr ?? ''}\n${run.stdout ?? ''}`;
  const reason =
    /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT)\b[^\n]*/.exec(output)?.[0] ??
    run.error?.message ??
    output.trim().split('\n')[0] ??
    `exit code ${run.status}`;
  return `it could not be downloaded (${reason.trim()})`;
}

function startElectron(binary) {
  const child = spawn(binary, [root, ...args], { stdio: 'inherit' });
  forwardSignals(child);
  child.on('error', (error) => {
    say(`could not start Electron (${error.message}); opening Lodestar in a browser instead`);
    serveInBrowser();
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

/** `lodestar serve` with the arguments given, and the default browser on its address. */
function serveInBrowser() {
  const child = spawn(process.execPath, [path.join(root, 'bin', 'lodestar.js'), 'serve', ...args], {
    stdio: ['inherit', 'pipe', 'inherit'],
  });
  forwardSignals(child);
  let opened = false;
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text) => {
    process.stdout.write(text);
    const url = /serving (https?:\/\/\S+)/.exec(text)?.[1];
    if (url && !opened) {
      opened = true;
      openBrowser(url);
    }
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

function openBrowser(url) {
  const [command, ...rest] =
    process.platform === 'darwin'
      ? ['open', url]
      : process.platform === 'win32'
        ? ['cmd', '/c', 'start', '""', url]
        : ['xdg-open', url];
  const opener = spawn(command, rest, { stdio: 'ignore', detached: true });
  const fallback = () => say(`open ${url} in a browser (Ctrl+C stops Lodestar)`);
  opener.on('error', fallback);
  opener.on('exit', (code) => (code === 0 ? say(`opened ${url} in your browser`) : fallback()));
  opener.unref();
}

function forwardSignals(child) {
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      if (!child.killed) child.kill(signal);
    });
}

/** A Linux machine without a graphical session (a server, CI) cannot show Electron's window. */
const headless =
  process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY;

if (process.env.LODESTAR_BROWSER) {
  serveInBrowser();
} else if (headless) {
  say('no graphical display here for the desktop app: serving Lodestar to a browser');
  serveInBrowser();
} else {
  let binary = electronBinary();
  const missing = binary ? null : fetchElectron();
  binary ??= electronBinary();
  if (binary) startElectron(binary);
  else {
    say(`the desktop app needs Electron's binary, and ${missing}: opening Lodestar in a browser`);
    serveInBrowser();
  }
}
