import { z } from 'zod';
import { formatProblems, problemsFromZod } from '../scenarios/format/problems.ts';
import { hashSchema } from './log-entry.ts';
import type { SessionDefinition } from './session-definition.ts';
import { decodeShared, encodeShared, type SharedJson } from './shared-json.ts';
import type { History } from './types.ts';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * A saved history at one point of the log, so opening a long session replays only the tail.
 * It is a cache: the log is the truth, and a snapshot that does not match it is ignored.
 */
export interface SessionSnapshot {
  format: 'lodestar-session-snapshot';
  /** The in-memory form; files are written as version 2 (`snapshotFileText`). */
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
 * The frame replay relies on: the core's fields and the plugins' slices (their insides are
 * the plugins' business; verify compares them with a replay of the log). A snapshot from a
 * version without one of today's plugins lacks its slice: replay starts that slice empty, or,
 * when its start would draw from the generator, ignores the snapshot and replays the log.
 */
const generatorSchema = z.object({ c: z.number(), s0: z.number(), s1: z.number(), s2: z.number() });

function snapshotSchema(definition: SessionDefinition) {
  const slices = Object.fromEntries(
    definition.statePlugins.map((plugin) => [
      plugin.key,
      z.custom<unknown>((v) => v !== null, `has no "${plugin.key}"`).optional(),
    ]),
  );
  const stateSchema = z.looseObject({
    seq: whole,
    lastAt: z.number(),
    status: z.enum(['running', 'ended']),
    endedAt: z.number().nullable(),
    rng: generatorSchema,
    secretRng: generatorSchema.optional(),
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

/**
 * A snapshot as its file holds it. Version 2 writes the history's shared structure once (the
 * undo states share most of the live state: see shared-json.ts); version 1 files, which wrote
 * every undo state whole, are still read.
 */
export function snapshotFileText(snapshot: SessionSnapshot): string {
  const { history, ...frame } = snapshot;
  return JSON.stringify({ ...frame, version: 2, history: encodeShared(history) });
}

export function parseSnapshot(
  value: unknown,
  definition: SessionDefinition,
): SessionSnapshot | { error: string } {
  let read = value;
  if (isRecord(value) && value.version === 2 && value.format === SNAPSHOT_FORMAT) {
    try {
      read = { ...value, version: 1, history: decodeShared(value.history as SharedJson) };
    } catch (error) {
      return {
        error: `not a usable session snapshot: its history cannot be read (${error instanceof Error ? error.message : String(error)})`,
      };
    }
  }
  const result = snapshotSchema(definition).safeParse(read);
  if (!result.success)
    return {
      error: `not a usable session snapshot: ${formatProblems(problemsFromZod(result.error)).replace(/\n/g, '; ')}`,
    };
  // The value as read, not zod's copy of it: its undo states keep sharing the live state.
  const snapshot = read as SessionSnapshot;
  if (snapshot.history.state.seq !== snapshot.seq)
    return {
      error: `not a usable session snapshot: its state is at entry ${snapshot.history.state.seq}, not ${snapshot.seq}`,
    };
  return snapshot;
}
