import type { BagDef, DieDef } from '../../draws-format.ts';

/** Bags and dice as the scenario page lists them (read-only): what each holds at a glance. */
// A type, not an interface: the section list takes entries with any further keys.
export type DrawListEntry = {
  id: string;
  name: string;
  /** Shown beside the name by the section list. */
  description: string;
};

/** "12 in the bag: 4 Red (of 10), 8 Blue · presets Easy, Hard". */
export function bagEntries(bags: readonly BagDef[]): DrawListEntry[] {
  return bags.map((bag) => {
    const inBag = bag.kinds.reduce((n, k) => n + (bag.contents[k.id] ?? 0), 0);
    const kinds = bag.kinds
      .map(
        (k) => `${bag.contents[k.id] ?? 0} ${k.name}${k.total === null ? '' : ` (of ${k.total})`}`,
      )
      .join(', ');
    const parts = [bag.kinds.length === 0 ? 'no kinds yet' : `${inBag} in the bag: ${kinds}`];
    if (bag.presets.length > 0) parts.push(`presets ${bag.presets.map((p) => p.name).join(', ')}`);
    return { id: bag.id, name: bag.name, description: parts.join(' · ') };
  });
}

/** "d[engineer] · 6 faces: 1, 1, 2, 3, Shield, Hit" (a face's label stands in for its number). */
export function dieEntries(dice: readonly DieDef[]): DrawListEntry[] {
  return dice.map((die) => ({
    id: die.id,
    name: die.name,
    description: `d[${die.id}] · ${die.faces.length} faces: ${die.faces
      .map((f) => f.label || String(f.value))
      .join(', ')}`,
  }));
}
