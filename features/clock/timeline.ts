import { planStartAt } from './clock-math.ts';
import type { ClockState } from './types.ts';

/** One phase on the planned-vs-actual timeline. */
export interface TimelineRow {
  key: string;
  turnLabel: string;
  phaseName: string;
  colour: string;
  plannedStart: number;
  plannedEnd: number;
  /** The first time the phase was entered; null if never. */
  actualStart: number | null;
  /** When it was last left; null while it runs or if never entered. */
  actualEnd: number | null;
  status: 'done' | 'current' | 'upcoming';
}

export interface TimelineView {
  start: number;
  end: number;
  rows: TimelineRow[];
}

/**
 * Planned bars laid end to end from the planned start (the current plan), and actual bars
 * from what was played. Before the game starts the plan is laid out from `now`.
 */
export function timelineView(clock: ClockState, now: number): TimelineView {
  const plannedStart = planStartAt(clock) ?? now;
  // A game that began early starts the timeline at its actual start.
  const start = Math.min(plannedStart, clock.startedAt ?? plannedStart);
  let cursor = plannedStart;
  let end = start;
  const rows = clock.plan.map((phase, index): TimelineRow => {
    const plannedStart = cursor;
    cursor += phase.plannedMs;
    const runs = clock.runs.filter((run) => run.index === index);
    const firstRun = runs[0];
    const lastRun = runs.at(-1);
    const status =
      clock.status === 'ended'
        ? index <= clock.current || runs.length > 0
          ? 'done'
          : 'upcoming'
        : index < clock.current
          ? 'done'
          : index === clock.current
            ? 'current'
            : 'upcoming';
    const actualEnd = lastRun?.endedAt ?? null;
    end = Math.max(end, cursor, actualEnd ?? start);
    return {
      key: phase.key,
      turnLabel: phase.turnLabel,
      phaseName: phase.name,
      colour: phase.colour,
      plannedStart,
      plannedEnd: cursor,
      actualStart: firstRun?.startedAt ?? null,
      actualEnd,
      status,
    };
  });
  if (clock.status === 'running' || clock.status === 'paused') end = Math.max(end, now);
  if (clock.endedAt !== null) end = Math.max(end, clock.endedAt);
  return { start, end, rows };
}
