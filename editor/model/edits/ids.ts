/**
 * New ids for things an edit adds (tokens, labels, nodes, lanes, types). Ids must match the
 * format's `^[a-z0-9][a-z0-9-]*$`, so the prefix is one of ours or a slug.
 */
export function uniqueId(prefix: string, taken: Iterable<string>): string {
  const used = taken instanceof Set ? (taken as ReadonlySet<string>) : new Set(taken);
  for (let n = 1; ; n++) {
    const candidate = `${prefix}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/**
 * `id` itself when it is free, otherwise the next free id of its family ("token-3" → the
 * first free "token-N"; "sol" → "sol-1"). Pasting keeps readable ids where it can.
 */
export function freeIdLike(id: string, taken: ReadonlySet<string>): string {
  if (!taken.has(id)) return id;
  return uniqueId(id.replace(/-\d+$/, '') || id, taken);
}

export const idsOf = (items: readonly { readonly id: string }[]): Set<string> =>
  new Set(items.map((item) => item.id));
