import { builtinModules } from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
};

/**
 * Left as imports: Electron and Node themselves, and the runtime dependencies, which the
 * packaged app ships in node_modules. Anything else (our own code, the bundled scenarios)
 * goes into the one file, so nothing from devDependencies is needed at run time.
 */
export const mainExternals: (string | RegExp)[] = [
  'electron',
  /^electron\//,
  /^node:/,
  ...builtinModules,
  ...Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, new RegExp(`^${name}/`)]),
];

// The main process: one ES module for Node, dist-electron/main.js (package.json "main").
export default defineConfig({
  root,
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'electron/main.ts',
    outDir: 'dist-electron',
    emptyOutDir: false,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rollupOptions: {
      external: mainExternals,
      // The host loads some of its modules on first need (import()); here they stay in the one
      // file all the same.
      output: { format: 'es', entryFileNames: 'main.js', inlineDynamicImports: true },
    },
  },
  ssr: { noExternal: true, target: 'node' },
});
