import { clockView } from '../features/clock/clock-view.ts';
import { timerView, type TimerView } from '../features/clock/timer-view.ts';
import type { Scenario } from '../scenarios/format/schema.ts';
import { shownView, type ShownView } from '../features/draws/draws-view.ts';
import { marketView } from '../features/draws/decks/table-view.ts';
import type { ShowUntil } from '../features/draws/types.ts';
import { eventRows } from '../features/events/events-view.ts';
import { globalTracks } from '../features/teams/teams-view.ts';
import type { Announcement } from '../features/announcements/types.ts';
import type { SessionState } from '../session/types.ts';
import { heldDiceRows, type HeldDieRow } from '../features/held-dice/held-dice-view.ts';
import { seesHeldDie } from '../features/held-dice/visibility.ts';
import { endingBanners, type EndingBanner } from '../features/endings/endings-view.ts';
import { seesEnding } from '../features/endings/ending-actions.ts';

/** What the projector shows: read-only, computed from the session state and `now`. */
export interface DisplayView {
  started: boolean;
  ended: boolean;
  turnLabel: string;
  phaseName: string;
  colour: string;
  /** Negative when the phase is overrun. */
  remainingMs: number;
  /** The phase ends when the players are done: show `elapsedMs` counting up instead. */
  untimed: boolean;
  /** Time played in the current phase (pauses excluded). */
  elapsedMs: number;
  /** Whether the scenario has a schedule at all (a game without one shows the time of day). */
  scheduled: boolean;
  overrun: boolean;
  lastMinute: boolean;
  next: { turnLabel: string; phaseName: string } | null;
  /** The latest announcement still posted. */
  announcement: Announcement | null;
  paused: boolean;
  /** The timers meant for the players' eyes. */
  timers: TimerView[];
  /** Cards or a roll Control put on the display, shown large; nothing else of the draws. */
  shown: ShownView | null;
  /** Game-wide tracks marked public, with the current band's effect. */
  tracks: DisplayTrack[];
  /** Each team's event this turn and its result: never what was pledged. */
  events: DisplayEvent[];
  /** End conditions met that the players may know of ("Captain loses: Two abilities at 0"). */
  endings: EndingBanner[];
  /** Held dice the players may see, at their faces. */
  heldDice: HeldDieRow[];
  /** Each public market row with a card in it: its cards' titles and empty slots. */
  markets: DisplayMarket[];
}

export interface DisplayMarket {
  deck: string;
  name: string;
  cards: string[];
  empty: number;
}

/** The rows the display shows: markets marked public, with at least one card. */
function displayMarkets(scenario: Scenario, state: SessionState): DisplayMarket[] {
  return scenario.decks.flatMap((def) => {
    const deck = state.draws.decks[def.id];
    const view = deck ? marketView(scenario, def, deck) : null;
    if (!view || !view.public || view.cards.length === 0) return [];
    return [
      { deck: def.id, name: def.name, cards: view.cards.map((c) => c.title), empty: view.empty },
    ];
  });
}

export interface DisplayTrack {
  id: string;
  name: string;
  value: number;
  min: number | null;
  max: number | null;
  band: string | null;
}

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

/** Open events and this turn's results, team by team (only teams with either). */
export function displayEvents(state: SessionState, scenario: Scenario): DisplayEvent[] {
  return scenario.eventBoxes.flatMap((rules) =>
    eventRows(scenario, rules, state).flatMap((row): DisplayEvent[] => {
      const open = row.open[0];
      const last = row.last;
      // A result stands until the team's next event is drawn.
      if (last && (!open || last.card === open.card))
        return [
          {
            team: row.team,
            teamName: row.teamName,
            colour: row.colour,
            title: last.title,
            persistent: last.staysOpen,
            result: last.success ? 'success' : 'failure',
            outcome: last.outcomeText,
          },
        ];
      if (open)
        return [
          {
            team: row.team,
            teamName: row.teamName,
            colour: row.colour,
            title: open.title,
            persistent: open.persistent,
            result: null,
            outcome: '',
          },
        ];
      return [];
    }),
  );
}

export function displayView(state: SessionState, now: number, scenario?: Scenario): DisplayView {
  const clock = clockView(state.clock, now);
  const ended = state.status === 'ended' || clock.status === 'ended';
  return {
    started: clock.started,
    ended,
    turnLabel: clock.turnLabel,
    phaseName: clock.phaseName,
    colour: clock.colour,
    remainingMs: clock.remainingMs,
    untimed: clock.untimed,
    elapsedMs: clock.elapsedMs,
    scheduled: state.clock.plan.length > 0,
    overrun: !ended && clock.overrun,
    lastMinute: !ended && clock.lastMinute,
    next: ended ? null : clock.next,
    announcement: state.announcements.at(-1) ?? null,
    paused: clock.status === 'paused',
    timers: ended
      ? []
      : state.timers.filter((timer) => timer.display).map((timer) => timerView(timer, now)),
    shown: scenario && !ended ? shownView(state.draws, scenario) : null,
    tracks: scenario
      ? globalTracks(scenario, state)
          .filter((t) => t.def.public)
          .map((t) => ({
            id: t.def.id,
            name: t.def.name,
            value: t.value,
            min: t.min,
            max: t.max,
            band: t.band,
          }))
      : [],
    events: scenario && !ended ? displayEvents(state, scenario) : [],
    markets: scenario && !ended ? displayMarkets(scenario, state) : [],
    // Filtered here too: the console's preview of the display reads Control's whole state.
    endings: scenario
      ? endingBanners(scenario, state).filter((e) =>
          seesEnding(scenario, e.condition, e.holder, { kind: 'display' }),
        )
      : [],
    // Public dice in a team's hand only (the supply is clutter on a projector); filtered
    // here too, since the console's preview reads Control's whole state.
    heldDice:
      scenario && !ended
        ? heldDiceRows(scenario, state.heldDice).filter(
            (d) => d.owner !== null && seesHeldDie(scenario, d.id, d.owner, { kind: 'display' }),
          )
        : [],
  };
}

/** What the console says the display shows now, besides the clock. */
export interface DisplaySummary {
  /** The card(s) or result Control put up: "card Missing Officer (Events)", or null. */
  shown: string | null;
  /** Whether that clears itself at the next phase or stays until cleared. */
  until: ShowUntil | null;
  /** Everything else on the screen: "11 events", "the announcement", "2 timers", … */
  also: string[];
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function displaySummary(view: DisplayView): DisplaySummary {
  const shown = view.shown;
  const what =
    shown === null
      ? null
      : shown.kind === 'cards'
        ? `${shown.cards.length === 1 ? 'card' : 'cards'} ${shown.cards.map((c) => c.title).join(', ')} (${shown.deckName})`
        : `${shown.result.label}: ${shown.result.value}`;
  const also = [
    ...(view.endings.length > 0
      ? [count(view.endings.length, 'end condition', 'end conditions')]
      : []),
    ...(view.events.length > 0 ? [count(view.events.length, 'event', 'events')] : []),
    ...(view.announcement
      ? [view.announcement.urgent ? 'an urgent announcement' : 'the announcement']
      : []),
    ...(view.tracks.length > 0 ? [count(view.tracks.length, 'track', 'tracks')] : []),
    ...(view.timers.length > 0 ? [count(view.timers.length, 'timer', 'timers')] : []),
  ];
  return { shown: what, until: shown?.until ?? null, also };
}
