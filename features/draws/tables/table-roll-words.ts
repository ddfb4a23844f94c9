import type { Json } from '../../../session/types.ts';
import { signed, type RollWords } from '../../../session/roll-words.ts';
import type { TableDef } from '../draws-format.ts';
import type { RollResult } from '../dice/types.ts';
import type { TableRollOutcome } from './roll-table.ts';

/**
 * A table roll's dice and result, read off its logged outcome: "5+4 = 9 on 1d10" →
 * "Horse Raid (Lose 1D6 Horses: rolled 4 on 1d6)". A row picked by hand or by weight has no dice.
 */

type Tables = { scenario: { tables: readonly TableDef[] } };

function outcomeOf(outcome: Json | undefined): TableRollOutcome | null {
  if (!outcome || typeof outcome !== 'object' || Array.isArray(outcome)) return null;
  const o = outcome as unknown as Partial<TableRollOutcome>;
  return typeof o.table === 'string' && typeof o.result === 'string'
    ? (o as TableRollOutcome)
    : null;
}

/** The faces kept, summed when there are several: "3+4 = 7", or "5". */
function faces(roll: RollResult): string {
  const kept = roll.groups.flatMap((g) => g.dice.filter((d) => d.kept).map((d) => d.value));
  const plain = roll.groups.length === 1 && kept.reduce((a, b) => a + b, 0) === roll.total;
  return plain && kept.length > 1 ? kept.join('+') : String(roll.total);
}

function diceOf(def: TableDef | undefined, o: TableRollOutcome, entered: number | undefined) {
  if (o.total === null) return '';
  const on = def ? ` on ${def.roll}` : '';
  const read = o.roll ? faces(o.roll) : String(entered ?? o.total);
  const base = o.roll ? o.roll.total : (entered ?? o.total);
  const modifier = o.total - base;
  const several = read.includes('+');
  if (modifier !== 0) return `${read}${signed(modifier)} = ${o.total}${on}`;
  return several ? `${read} = ${o.total}${on}` : `${read}${on}`;
}

function resultOf(header: Tables, def: TableDef | undefined, o: TableRollOutcome): string {
  const row = o.row === null ? undefined : def?.rows[o.row];
  const extra =
    o.extra && row?.roll
      ? ` (${row.detail ? `${row.detail}: ` : ''}rolled ${faces(o.extra)}${faces(o.extra).includes('+') ? ` = ${o.extra.total}` : ''} on ${row.roll})`
      : '';
  const nested = o.nested.map((inner) => {
    const innerDef = header.scenario.tables.find((t) => t.id === inner.table);
    const words = tableRollWords(header, inner as unknown as Json);
    return `; then ${innerDef?.name ?? inner.table}: ${words?.dice ? `rolled ${words.dice} → ` : ''}${words?.result ?? inner.result}`;
  });
  return `${o.result}${extra}${nested.join('')}`;
}

export function tableRollWords(
  header: Tables,
  outcome: Json | undefined,
  entered?: number,
): RollWords | null {
  const o = outcomeOf(outcome);
  if (!o) return null;
  const def = header.scenario.tables.find((t) => t.id === o.table);
  return { dice: diceOf(def, o, entered), result: resultOf(header, def, o) };
}
