import type { ActionRegistry } from './registry.ts';
import { AUTOMATION_AUTHOR, type ActionKind, type LogEntry, type SessionHeader } from './types.ts';

/** What the console's log shows for one entry. */
export interface LogLine {
  seq: number;
  at: number;
  by: string;
  kind: ActionKind;
  text: string;
  /** Written by a phase-start automation rather than a person. */
  automated: boolean;
  causedBy: number | null;
}

/** The log filter an entry falls under; an unknown type counts as a session entry. */
export function entryKind(entry: LogEntry, registry: ActionRegistry): ActionKind {
  return registry.kindOf(entry.action.type) ?? 'session';
}

export function logLine(entry: LogEntry, header: SessionHeader, registry: ActionRegistry): LogLine {
  return {
    seq: entry.seq,
    at: entry.at,
    by: entry.by,
    kind: entryKind(entry, registry),
    text: registry.describe(entry, header),
    automated: entry.by === AUTOMATION_AUTHOR,
    causedBy: entry.causedBy ?? null,
  };
}

/** Case-insensitive search over what the log shows (text and author). */
export function logLineMatches(line: LogLine, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return line.text.toLowerCase().includes(q) || line.by.toLowerCase().includes(q);
}
