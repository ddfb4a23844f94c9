import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The preload: one CommonJS file, dist-electron/preload.cjs. It runs in a sandboxed renderer,
 * where `require` offers only `electron` and a few built-ins, so everything else (the channel
 * table, zod) is bundled in and `electron` is the one import left.
 */
export default defineConfig({
  root,
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: 'dist-electron',
    emptyOutDir: false,
    target: 'chrome130',
    sourcemap: true,
    minify: false,
    lib: {
      entry: 'electron/preload.cts',
      formats: ['cjs'],
      fileName: () => 'preload.cjs',
    },
    rollupOptions: { external: ['electron'] },
  },
});
