import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { tallyBox, itemsText } from '../../../features/events/tally.ts';
import { eventCard } from '../../../features/events/event-defs.ts';
import { teamsScenario } from '../teams/teams-fixtures.ts';

const scenario = teamsScenario();
const rules = scenario.eventBoxes[0]!;
const leak = eventCard(scenario, rules, 'leak').event;
const plague = eventCard(scenario, rules, 'plague').event;

describe('tallying an event box', () => {
  it('succeeds when the cost is met, consuming all but the returned items', () => {
    const t = tallyBox(rules, leak, { manpower: 2, fuel: 1, food: 1 });
    expect(t.success).toBe(true);
    expect(t.reasons).toEqual(['cost met: 1 Manpower, 1 Fuel']);
    expect(t.consumed).toEqual({ fuel: 1, food: 1 });
    expect(t.returned).toEqual({ manpower: 2 });
    expect(t.outcome.text).toBe('Sealed.');
  });

  it('fails when short, and the contents are consumed all the same', () => {
    const t = tallyBox(rules, leak, { fuel: 1 });
    expect(t.success).toBe(false);
    expect(t.reasons).toEqual(['short of 1 Manpower']);
    expect(t.consumed).toEqual({ fuel: 1 });
    expect(t.outcome.changes).toEqual([{ tracker: 'fuel', by: -2 }]);
  });

  it('fails on any sabotage even when the cost is met', () => {
    const t = tallyBox(rules, leak, { manpower: 1, fuel: 1, sabotage: 1 });
    expect(t.success).toBe(false);
    expect(t.met).toBe(0);
    expect(t.reasons).toEqual([
      'cost met: 1 Manpower, 1 Fuel',
      '1 Sabotage in the box: the event fails',
    ]);
    expect(t.consumed).toEqual({ fuel: 1, sabotage: 1 });
  });

  it('accepts any one of several cost alternatives and names each shortfall', () => {
    expect(tallyBox(rules, plague, { fuel: 3 }).met).toBe(1);
    expect(tallyBox(rules, plague, { food: 1, fuel: 1 }).reasons).toEqual([
      'short of 1 Food (for 2 Food)',
      'short of 2 Fuel (for 3 Fuel)',
    ]);
    expect(itemsText(rules, {})).toBe('nothing');
  });

  it('property: the result depends only on the contents, and nothing is lost or made', () => {
    const counts = fc.record({
      manpower: fc.nat(4),
      fuel: fc.nat(4),
      food: fc.nat(4),
      sabotage: fc.nat(1),
    });
    fc.assert(
      fc.property(counts, fc.boolean(), (contents, reverse) => {
        const entries = Object.entries(contents);
        const shuffled = Object.fromEntries(reverse ? entries.reverse() : entries);
        const a = tallyBox(rules, plague, contents);
        const b = tallyBox(rules, plague, shuffled);
        expect(b).toEqual(a);
        expect(a.success).toBe(
          contents.sabotage === 0 && (contents.food >= 2 || contents.fuel >= 3),
        );
        for (const [item, n] of Object.entries(contents))
          expect((a.consumed[item] ?? 0) + (a.returned[item] ?? 0)).toBe(n);
      }),
    );
  });
});
