import { heldFaces, type HeldFace } from './held-dice-format.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import type { HeldDiceState } from './types.ts';

/** One held die as the console, the display and the CLI list it. */
export interface HeldDieRow {
  id: string;
  name: string;
  /** Holding team's id, or null in the supply. */
  owner: string | null;
  ownerName: string;
  face: number;
  label: string;
  faces: HeldFace[];
  colour: string | null;
  public: boolean;
  atLowest: boolean;
  atHighest: boolean;
}

/** The held dice a (projected) state holds, in scenario order. */
export function heldDiceRows(scenario: Scenario, slice: HeldDiceState | undefined): HeldDieRow[] {
  return (scenario.heldDice ?? []).flatMap((def) => {
    const die = slice?.dice[def.id];
    if (!die) return [];
    const faces = heldFaces(def, scenario.dice);
    const named = scenario.dice.find((d) => d.id === def.die);
    return [
      {
        id: def.id,
        name: def.name,
        owner: die.owner,
        ownerName:
          die.owner === null
            ? 'Supply'
            : (scenario.teams.find((t) => t.id === die.owner)?.name ?? die.owner),
        face: die.face,
        label: faces.find((f) => f.value === die.face)?.label ?? '',
        faces,
        colour: named?.colour ?? null,
        public: def.public,
        atLowest: faces[0]?.value === die.face,
        atHighest: faces[faces.length - 1]?.value === die.face,
      },
    ];
  });
}

/** "Engineer (orange crew die): 5 “+2 vs any type” — Captain" for the CLI. */
export function heldDieLine(row: HeldDieRow): string {
  const label = row.label ? ` “${row.label}”` : '';
  const hidden = row.public ? '' : ' (hidden)';
  return `${row.name}: ${row.face}${label} — ${row.ownerName}${hidden}`;
}
