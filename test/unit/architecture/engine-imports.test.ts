import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph.ts';

/**
 * The session core folds over a list of features and imports none of them: a feature depends
 * on the core, never the other way round, and no two files of the engines import each other in
 * a circle. `features/index.ts`, the list itself, is the one file that imports every feature.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const ENGINE_DIRS = ['session', 'random', 'features', 'report', 'screens'];
const relative = (file: string) => path.relative(root, file);

/** The engines' files and their imports, each feature's ui/ (renderer code) left out. */
function engineGraph(): Map<string, string[]> {
  const ui = `${path.sep}ui${path.sep}`;
  const all = importGraph(...ENGINE_DIRS.map((dir) => path.join(root, dir)));
  return new Map(
    [...all]
      .filter(([file]) => !file.includes(ui))
      .map(([file, targets]) => [file, targets.filter((t) => !t.includes(ui))]),
  );
}

describe('the engines’ imports', () => {
  const graph = engineGraph();

  it('hold no cycle anywhere in the session engine and its features', () => {
    expect(importCycles(graph).map((group) => group.map(relative))).toEqual([]);
  });

  it('keep the session core free of every feature', () => {
    const core = path.join(root, 'session');
    const allowed = [core, path.join(root, 'random')];
    const reaching = [...graph]
      .filter(([file]) => file.startsWith(core + path.sep))
      .flatMap(([file, targets]) =>
        targets
          .filter((t) => !allowed.some((dir) => t.startsWith(dir + path.sep)))
          .map((t) => `${relative(file)} → ${relative(t)}`),
      );
    expect(reaching).toEqual([]);
  });

  it('find a cycle when there is one', () => {
    const a = '/x/a.ts';
    const b = '/x/b.ts';
    const c = '/x/c.ts';
    const cyclic = new Map([
      [a, [b]],
      [b, [c]],
      [c, [a]],
    ]);
    expect(importCycles(cyclic)).toEqual([[a, b, c]]);
    expect(
      importCycles(
        new Map([
          [a, [b]],
          [b, []],
        ]),
      ),
    ).toEqual([]);
  });
});
