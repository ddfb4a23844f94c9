import { countOf, displayPart } from '../define-feature.ts';
import { eventRows } from './events-view.ts';

export interface DisplayEvent {
  team: string;
  teamName: string;
  colour: string;
  /** The open event's title, or the tallied one's. */
  title: string;
  persistent: boolean;
  result: 'success' | 'failure' | null;
  outcome: string;
}

/**
 * Each team's event this turn and its result, team by team (only teams with either): never
 * what was pledged. Shown once play has started, or at once in a game without a schedule.
 */
export const eventsPart = displayPart({
  id: 'events',
  region: 'stage',
  order: 20,
  when: 'running',
  view: ({ state, scenario, ended }): DisplayEvent[] =>
    ended
      ? []
      : scenario.eventBoxes.flatMap((rules) =>
          eventRows(scenario, rules, state).flatMap((row): DisplayEvent[] => {
            const open = row.open[0];
            const last = row.last;
            const team = { team: row.team, teamName: row.teamName, colour: row.colour };
            // A result stands until the team's next event is drawn.
            if (last && (!open || last.card === open.card))
              return [
                {
                  ...team,
                  title: last.title,
                  persistent: last.staysOpen,
                  result: last.success ? 'success' : 'failure',
                  outcome: last.outcomeText,
                },
              ];
            if (open)
              return [
                {
                  ...team,
                  title: open.title,
                  persistent: open.persistent,
                  result: null,
                  outcome: '',
                },
              ];
            return [];
          }),
        ),
  summary: (events) => countOf(events.length, 'event', 'events'),
});
