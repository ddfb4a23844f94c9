import os from 'node:os';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * What the CLI and the host load before they do anything: the modules statically imported from
 * the CLI's entry, and from the host's server (which `lodestar serve` imports as it starts).
 * The whole scenario format and the session engine take a good part of a start to build their
 * schemas, so they are loaded on first need (host/library-format.ts,
 * host/session-runtime.ts, the commands that read a scenario); a static import of
 * either from these graphs would build them at every start again.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));

const LOADED_ON_NEED = [
  'scenarios/format/schema.ts',
  'scenarios/format/check-scenario.ts',
  'scenarios/library/index.ts',
  'features/index.ts',
];

/** Every module reached from `entry` through static imports, and those imported dynamically. */
async function importsOf(entry: string): Promise<{ loaded: Set<string>; onNeed: Set<string> }> {
  const { metafile } = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: ['@resvg/resvg-js'],
    write: false,
    metafile: true,
    outdir: os.tmpdir(),
    logLevel: 'silent',
  });
  const loaded = new Set([entry]);
  const onNeed = new Set<string>();
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const { path, kind, external } of metafile.inputs[file]?.imports ?? []) {
      if (external) continue;
      if (kind === 'dynamic-import') onNeed.add(path);
      else if (kind === 'import-statement' && !loaded.has(path)) {
        loaded.add(path);
        queue.push(path);
      }
    }
  }
  return { loaded, onNeed };
}

describe('start-up imports', () => {
  it('of the host leave the scenario format and the session engine to first need', async () => {
    const { loaded, onNeed } = await importsOf('host/server.ts');
    expect(loaded).toContain('host/scenario-library.ts');
    expect(loaded).toContain('host/session-store.ts');
    expect(LOADED_ON_NEED.filter((file) => loaded.has(file))).toEqual([]);
    expect(onNeed).toContain('host/library-format.ts');
    expect(onNeed).toContain('host/session-runtime.ts');
  }, 240_000);

  it('of the CLI leave them to the commands that need them', async () => {
    const { loaded } = await importsOf('cli/main.ts');
    expect(loaded).toContain('cli/commands/serve.ts');
    expect(LOADED_ON_NEED.filter((file) => loaded.has(file))).toEqual([]);
  }, 240_000);
});
