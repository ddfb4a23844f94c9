import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { CHECK_KINDS } from '../../editor/analysis/checks/registry.ts';
import { geometryOf } from '../../editor/geometry/geometry-of.ts';
import { newMap } from '../../editor/model/new-map.ts';
import { gridToForm, formToGrid } from '../../renderer/editor/panels/grid-form.ts';
import { mapKindLabel } from '../../renderer/editor/map-kind-label.ts';
import { mapCheckSchema } from '../../scenarios/format/map-checks.ts';
import { gridSchema } from '../../scenarios/format/map.ts';

/**
 * The recipes in docs/architecture/ stay true: every file they name exists, and every kind the
 * format declares has what the recipe says it needs. (Adding a mechanic has its own test, that
 * is checked whole by the manifest tests.)
 */

// The component tests run in happy-dom, whose import.meta.url is not a file: Vitest runs from
// the checkout's root.
const root = process.cwd();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The paths a recipe names: `editor/geometry/geometry-of.ts`, `scenarios/format/map.ts`, … */
function pathsIn(doc: string): string[] {
  const named = [
    ...doc.matchAll(
      /\b((?:editor|scenarios|renderer|features|session|test|host|cli)\/[\w./-]+\.(?:ts|svelte|md))\b/g,
    ),
  ];
  return [...new Set(named.map((m) => m[1]!))].filter((p) => !p.includes('<'));
}

/** The `kind` values of a discriminated union's JSON Schema. */
function kindsOf(schema: z.ZodType): string[] {
  const json = JSON.stringify(z.toJSONSchema(schema, { io: 'input' }));
  return [...json.matchAll(/"kind":\{"type":"string","const":"([^"]+)"\}/g)].map((m) => m[1]!);
}

describe('the recipes', () => {
  it.each(['add-a-mechanic.md', 'add-a-grid-kind.md', 'add-a-check-kind.md', 'README.md'])(
    'docs/architecture/%s names only files that exist',
    (doc) => {
      const missing = pathsIn(read(`docs/architecture/${doc}`)).filter(
        (p) => !existsSync(path.join(root, p)),
      );
      expect(missing).toEqual([]);
    },
  );

  it('add a grid kind: every kind in the format has a geometry, a new map, a label and a form', () => {
    const kinds = kindsOf(gridSchema);
    expect(kinds.length).toBeGreaterThanOrEqual(3);
    for (const kind of kinds) {
      const map = newMap(kind as Parameters<typeof newMap>[0]);
      expect(map.grid.kind, kind).toBe(kind);
      expect(geometryOf(map).kind, kind).toBe(kind);
      expect(mapKindLabel(map), kind).not.toBe('');
      expect(formToGrid(gridToForm(map.grid)), kind).toEqual({ grid: map.grid });
    }
    const laws = read('test/unit/editor/geometry/grid-geometry.test.ts');
    for (const kind of kinds) expect(laws, `the laws run on ${kind}`).toContain(`'${kind}'`);
  });

  it('add a map check: every kind in the format has its engine and a worked example', () => {
    const kinds = kindsOf(mapCheckSchema);
    expect(Object.keys(CHECK_KINDS).sort()).toEqual([...kinds].sort());
    const examples = read('test/unit/editor/analysis/checks/check-kinds.test.ts');
    for (const kind of kinds) expect(examples, kind).toContain(`'${kind}'`);
  });
});
