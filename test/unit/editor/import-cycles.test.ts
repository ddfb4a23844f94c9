import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The editor's modules form no import cycles: tool states name the state they go to by id
 * and the tool machine looks it up (editor/tools/states.ts), so no state imports another.
 * A small walk over the import statements of every .ts file under editor/ (type-only
 * imports included: a cycle of types is still a knot to untie).
 */

const root = fileURLToPath(new URL('../../../editor/', import.meta.url));

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const IMPORT = /^\s*(?:import|export)\b[^'"]*?from\s+['"](\.[^'"]+)['"]/gm;

/** Each file's relative imports that land inside editor/, as absolute paths. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .map((m) => path.resolve(path.dirname(file), m[1] as string))
      .filter((target) => known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the files around it (first repeated). */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('imports under editor/', () => {
  it('finds a cycle when there is one (the walk itself works)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads the imports of the tool states', () => {
    const graph = importGraph(tsFiles(root));
    const machine = graph.get(path.join(root, 'tools/tool-machine.ts')) ?? [];
    expect(machine).toContain(path.join(root, 'tools/states.ts'));
  });

  it('form no cycles', () => {
    const found = cycles(importGraph(tsFiles(root))).map((cycle) =>
      cycle.map((file) => path.relative(root, file)).join(' → '),
    );
    expect(found).toEqual([]);
  });
});
