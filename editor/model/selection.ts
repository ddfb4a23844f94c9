import type { EdgeKey } from '../geometry/keys.ts';

/**
 * What is selected on the active map. Places are cell keys or node ids; the other sets hold
 * ids (lanes, tokens, labels) or edge keys. Immutable like the document.
 */
export interface Selection {
  readonly places: ReadonlySet<string>;
  readonly edges: ReadonlySet<EdgeKey>;
  readonly lanes: ReadonlySet<string>;
  readonly tokens: ReadonlySet<string>;
  readonly labels: ReadonlySet<string>;
}

export type SelectionKind = keyof Selection;

export const EMPTY_SELECTION: Selection = Object.freeze({
  places: new Set<string>(),
  edges: new Set<string>(),
  lanes: new Set<string>(),
  tokens: new Set<string>(),
  labels: new Set<string>(),
});

export function selectionOf(parts: Partial<Record<SelectionKind, Iterable<string>>>): Selection {
  return {
    places: new Set(parts.places ?? []),
    edges: new Set(parts.edges ?? []),
    lanes: new Set(parts.lanes ?? []),
    tokens: new Set(parts.tokens ?? []),
    labels: new Set(parts.labels ?? []),
  };
}

export function selectionSize(s: Selection): number {
  return s.places.size + s.edges.size + s.lanes.size + s.tokens.size + s.labels.size;
}

export const isSelectionEmpty = (s: Selection): boolean => selectionSize(s) === 0;

/** Both selections together (shift-click, shift-marquee). */
export function unionSelection(a: Selection, b: Selection): Selection {
  return {
    places: new Set([...a.places, ...b.places]),
    edges: new Set([...a.edges, ...b.edges]),
    lanes: new Set([...a.lanes, ...b.lanes]),
    tokens: new Set([...a.tokens, ...b.tokens]),
    labels: new Set([...a.labels, ...b.labels]),
  };
}

/** `a` with every item of `b` flipped in or out (shift-click on something already selected). */
export function toggleSelection(a: Selection, b: Selection): Selection {
  const flip = (x: ReadonlySet<string>, y: ReadonlySet<string>) => {
    const out = new Set(x);
    for (const k of y)
      if (out.has(k)) out.delete(k);
      else out.add(k);
    return out;
  };
  return {
    places: flip(a.places, b.places),
    edges: flip(a.edges, b.edges),
    lanes: flip(a.lanes, b.lanes),
    tokens: flip(a.tokens, b.tokens),
    labels: flip(a.labels, b.labels),
  };
}
