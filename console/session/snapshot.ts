import { z } from 'zod';
import { formatProblems, problemsFromZod } from '../../scenarios/format/problems.ts';
import { hashSchema } from './log-entry.ts';
import type { SessionDefinition } from './session-definition.ts';
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

/**
 * The frame replay relies on: the core's fields and one slice per plugin with state (their
 * insides are the plugins' business; verify compares them with a replay of the log). A
 * snapshot from a version without one of today's plugins lacks its slice: it is ignored and
 * the log replayed.
 */
function snapshotSchema(definition: SessionDefinition) {
  const slices = Object.fromEntries(
    definition.statePlugins.map((plugin) => [
      plugin.key,
      z.custom<unknown>((v) => v !== undefined && v !== null, `has no "${plugin.key}"`),
    ]),
  );
  const stateSchema = z.looseObject({
    seq: whole,
    lastAt: z.number(),
    status: z.enum(['running', 'ended']),
    endedAt: z.number().nullable(),
    rng: z.object({ c: z.number(), s0: z.number(), s1: z.number(), s2: z.number() }),
    ...slices,
  });
  const stepSchema = z.object({ seq: whole, label: z.string(), state: stateSchema });
  return z.object({
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
}

/** A snapshot with the slices of plugins added since it was saved, where they say what they start as. */
function withNewSlices(value: unknown, definition: SessionDefinition): unknown {
  const fills = definition.statePlugins.flatMap((p) =>
    p.sliceIfMissing ? [[p.key, p.sliceIfMissing] as const] : [],
  );
  const history = (value as { history?: unknown } | null)?.history as
    { state?: unknown; past?: unknown; future?: unknown } | undefined;
  if (fills.length === 0 || !history || typeof history !== 'object') return value;
  const fill = (state: unknown): unknown => {
    if (!state || typeof state !== 'object') return state;
    const filled: Record<string, unknown> = { ...(state as Record<string, unknown>) };
    for (const [key, make] of fills) if (!(key in filled)) filled[key] = make();
    return filled;
  };
  const steps = (list: unknown) =>
    Array.isArray(list)
      ? list.map((step: unknown) =>
          step && typeof step === 'object'
            ? { ...step, state: fill((step as { state?: unknown }).state) }
            : step,
        )
      : list;
  return {
    ...(value as object),
    history: {
      ...history,
      state: fill(history.state),
      past: steps(history.past),
      future: steps(history.future),
    },
  };
}

export function parseSnapshot(
  value: unknown,
  definition: SessionDefinition,
): SessionSnapshot | { error: string } {
  const result = snapshotSchema(definition).safeParse(withNewSlices(value, definition));
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
