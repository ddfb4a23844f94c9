import { teamScreenPart } from '../define-feature.ts';
import { eventRows } from './events-view.ts';
import type { EventBoxRules, ItemCounts } from './event-boxes-format.ts';
import type { SessionState } from '../../session/types.ts';
import { itemsText } from './tally.ts';
import { boxKey, type SealedPledge } from './types.ts';

/** What a team has sealed in its own event's box, in words; "" for nothing. */
function pledgedText(rules: EventBoxRules, state: SessionState, team: string, card: string) {
  const counts = countsOf(state.events.pledges?.[boxKey(rules.id, team, card)] ?? [], team);
  return Object.keys(counts).length ? itemsText(rules, counts) : '';
}

/** What one team has sealed in a box, per item. */
function countsOf(pledges: readonly SealedPledge[], team: string): ItemCounts {
  const counts: ItemCounts = {};
  for (const p of pledges) if (p.team === team) counts[p.item] = (counts[p.item] ?? 0) + p.count;
  return counts;
}

export interface TeamEvent {
  rules: string;
  /** The event card copy in front of the team ("" for a tallied one). */
  card: string;
  /** What its box takes, for a pledge from this screen. */
  items: { id: string; name: string }[];
  /** What this team has sealed in the box so far, in words ("2 Fuel"), or "". */
  pledged: string;
  title: string;
  text: string;
  cost: string;
  persistent: boolean;
  /** null while open. */
  result: 'success' | 'failure' | null;
  outcome: string;
}

/** The team's open events and the results of its tallied ones. */
export const teamEventsPart = teamScreenPart({
  id: 'events',
  order: 20,
  placement: 'flow',
  view: ({ state, scenario, teamId }): TeamEvent[] =>
    scenario.eventBoxes.flatMap((rules) =>
      eventRows(scenario, rules, state)
        .filter((row) => row.team === teamId)
        .flatMap((row): TeamEvent[] => {
          const open = row.open.map((e): TeamEvent => ({
            rules: rules.id,
            card: e.card,
            items: rules.items.map((i) => ({ id: i.id, name: i.name })),
            pledged: pledgedText(rules, state, teamId, e.card),
            title: e.title,
            text: e.text,
            cost: e.cost,
            persistent: e.persistent,
            result: null,
            outcome: '',
          }));
          const last = row.last;
          // A tallied event that stays open is shown once, with its result.
          const tallied: TeamEvent[] = last
            ? [
                {
                  rules: rules.id,
                  card: '',
                  items: [],
                  pledged: '',
                  title: last.title,
                  text: '',
                  cost: '',
                  persistent: last.staysOpen,
                  result: last.success ? 'success' : 'failure',
                  outcome: last.outcomeText,
                },
              ]
            : [];
          return [...tallied, ...open.filter((_, i) => !(last && row.open[i]?.card === last.card))];
        }),
    ),
});
