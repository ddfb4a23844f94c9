import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { teamsRecorder } from '../teams/teams-fixtures.ts';
import { trackerDef } from '../../../features/teams/tracker-defs.ts';
import { trackerValue } from '../../../features/teams/tracker-ops.ts';
import { eventCard } from '../../../features/events/event-defs.ts';
import { tallyBox } from '../../../features/events/tally.ts';

const TEAMS = ['alpha', 'beta', 'gamma'] as const;
const TRACKERS = ['fuel', 'food', 'manpower', 'wounded'] as const;

describe('event box conservation', () => {
  it('property: resources change only by the outcome and by what named givers had consumed', () => {
    const pledge = fc.record({
      team: fc.constantFrom(...TEAMS),
      item: fc.constantFrom('manpower', 'fuel', 'food', 'sabotage'),
      count: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom('leak/1', 'plague/1'),
        fc.constantFrom(...TEAMS),
        fc.array(pledge, { maxLength: 6 }),
        fc.boolean(),
        (card, team, pledges, named) => {
          const r = teamsRecorder();
          // Everyone starts with plenty, so no limit stops a change.
          for (const t of TEAMS)
            for (const tracker of ['fuel', 'food', 'manpower'])
              r.act({ type: 'tracker.set', tracker, holder: t, value: 20 });
          r.act({ type: 'deck.move', deck: 'events', cards: [card], to: `play:${team}` });
          const scenario = r.engine.header.scenario;
          const value = (tracker: string, holder: string) =>
            trackerValue(r.engine.state.trackers, trackerDef(scenario, tracker), holder);
          const before = Object.fromEntries(
            TRACKERS.map((t) => [t, TEAMS.map((h) => value(t, h))]),
          );
          const contents: Record<string, number> = {};
          for (const p of pledges) contents[p.item] = (contents[p.item] ?? 0) + p.count;
          r.act({
            type: 'event.tally',
            rules: 'boxes',
            team,
            card,
            contents,
            ...(named ? { pledges } : {}),
          });
          const rules = scenario.eventBoxes[0]!;
          const verdict = tallyBox(
            rules,
            eventCard(scenario, rules, card.split('/')[0]!).event,
            contents,
          );
          for (const tracker of TRACKERS)
            TEAMS.forEach((holder, i) => {
              let expected = before[tracker]![i]!;
              for (const c of verdict.outcome.changes)
                if (c.tracker === tracker && holder === team) expected += c.by;
              if (named)
                for (const p of pledges) {
                  const item = rules.items.find((x) => x.id === p.item)!;
                  if (item.tracker === tracker && p.team === holder && !item.returned)
                    expected -= p.count;
                }
              expect(value(tracker, holder)).toBe(Math.max(0, expected));
            });
        },
      ),
      { numRuns: 60 },
    );
  });
});
