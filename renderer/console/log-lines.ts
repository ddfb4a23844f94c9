import { createCoreRegistry } from '../../console/session/core-registry.ts';
import type { ActionRegistry } from '../../console/session/registry.ts';
import type { ActionKind, LogEntry, SessionHeader } from '../../console/session/types.ts';

/** The log panel's filter groups, in the order of its menu. */
export const LOG_KINDS: { kind: ActionKind; label: string }[] = [
  { kind: 'clock', label: 'Clock' },
  { kind: 'timer', label: 'Timers' },
  { kind: 'announcement', label: 'Announcements' },
  { kind: 'random', label: 'Random picks' },
  { kind: 'draw', label: 'Draws' },
  { kind: 'team', label: 'Teams & trackers' },
  { kind: 'event', label: 'Event boxes' },
  { kind: 'secret', label: 'Secret roles' },
  { kind: 'contest', label: 'Votes & auctions' },
  { kind: 'setup', label: 'Setup' },
  { kind: 'session', label: 'Session' },
  { kind: 'note', label: 'Notes' },
];

// The same registry the host applies actions with, so the console words them the same way.
let registry: ActionRegistry | null = null;
function actions(): ActionRegistry {
  registry ??= createCoreRegistry();
  return registry;
}

const prefixKinds: Record<string, ActionKind> = {
  clock: 'clock',
  timer: 'timer',
  announce: 'announcement',
  random: 'random',
  deck: 'draw',
  bag: 'draw',
  dice: 'draw',
  table: 'draw',
  draws: 'draw',
  roster: 'team',
  tracker: 'team',
  event: 'event',
  secret: 'secret',
  vote: 'contest',
  pile: 'contest',
  auction: 'contest',
  award: 'contest',
  setup: 'setup',
  session: 'session',
};

/** Which filter group an entry belongs to; an action this console does not know is a note. */
export function kindOfEntry(entry: LogEntry): ActionKind {
  const type = entry.action.type;
  return actions().kindOf(type) ?? prefixKinds[type.split('.')[0] ?? ''] ?? 'note';
}

/** One line for the log: "Next phase: Commitment (Turn 3)". */
export function describeEntry(entry: LogEntry, header: SessionHeader): string {
  try {
    return actions().describe(entry, header);
  } catch {
    // A newer host may log actions this console cannot word yet: show their type.
    return entry.action.type;
  }
}

/** Whether an entry matches the log's search box (its line, its author, its seq). */
export function matchesLogQuery(line: string, entry: LogEntry, query: string): boolean {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${line}\n${entry.by}\n#${entry.seq}`.toLocaleLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** "16:42:05" in this machine's format. */
export function timeOfEntry(at: number, locale?: string): string {
  return new Date(at).toLocaleTimeString(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}
