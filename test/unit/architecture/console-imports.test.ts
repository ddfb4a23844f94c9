import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph.ts';

/**
 * The session core folds over a list of engine plugins and imports none of them: a feature
 * depends on the core, never the other way round, and no two files of the engines import each
 * other in a circle. `console/engines.ts`, the list itself, is the one file that imports every
 * plugin.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const consoleDir = path.join(root, 'console');
const relative = (file: string) => path.relative(root, file);

describe('the engines’ imports', () => {
  const graph = importGraph(consoleDir);

  it('hold no cycle anywhere in console/', () => {
    expect(importCycles(graph).map((group) => group.map(relative))).toEqual([]);
  });

  it('keep the session core free of every feature', () => {
    const core = path.join(consoleDir, 'session');
    const allowed = [core, path.join(consoleDir, 'random')];
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
