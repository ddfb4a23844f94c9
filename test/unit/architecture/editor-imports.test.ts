import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph.ts';

/**
 * The editor's modules form no import cycles: tool states name the state they go to by id and
 * the tool machine looks it up (editor/tools/states.ts), so no state imports another.
 */

const root = fileURLToPath(new URL('../../../editor/', import.meta.url));

describe('imports under editor/', () => {
  const graph = importGraph(root);

  it('are read, tool states included', () => {
    const machine = graph.get(path.join(root, 'tools/tool-machine.ts')) ?? [];
    expect(machine).toContain(path.join(root, 'tools/states.ts'));
  });

  it('form no cycles', () => {
    expect(importCycles(graph).map((group) => group.map((f) => path.relative(root, f)))).toEqual(
      [],
    );
  });
});
