import { builtinModules } from 'node:module';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from 'vite';
import { channelNames, eventNames, type LodestarBridge } from '../../../host/channels.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
  main: string;
  dependencies: Record<string, string>;
};
let outDir: string;

/** Build with the project's own config, into a temporary folder. */
async function buildWith(config: string) {
  await build({
    configFile: path.join(root, config),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: false, sourcemap: false },
  });
}

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'lodestar-bundles-'));
  await buildWith('electron/vite.main.config.ts');
  await buildWith('electron/vite.preload.config.ts');
}, 240_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('main bundle', () => {
  it('is the file package.json names, an ES module', async () => {
    expect(pkg.main).toBe('dist-electron/main.js');
    const code = await readFile(path.join(outDir, 'main.js'), 'utf8');
    expect(code).toMatch(/^import .* from "electron";$/m);
    expect(code).not.toMatch(/\brequire\(/);
  });

  it('imports only Electron, Node and the runtime dependencies (the package ships them)', async () => {
    const code = await readFile(path.join(outDir, 'main.js'), 'utf8');
    const specifiers = [...code.matchAll(/^import\s[^'"]*?["']([^"']+)["'];?$/gm)].map((m) => m[1]);
    expect(specifiers.length).toBeGreaterThan(0);
    const allowed = (specifier: string) => {
      const bare = specifier.startsWith('@')
        ? specifier.split('/').slice(0, 2).join('/')
        : (specifier.split('/')[0] as string);
      return (
        specifier === 'electron' ||
        specifier.startsWith('node:') ||
        builtinModules.includes(specifier) ||
        Object.hasOwn(pkg.dependencies, bare)
      );
    };
    expect(specifiers.filter((s) => !allowed(s as string))).toEqual([]);
    // The sample scenarios are bundled in, not read from files the package might not ship.
    expect(code).toContain('So Say We All');
  });
});

describe('preload bundle', () => {
  it('needs nothing at run time but electron, and exposes exactly the bridge', async () => {
    const code = await readFile(path.join(outDir, 'preload.cjs'), 'utf8');
    const required: string[] = [];
    const exposed = new Map<string, unknown>();
    const invoke = vi.fn(async () => ({ ok: true, response: null }));
    const electron = {
      contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
      ipcRenderer: { invoke, on: vi.fn(), removeListener: vi.fn() },
    };
    const module = { exports: {} };
    // What a sandboxed preload gets: a `require` for a few modules, and no Node globals.
    vm.runInNewContext(code, {
      module,
      exports: module.exports,
      require: (id: string) => {
        required.push(id);
        if (id === 'electron') return electron;
        throw new Error(`a sandboxed preload cannot require "${id}"`);
      },
    });
    expect(required).toEqual(['electron']);
    expect([...exposed.keys()]).toEqual(['lodestar']);
    const bridge = exposed.get('lodestar') as LodestarBridge;
    expect(Object.keys(bridge.call).sort()).toEqual([...channelNames].sort());
    expect(Object.keys(bridge.subscribe).sort()).toEqual([...eventNames].sort());
    await bridge.call['scenario.export']({ id: 'x' });
    expect(invoke).toHaveBeenCalledWith('scenario.export', { id: 'x' });
  });
});
