import { canonicalJson } from './hash.ts';
import { applyEntry } from './history.ts';
import { sameOutcome } from './same-outcome.ts';
import type { SessionDefinition } from './session-definition.ts';
import type { History, LogEntry, SessionHeader } from './types.ts';

/**
 * Replays one entry of a log that may have been tampered with, never throwing: an entry that
 * does not apply is reported and its effect skipped (its seq still counted, so later entries
 * are checked), and one whose result comes out otherwise than recorded is reported and kept as
 * replayed. `verifySession` reports with it; a session opened read-only shows the state it
 * gives, and a log accepted as it is goes on from that state.
 */
export function replayOneAsItIs(
  history: History,
  entry: LogEntry,
  seq: number,
  header: SessionHeader,
  definition: SessionDefinition,
): { history: History; problem: string | null } {
  try {
    const next = applyEntry(history, { ...entry, seq }, header, definition);
    const problem = sameOutcome(entry.outcome, next.applied.outcome)
      ? null
      : `entry ${seq} (${describeType(entry)}) replays to ${show(next.applied.outcome, AS_RESULT)}, but the log recorded ${show(entry.outcome, AS_RESULT)}`;
    return { history: next.history, problem };
  } catch (error) {
    return {
      history: { ...history, state: { ...history.state, seq } },
      problem: `entry ${seq} (${describeType(entry)}) does not replay: ${messageOf(error)}`,
    };
  }
}

export function describeType(entry: LogEntry): string {
  const type = (entry.action as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : 'no action type';
}

/**
 * A value from the log as canonical JSON for a message, or words for what has none: a tampered
 * file may hold anything, even an object that cannot become a string.
 */
export function show(value: unknown, what: { missing: string; unreadable: string }): string {
  if (value === undefined) return what.missing;
  try {
    return canonicalJson(value);
  } catch {
    return what.unreadable;
  }
}

export const AS_RESULT = { missing: 'no result', unreadable: 'an unreadable result' };
export const AS_VALUE = { missing: 'nothing', unreadable: 'an unreadable value' };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
