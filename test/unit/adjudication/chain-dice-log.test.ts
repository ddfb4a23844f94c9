import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../features/index.ts';
import { hashEntry, hashHeader } from '../../../session/hash.ts';
import type { Json, LogEntry } from '../../../session/types.ts';
import { verifySession } from '../../../session/verify.ts';
import { mapsRecorder } from '../maps/maps-fixtures.ts';
import { gunneryScenario } from './gunnery-fixture.ts';

/** A chained ruling's dice are logged with it; entries logged before that replay as written. */

function chained() {
  const r = mapsRecorder(gunneryScenario());
  const [first] = r.act({
    type: 'ruling.resolve',
    resolver: 'gunnery',
    actor: 'red',
    target: 'blue',
    piece: { map: 'skirmish', token: 'ship-red' },
    inputs: { weapon: 'rail', guns: 2 },
    dice: [6, 6],
  });
  const [accepted] = r.act({ type: 'ruling.accept', ruling: first!.seq });
  return { r, accepted: accepted! };
}

describe('the dice of a chained ruling', () => {
  it('are in the accepting entry, as the next ruling rolled them', () => {
    const { r, accepted } = chained();
    const next = (accepted.outcome as { next: { seq: number; rolled: string } }).next;
    const damage = r.engine.state.adjudication.rulings.find((x) => x.seq === next.seq)!;
    expect(next.rolled).toMatch(/\d/);
    expect(damage.dice.every((d) => next.rolled.includes(String(d)))).toBe(true);
    const line = lodestarSession.registry.describe(accepted, r.engine.header);
    expect(line).toContain(`then Damage (ruling #${next.seq}): rolled ${next.rolled} → `);
  });

  it('are left out of an entry logged before they were said, which still verifies', () => {
    const { r } = chained();
    // The log as it was written then: no chainDice on the action, no rolled in the outcome.
    const old: LogEntry[] = [];
    for (const entry of r.log) {
      let e: LogEntry = { ...entry, prev: old.at(-1)?.hash ?? entry.prev };
      if (entry.action.type === 'ruling.accept') {
        const { chainDice: _said, ...action } = entry.action as typeof entry.action & {
          chainDice?: boolean;
        };
        const outcome = entry.outcome as { next: Record<string, Json> } & Record<string, Json>;
        const { rolled: _rolled, ...next } = outcome.next;
        e = { ...e, action, outcome: { ...outcome, next } };
      }
      old.push({ ...e, hash: hashEntry(e) });
    }
    const header = r.engine.header;
    expect(verifySession(header, old, undefined, lodestarSession, hashHeader(header)).ok).toBe(
      true,
    );
    const accept = old.find((e) => e.action.type === 'ruling.accept')!;
    expect(lodestarSession.registry.describe(accept, header)).toMatch(
      /then Damage \(ruling #\d+\): (?!rolled)/,
    );
    // The new form does not verify with its dice taken out: the replay says them.
    const tampered = r.log.map((e) =>
      e.action.type === 'ruling.accept'
        ? { ...e, outcome: old.find((o) => o.seq === e.seq)!.outcome as Json }
        : e,
    );
    expect(verifySession(header, tampered, undefined, lodestarSession, hashHeader(header)).ok).toBe(
      false,
    );
  });
});
