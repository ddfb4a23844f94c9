import { fileURLToPath } from 'node:url';
import { startShell } from './shell.ts';

// Built to dist-electron/main.js, beside preload.cjs; the renderer is built to dist/renderer.
startShell({
  argv: process.argv,
  env: process.env,
  rendererDir: fileURLToPath(new URL('../dist/renderer/', import.meta.url)),
  preloadPath: fileURLToPath(new URL('./preload.cjs', import.meta.url)),
}).catch((error: unknown) => {
  console.error('Lodestar could not start:', error);
  process.exit(1);
});
