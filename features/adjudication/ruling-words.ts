import type { Scenario } from '../../scenarios/format/schema.ts';
import type { Json } from '../../session/types.ts';
import { signed } from '../../session/roll-words.ts';
import { GLOBAL_HOLDER } from '../teams/types.ts';

/**
 * A ruling's dice and effects in words, read off what its entry logged: the working its steps
 * show ("5 + 4 = 9"), else the faces read ("1, 2"); tracker changes as "Raider: Hull −1".
 */

/** "Rolled 5 + 4 = 9: Hit." and "Die 2: rolled 3: Miss." give "5 + 4 = 9" and "3". */
const ROLLED_STEP = /^(?:[^:]+: )?[Rr]olled (.+?): /;

export function rulingDice(steps: readonly unknown[], dice: readonly unknown[]): string {
  const worked = steps.flatMap((step) => {
    const match = typeof step === 'string' ? ROLLED_STEP.exec(step) : null;
    return match?.[1] ? [match[1]] : [];
  });
  const faces = dice.filter((d) => typeof d === 'number').join(', ');
  const working = worked.join(', ');
  // A working with "=" shows the faces itself; one without may be faces after modifiers.
  if (working.includes('=') || !faces) return working;
  return working && working !== faces ? `${faces} (${working})` : faces;
}

function holderName(scenario: Scenario, holder: string): string {
  if (holder === GLOBAL_HOLDER) return 'the game';
  return scenario.teams.find((t) => t.id === holder)?.name ?? holder;
}

/** "Raider: Hull −1, Men −2": what a ruling's changes did, as they landed. */
export function changesText(scenario: Scenario, changes: Json | undefined): string {
  if (!Array.isArray(changes)) return '';
  const byHolder = new Map<string, string[]>();
  for (const change of changes) {
    if (!change || typeof change !== 'object' || Array.isArray(change)) continue;
    const { tracker, holder, applied } = change;
    if (typeof tracker !== 'string' || typeof holder !== 'string') continue;
    if (typeof applied !== 'number' || applied === 0) continue;
    const name = scenario.trackers.find((t) => t.id === tracker)?.name ?? tracker;
    byHolder.set(holder, [...(byHolder.get(holder) ?? []), `${name} ${signed(applied)}`]);
  }
  return [...byHolder]
    .map(([holder, words]) => `${holderName(scenario, holder)}: ${words.join(', ')}`)
    .join('; ');
}
