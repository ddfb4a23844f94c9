import { clockView } from '../features/clock/clock-view.ts';
import type { AnyFeature, DisplayPart } from '../features/define-feature.ts';
import { hasContent, partKey } from '../features/define-feature.ts';
import type { ShownView } from '../features/draws/draws-view.ts';
import type { ShowUntil } from '../features/draws/types.ts';
import { features } from '../features/index.ts';
import type { Scenario } from '../scenarios/format/schema.ts';
import type { SessionState } from '../session/types.ts';

/**
 * What the projector shows: read-only, computed from the session state and `now`. The clock
 * is the screen's own (it keeps its quarter of the height); everything else is a part some
 * feature's manifest declares (`display`), in its region and order, present only when it has
 * something to show.
 */
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
  paused: boolean;
  /** Every feature's part with something to show, by region, then order. */
  parts: DisplayPartView[];
}

export interface DisplayPartView<T = unknown> {
  /** "events/events", "draws/shown": the feature and the part. */
  key: string;
  region: DisplayPart['region'];
  when: DisplayPart['when'];
  data: T;
}

const REGIONS: readonly DisplayPart['region'][] = ['stage', 'banner', 'strip'];

/** Every display part some features declare, keyed as `DisplayPartView.key`. */
export function displayPartsOf(list: readonly AnyFeature[]): ReadonlyMap<string, DisplayPart> {
  return new Map(
    list.flatMap((f) => f.display.map((p) => [partKey(f.id, p.id), p as DisplayPart] as const)),
  );
}

const PARTS = displayPartsOf(features);

export function displayView(
  state: SessionState,
  now: number,
  scenario: Scenario,
  parts: ReadonlyMap<string, DisplayPart> = PARTS,
): DisplayView {
  const clock = clockView(state.clock, now);
  const ended = state.status === 'ended' || clock.status === 'ended';
  const started = clock.started;
  const shown = [...parts]
    .map(([key, part]) => ({
      key,
      region: part.region,
      when: part.when,
      order: part.order,
      data: part.view({ state, scenario, now, started, ended }),
    }))
    .filter((p) => hasContent(p.data))
    .sort((a, b) => REGIONS.indexOf(a.region) - REGIONS.indexOf(b.region) || a.order - b.order)
    .map(({ order: _order, ...part }) => part);
  return {
    started,
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
    paused: clock.status === 'paused',
    parts: shown,
  };
}

/** One part's data, or null when it has nothing on screen: `displayPart(view, 'events/events')`. */
export function displayPartData<T>(view: DisplayView, key: string): T | null {
  return (view.parts.find((p) => p.key === key)?.data as T | undefined) ?? null;
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

export function displaySummary(view: DisplayView): DisplaySummary {
  const shown = displayPartData<ShownView>(view, 'draws/shown');
  const what =
    shown === null
      ? null
      : shown.kind === 'cards'
        ? `${shown.cards.length === 1 ? 'card' : 'cards'} ${shown.cards.map((c) => c.title).join(', ')} (${shown.deckName})`
        : `${shown.result.label}: ${shown.result.value}`;
  const also = view.parts.flatMap((p) => {
    const words = PARTS.get(p.key)?.summary(p.data);
    return words ? [words] : [];
  });
  return { shown: what, until: shown?.until ?? null, also };
}
