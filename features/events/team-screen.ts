import { teamScreenPart } from '../define-feature.ts';
import { eventRows } from './events-view.ts';

export interface TeamEvent {
  rules: string;
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
