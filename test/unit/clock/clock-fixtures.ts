import { initialClock } from '../../../features/clock/clock-state.ts';
import { lodestarSession } from '../../../features/index.ts';
import { SessionEngine } from '../../../session/engine.ts';
import { initialState } from '../../../session/initial-state.ts';
import { createHeader } from '../../../session/session-header.ts';
import type { Action, LogEntry, SessionHeader, SessionState } from '../../../session/types.ts';
import { scenarioSchema } from '../../../scenarios/format/schema.ts';

/** Clock tests speak in minutes and seconds from a fixed moment. */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
/** 2026-06-03 00:00 UTC. */
export const DAY0 = Date.UTC(2026, 5, 3);
/** 16:00 UTC on that day. */
export const T0 = DAY0 + 16 * HOUR;

/** A schedule input (what a designer writes), parsed into a scenario. */
export function scenarioWith(schedule: unknown) {
  return scenarioSchema.parse({
    schemaVersion: 1,
    meta: { title: 'Clock test', players: { min: 2, max: 10 }, durationMinutes: 240 },
    schedule,
  });
}

export function headerWith(
  schedule: unknown,
  options: { utcOffsetMinutes?: number; createdAt?: number } = {},
): SessionHeader {
  return createHeader({
    id: 'clock-test',
    title: 'Clock test',
    scenarioId: null,
    scenario: scenarioWith(schedule),
    seed: 'clock-seed',
    createdAt: options.createdAt ?? DAY0,
    createdBy: 'Control',
    utcOffsetMinutes: options.utcOffsetMinutes ?? 0,
  });
}

/** A phase as a designer writes it. */
export const phase = (id: string, minutes: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  minutes,
  ...extra,
});

/** Three turns of 10 + 10 + 15 minutes. */
export const threeTurns = {
  blocks: [
    {
      id: 'turn',
      repeat: 3,
      phases: [phase('reconciliation', 10), phase('commitment', 10), phase('negotiation', 15)],
    },
  ],
};

/** A live session driven through the real engine, as the host drives it. */
export class Game {
  readonly engine: SessionEngine;
  readonly log: LogEntry[] = [];

  constructor(schedule: unknown = threeTurns, options: { utcOffsetMinutes?: number } = {}) {
    this.engine = SessionEngine.start(headerWith(schedule, options), lodestarSession);
  }

  get header(): SessionHeader {
    return this.engine.header;
  }
  get state(): SessionState {
    return this.engine.state;
  }
  get clock() {
    return this.engine.state.clock;
  }

  /** Proposes and accepts an action; returns the entries it appended. */
  act(action: Action, at: number, by = 'Control'): LogEntry[] {
    const proposal = this.engine.propose(action, { at, by });
    this.engine.accept(proposal);
    this.log.push(...proposal.entries);
    return proposal.entries;
  }

  /** The log line of an entry. */
  line(entry: LogEntry): string {
    return this.engine.registry.describe(entry, this.header);
  }
}

/** A session state built by hand (no engine), for the views. */
export function stateWith(schedule: unknown = threeTurns): SessionState {
  const header = headerWith(schedule);
  return {
    ...initialState(header, lodestarSession),
    clock: initialClock(header.scenario.schedule),
  };
}
