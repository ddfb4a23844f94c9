import { clockView, positionLabel } from '../features/clock/clock-view.ts';
import { timelineView } from '../features/clock/timeline.ts';
import { anchorCode } from '../session/anchor.ts';
import { applyEntry } from '../session/history.ts';
import { initialHistory } from '../session/initial-state.ts';
import type { SessionDefinition } from '../session/session-definition.ts';
import type { History, LogEntry, SessionHeader, SessionState } from '../session/types.ts';
import { verifySession } from '../session/verify.ts';
import { entryText } from '../session/describe.ts';
import type { RollWords } from '../session/roll-words.ts';
import { projectState } from '../session/projection.ts';
import { CONTROL, formatViewer, type Viewer } from '../session/viewer.ts';
import { GLOBAL_HOLDER } from '../features/teams/types.ts';
import { trackerLimits } from '../features/teams/tracker-defs.ts';
import { emptySeats } from '../features/teams/seats-in-play.ts';
import type {
  ReportAnnouncement,
  ReportModel,
  ReportResult,
  ReportTeamEvents,
  ReportTrackerSeries,
  ReportVerification,
} from './report-model.ts';

export interface ReportInput {
  header: SessionHeader;
  /** The hash of the header as stored (what entry 1 links to). */
  headerHash: string;
  entries: readonly LogEntry[];
  definition: SessionDefinition;
  now: number;
  /**
   * What a check of the file found (lines that are not entries, the recorded heads). Without
   * it the chain and the replay are checked here.
   */
  verification?: ReportVerification;
  /**
   * Whose report it is. A report is a projection like any screen: anyone but Control reads
   * each entry in its own words (or not at all), with no seed and only the tracker values it
   * may see, so a report cannot be replayed into the secrets. Control by default.
   */
  viewer?: Viewer;
}

/**
 * Kinds of entry that are not results: the clock, timers and announcements have their own
 * sections. An entry of these kinds that rolled or ruled something (a paid action) still is one.
 */
const NOT_RESULTS = new Set(['clock', 'timer', 'announcement', 'session', 'team']);

/**
 * Replays the log once, reading off what the report shows: tracker values after each entry,
 * the clock's drift after each clock entry, and which entries an undo took back. An entry that
 * does not replay (an edited log) is skipped, as verify does; the verification says so.
 */
export function buildReport(input: ReportInput): ReportModel {
  const { header, entries, definition, now } = input;
  const viewer = input.viewer ?? CONTROL;
  const { registry } = definition;
  const bySeq = new Map(entries.map((e) => [e.seq, e]));
  const scenario = header.scenario;

  let history: History | null;
  try {
    history = initialHistory(header, definition);
  } catch {
    history = null;
  }
  const initial = history?.state ?? null;

  const undone = new Set<number>();
  const drift: ReportModel['timeline']['drift'] = [];
  const series = new Map<string, ReportTrackerSeries>();
  let previousValues = initial ? trackerValuesOf(initial) : {};
  const people = new Map<string, number>();

  for (const entry of entries) {
    people.set(entry.by, (people.get(entry.by) ?? 0) + 1);
    const type = entry.action.type;
    const target = seqIn(entry.outcome);
    if (type === 'session.undo' && target !== null) undone.add(target);
    if (type === 'session.redo' && target !== null) undone.delete(target);
    if (!history) continue;
    try {
      history = applyEntry(history, entry, header, definition).history;
    } catch {
      history = { ...history, state: { ...history.state, seq: entry.seq } };
      continue;
    }
    const state = history.state;
    if (registry.kindOf(type) === 'clock' || type === 'session.undo' || type === 'session.redo') {
      if (state.clock.startedAt !== null)
        drift.push({
          seq: entry.seq,
          at: entry.at,
          driftMs: clockView(state.clock, entry.at).driftMs,
        });
    }
    const values = trackerValuesOf(state);
    if (values !== previousValues) {
      for (const [tracker, holders] of Object.entries(values)) {
        const before = previousValues[tracker] ?? {};
        const keys = new Set([...Object.keys(holders), ...Object.keys(before)]);
        for (const holder of keys) {
          if (holders[holder] === before[holder]) continue;
          const line = seriesFor(series, scenario, tracker, holder, header.createdAt);
          if (!line) continue;
          const value = holders[holder] ?? startOf(scenario, tracker, holder);
          line.points.push({ seq: entry.seq, at: entry.at, value });
        }
      }
      previousValues = values;
    }
  }

  const finalState: SessionState | null = history?.state ?? null;
  const verification = input.verification ?? verifyHere(input);
  const last = entries.at(-1);
  const headHash = last?.hash ?? input.headerHash;
  const teamName = namer(scenario, finalState);

  const results: ReportResult[] = [];
  const announcements: ReportAnnouncement[] = [];
  const events = new Map<string, ReportTeamEvents>();
  const eventsOf = (team: string) => {
    let group = events.get(team);
    if (!group) {
      group = { team, name: team === '' ? 'Whole game' : teamName(team), items: [] };
      events.set(team, group);
    }
    return group;
  };

  for (const entry of entries) {
    const type = entry.action.type;
    const kind = registry.kindOf(type) ?? 'session';
    let text: string;
    try {
      const words = entryText(entry, header, registry, viewer, (seq) => bySeq.get(seq));
      // An entry this viewer does not see is not in its report at all.
      if (words === null) continue;
      text = words;
    } catch {
      text = `${type} (cannot be described)`;
    }
    const base = { seq: entry.seq, at: entry.at, by: entry.by };
    if (type === 'announce.post') {
      const action = entry.action as { text?: unknown; urgent?: unknown };
      announcements.push({
        ...base,
        text: typeof action.text === 'string' ? action.text : text,
        urgent: action.urgent === true,
        undone: undone.has(entry.seq),
      });
    }
    if (kind === 'event') addEvents(entry, text, eventsOf, scenario);
    const rolled = rolledWords(registry, entry, header, viewer);
    if (!NOT_RESULTS.has(kind) || rolled)
      results.push({
        ...base,
        kind,
        type,
        text,
        dice: rolled?.dice ?? '',
        result: rolled?.result ?? '',
        undone: undone.has(entry.seq),
      });
  }

  const clock = finalState?.clock ?? initial?.clock;
  const timelineAt = finalState?.status === 'ended' ? (finalState.endedAt ?? now) : now;
  const view = clock ? timelineView(clock, timelineAt) : { start: now, end: now, rows: [] };
  const plannedEnd = view.rows.at(-1)?.plannedEnd ?? null;

  return {
    sessionId: header.id,
    title: header.title,
    scenarioTitle: scenario.meta.title,
    seed: viewer.kind === 'control' ? header.seed : '',
    viewer: formatViewer(viewer),
    createdAt: header.createdAt,
    createdBy: header.createdBy,
    utcOffsetMinutes: header.utcOffsetMinutes,
    generatedAt: now,
    status: finalState?.status ?? 'running',
    position: clock ? positionLabel(clock) : 'Not started',
    entryCount: entries.length,
    firstAt: entries[0]?.at ?? null,
    lastAt: last?.at ?? null,
    head: {
      seq: last?.seq ?? 0,
      hash: headHash,
      code: anchorCode({ seq: last?.seq ?? 0, hash: headHash }),
    },
    people: [...people].map(([name, count]) => ({ name, entries: count })),
    verification,
    timeline: {
      ...view,
      drift,
      plannedEndAt: plannedEnd,
      endedAt: clock?.endedAt ?? null,
    },
    results,
    events: [...events.values()].sort(
      (a, b) => (a.team === '' ? 1 : 0) - (b.team === '' ? 1 : 0) || a.name.localeCompare(b.name),
    ),
    // An empty seat is nobody's record: it did not score, lose or gain.
    trackers: seenSeries(series, viewer, finalState, header, definition)
      .filter((line) => !finalState || !emptySeats(finalState.roster).has(line.holder))
      .map((line) => ({ ...line, holderName: teamName(line.holder) })),
    announcements,
  };
}

/**
 * The tracker lines a viewer may see: those whose values its projection of the final state
 * keeps (a team its own and the public tracks, the display the public ones).
 */
function seenSeries(
  series: Map<string, ReportTrackerSeries>,
  viewer: Viewer,
  state: SessionState | null,
  header: SessionHeader,
  definition: SessionDefinition,
): ReportTrackerSeries[] {
  const all = [...series.values()];
  if (viewer.kind === 'control') return all;
  if (!state) return [];
  const values: Record<string, Record<string, number>> = {};
  for (const line of all) (values[line.tracker] ??= {})[line.holder] = 0;
  const probe = { ...state, trackers: { ...state.trackers, values } };
  const seen = projectState(definition, probe, header.scenario, viewer).trackers.values;
  return all.filter((line) => seen[line.tracker]?.[line.holder] !== undefined);
}

/** An entry's dice and result in the viewer's words; a line that cannot be read has none. */
function rolledWords(
  registry: SessionDefinition['registry'],
  entry: LogEntry,
  header: SessionHeader,
  viewer: Viewer,
): RollWords | null {
  try {
    return registry.rolled(entry, header, viewer);
  } catch {
    return null;
  }
}

function verifyHere(input: ReportInput): ReportVerification {
  const report = verifySession(
    input.header,
    input.entries,
    undefined,
    input.definition,
    input.headerHash,
  );
  return { ok: report.ok, problems: report.problems, anchors: [], warnings: [] };
}

function trackerValuesOf(state: SessionState): Record<string, Record<string, number>> {
  return state.trackers.values;
}

function seqIn(outcome: unknown): number | null {
  if (outcome && typeof outcome === 'object' && !Array.isArray(outcome)) {
    const seq = (outcome as { seq?: unknown }).seq;
    if (typeof seq === 'number') return seq;
  }
  return null;
}

function startOf(scenario: SessionHeader['scenario'], tracker: string, holder: string): number {
  const def = scenario.trackers.find((t) => t.id === tracker);
  return def ? trackerLimits(def, holder).start : 0;
}

/** The series of one tracker and holder, starting from its start value at creation. */
function seriesFor(
  series: Map<string, ReportTrackerSeries>,
  scenario: SessionHeader['scenario'],
  tracker: string,
  holder: string,
  createdAt: number,
): ReportTrackerSeries | null {
  const key = `${tracker}\u0000${holder}`;
  let line = series.get(key);
  if (line) return line;
  const def = scenario.trackers.find((t) => t.id === tracker);
  if (!def) return null;
  line = {
    tracker,
    trackerName: def.name,
    holder,
    holderName: holder,
    points: [{ seq: 0, at: createdAt, value: trackerLimits(def, holder).start }],
  };
  series.set(key, line);
  return line;
}

/** Names teams and players as the scenario and the roster call them. */
function namer(
  scenario: SessionHeader['scenario'],
  state: SessionState | null,
): (id: string) => string {
  const names = new Map<string, string>();
  for (const team of scenario.teams) names.set(team.id, team.name);
  for (const player of state?.roster.players ?? []) names.set(player.id, player.name);
  return (id) => (id === GLOBAL_HOLDER ? 'Whole game' : (names.get(id) ?? id));
}

/** A tally lands with its team; an upkeep with every team whose trackers it changed. */
function addEvents(
  entry: LogEntry,
  text: string,
  eventsOf: (team: string) => ReportTeamEvents,
  scenario: SessionHeader['scenario'],
): void {
  const base = { seq: entry.seq, at: entry.at, by: entry.by };
  const action = entry.action as { team?: unknown };
  const outcome = (entry.outcome ?? {}) as { success?: unknown; changes?: unknown };
  if (typeof action.team === 'string') {
    const success = typeof outcome.success === 'boolean' ? outcome.success : null;
    eventsOf(action.team).items.push({ ...base, text, success });
    return;
  }
  const changes = Array.isArray(outcome.changes) ? outcome.changes : [];
  const byHolder = new Map<string, string[]>();
  for (const change of changes as { holder?: unknown; tracker?: unknown; applied?: unknown }[]) {
    if (typeof change.holder !== 'string' || typeof change.applied !== 'number') continue;
    if (change.applied === 0) continue;
    const name =
      scenario.trackers.find((t) => t.id === change.tracker)?.name ?? String(change.tracker);
    const words = `${name} ${change.applied > 0 ? '+' : '−'}${Math.abs(change.applied)}`;
    byHolder.set(change.holder, [...(byHolder.get(change.holder) ?? []), words]);
  }
  if (byHolder.size === 0) {
    eventsOf('').items.push({ ...base, text, success: null });
    return;
  }
  for (const [holder, words] of byHolder)
    eventsOf(holder).items.push({ ...base, text: `${text}: ${words.join(', ')}`, success: null });
}
