import type { ActionRegistry } from './registry.ts';
import { AUTOMATION_AUTHOR, type ActionKind, type LogEntry, type SessionHeader } from './types.ts';
import { CONTROL, type Viewer } from './viewer.ts';

/**
 * What a log panel shows for one entry: the words, never the action or its outcome, so a
 * viewer who may not see a draw's cards receives a line without them.
 */
export interface LogLine {
  seq: number;
  at: number;
  by: string;
  /** The action type ("clock.start"), for views that react to one. */
  type: string;
  kind: ActionKind;
  text: string;
  /** Written by a phase-start automation rather than a person. */
  automated: boolean;
  causedBy: number | null;
}

/** Finds an earlier entry by seq (undo and redo name the entry they take back). */
export type EntryLookup = (seq: number) => LogEntry | undefined;

/** The log filter an entry falls under; an unknown type counts as a session entry. */
export function entryKind(entry: LogEntry, registry: ActionRegistry): ActionKind {
  return registry.kindOf(entry.action.type) ?? 'session';
}

/**
 * The entry's words for a viewer, or null when that viewer does not see the entry at all.
 * Undo and redo repeat the words of the entry they take back, as that viewer reads them.
 */
export function entryText(
  entry: LogEntry,
  header: SessionHeader,
  registry: ActionRegistry,
  viewer: Viewer = CONTROL,
  lookup?: EntryLookup,
): string | null {
  if (viewer.kind === 'control') return registry.describe(entry, header);
  const type = entry.action.type;
  if (type === 'session.undo' || type === 'session.redo') {
    const outcome = entry.outcome;
    const seq =
      outcome && typeof outcome === 'object' && !Array.isArray(outcome) ? outcome.seq : null;
    const undone = typeof seq === 'number' ? lookup?.(seq) : undefined;
    const words = undone ? entryText(undone, header, registry, viewer, lookup) : null;
    return `${type === 'session.undo' ? 'Undo' : 'Redo'}: ${words ?? 'an earlier action'}`;
  }
  return registry.describeFor(entry, header, viewer);
}

/** The log line of an entry for a viewer, or null when that viewer does not see it. */
export function logLine(
  entry: LogEntry,
  header: SessionHeader,
  registry: ActionRegistry,
  viewer: Viewer = CONTROL,
  lookup?: EntryLookup,
): LogLine | null {
  const text = entryText(entry, header, registry, viewer, lookup);
  if (text === null) return null;
  return {
    seq: entry.seq,
    at: entry.at,
    by: entry.by,
    type: entry.action.type,
    kind: entryKind(entry, registry),
    text,
    automated: entry.by === AUTOMATION_AUTHOR,
    causedBy: entry.causedBy ?? null,
  };
}

/** Control's line for an entry (Control sees every entry). */
export function controlLine(
  entry: LogEntry,
  header: SessionHeader,
  registry: ActionRegistry,
): LogLine {
  return logLine(entry, header, registry) as LogLine;
}

/** Case-insensitive search over what the log shows (text and author). */
export function logLineMatches(line: LogLine, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return line.text.toLowerCase().includes(q) || line.by.toLowerCase().includes(q);
}
