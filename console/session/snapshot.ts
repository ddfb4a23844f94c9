import { z } from 'zod';
import { formatProblems, problemsFromZod } from '../../scenarios/format/problems.ts';
import { hashSchema } from './log-entry.ts';
import type { History } from './types.ts';

/**
 * A saved history at one point of the log, so opening a long session replays only the tail.
 * It is a cache: the log is the truth, and a snapshot that does not match it is ignored.
 */
export interface SessionSnapshot {
  format: 'lodestar-session-snapshot';
  version: 1;
  sessionId: string;
  /** The last entry the history includes (0: none). */
  seq: number;
  /** The `hash` of entry `seq`, or the header's hash at seq 0: ties the snapshot to its log. */
  hash: string;
  takenAt: number;
  history: History;
}

export const SNAPSHOT_FORMAT = 'lodestar-session-snapshot';

const whole = z.number().int('must be a whole number').min(0, 'must be at least 0');

// The state's parts are owned by several engines: check the frame that replay relies on and
// let verify compare the rest with a replay of the log.
const stateSchema = z.looseObject({
  seq: whole,
  lastAt: z.number(),
  status: z.enum(['running', 'ended']),
  endedAt: z.number().nullable(),
  rng: z.object({ c: z.number(), s0: z.number(), s1: z.number(), s2: z.number() }),
  clock: z.looseObject({ status: z.string(), plan: z.array(z.unknown()) }),
  timers: z.array(z.unknown()),
  announcements: z.array(z.unknown()),
  randomResults: z.array(z.unknown()),
  // Snapshots from before the draws existed lack this: they are ignored and the log replayed.
  draws: z.looseObject({ decks: z.record(z.string(), z.unknown()) }),
  // Likewise for the roster, trackers, event boxes, secret roles, contests and setup.
  roster: z.looseObject({ players: z.array(z.unknown()) }),
  trackers: z.looseObject({ values: z.record(z.string(), z.unknown()) }),
  events: z.looseObject({ tallies: z.array(z.unknown()) }),
  secrets: z.looseObject({ assignments: z.record(z.string(), z.unknown()) }),
  contests: z.looseObject({ votes: z.record(z.string(), z.unknown()) }),
  setup: z.looseObject({ done: z.array(z.unknown()) }),
});

const stepSchema = z.object({ seq: whole, label: z.string(), state: stateSchema });

const snapshotSchema = z.object({
  format: z.literal(SNAPSHOT_FORMAT, 'not a Lodestar session snapshot'),
  version: z.literal(1, 'a snapshot format this version does not read'),
  sessionId: z.string().min(1),
  seq: whole,
  hash: hashSchema,
  takenAt: z.number(),
  history: z.object({
    state: stateSchema,
    past: z.array(stepSchema),
    future: z.array(stepSchema),
  }),
});

export function parseSnapshot(value: unknown): SessionSnapshot | { error: string } {
  const result = snapshotSchema.safeParse(value);
  if (!result.success)
    return {
      error: `not a usable session snapshot: ${formatProblems(problemsFromZod(result.error)).replace(/\n/g, '; ')}`,
    };
  const snapshot = result.data as unknown as SessionSnapshot;
  if (snapshot.history.state.seq !== snapshot.seq)
    return {
      error: `not a usable session snapshot: its state is at entry ${snapshot.history.state.seq}, not ${snapshot.seq}`,
    };
  return snapshot;
}
