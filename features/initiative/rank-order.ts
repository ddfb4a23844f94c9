/**
 * Members in order of a value, the way rulebooks rank who goes first: by the value (highest or
 * lowest first), then by each tie-break in turn (always higher first; one counts only when
 * both members have it), then in the order they were listed. A committee meeting's order of
 * play and an initiative order are both this.
 */
export type TieKey = (member: string) => number | undefined;

export function rankOrder(
  members: readonly string[],
  value: (member: string) => number,
  order: 'highest-first' | 'lowest-first',
  ties: readonly TieKey[] = [],
): string[] {
  const sign = order === 'highest-first' ? 1 : -1;
  const listed = new Map(members.map((m, i) => [m, i]));
  return [...members].sort((a, b) => {
    const byValue = sign * (value(b) - value(a));
    if (byValue !== 0) return byValue;
    for (const tie of ties) {
      const ta = tie(a);
      const tb = tie(b);
      if (ta !== undefined && tb !== undefined && ta !== tb) return tb - ta;
    }
    return (listed.get(a) ?? 0) - (listed.get(b) ?? 0);
  });
}
