import path from 'node:path';
import { defineCommand } from '../command.ts';
import { atOption, jsonOption, printJson } from '../common-options.ts';
import { EXIT } from '../io.ts';
import { UsageError } from '../parse-command-args.ts';
import type { SessionHeader, SessionState } from '../../session/types.ts';
import type { ClockView } from '../../features/clock/clock-view.ts';
import type { TimerView } from '../../features/clock/timer-view.ts';
import type { LogLine } from '../../session/describe.ts';
import type { Announcement } from '../../features/announcements/types.ts';
import type { EndingBanner } from '../../features/endings/endings-view.ts';
import type { HeldDieRow } from '../../features/held-dice/held-dice-view.ts';
import type { MeetingView } from '../../features/contests/meeting-view.ts';
import type { PaidActionView } from '../../features/teams/paid-action-view.ts';

/** How many of the newest log lines `session show` prints. */
export const SHOW_LOG_LINES = 20;

/** The `--json` shape of `lodestar session show`. */
export interface SessionShowReport {
  file: string;
  id: string;
  title: string;
  scenarioId: string | null;
  seed: string;
  /** The secret results' seed: Control's only, and absent in sessions made before it. */
  secretSeed?: string;
  createdAt: number;
  createdBy: string;
  utcOffsetMinutes: number;
  status: 'running' | 'ended';
  /** Entries in the log. */
  entries: number;
  /** The moment the clock and timers are shown at (epoch milliseconds). */
  at: number;
  position: string;
  clock: ClockView;
  timers: TimerView[];
  announcements: Announcement[];
  /** The scenario's end conditions met so far, oldest first. */
  ended: EndingBanner[];
  /** Held dice at their faces, with who holds them. */
  heldDice: HeldDieRow[];
  /** Each deck's market row, left to right. */
  markets: { deck: string; name: string; slots: number; cards: string[] }[];
  /** Cards in hands and play areas with counters or a counter goal. */
  counters: { deck: string; card: string; title: string; where: string; line: string }[];
  /** Committee meetings open now, with their order of play. */
  meetings: MeetingView[];
  /** The scenario's paid actions (an FTL jump): each payer's cost and value, and any refusal. */
  paidActions: PaidActionView[];
  /** The newest log lines, oldest first. */
  log: LogLine[];
  warnings: string[];
  /** Whose view this is: control, facilitator, display or team:<id>. */
  viewer: string;
  /**
   * With --viewer: what the host sends that viewer, byte for byte (the header with its
   * scenario, the state, every log line), so a scenario's secrecy can be checked.
   */
  received?: { header: SessionHeader; state: SessionState; lines: LogLine[] };
}

export const sessionShowCommand = defineCommand({
  name: 'show',
  summary:
    'print where a session stands: clock, timers, announcements, end conditions, held dice, market rows, counters on cards, open meetings, paid actions, the log',
  description: `Prints a session: its title, seed and entries, where the clock stands and the time left in
the phase, the timers, the announcements, the end conditions met (who, which, at which entry), the held dice at their faces,
the market rows, the counters on cards in play, the committee meetings open (the order of play and whose turn it is), the paid actions (each payer's cost, and why one would be refused now), and
the last ${SHOW_LOG_LINES} lines of the log. With --viewer, everything is as that viewer receives it
(no seed for anyone but Control, only the log lines that viewer reads, in its words), and --json adds
what the host sends it, whole. Nothing is written.`,
  positionals: [{ name: 'file', description: 'the session file (.session.jsonl)' }],
  options: {
    at: atOption('show the clock and timers as they stand at this moment (default: now)'),
    viewer: {
      type: 'string',
      value: 'VIEWER',
      description:
        'control (default), facilitator, display or team:<id>: show what that viewer receives',
    },
    json: jsonOption('the whole report'),
  },
  exitCodes: '0 shown, 1 the file cannot be read or is damaged, 2 usage error.',

  async run({ args, options }, io) {
    const { file } = args;
    const at = options.at ?? Date.now();
    const { parseViewer, formatViewer, CONTROL } = await import('../../session/viewer.ts');
    const viewer = options.viewer === undefined ? CONTROL : parseViewer(options.viewer);
    if (!viewer)
      throw new UsageError(
        `--viewer must be control, facilitator, display or team:<id>, not "${options.viewer}"`,
      );

    const { SessionFile, SessionFileError } = await import('../../host/session-file.ts');
    const { clockView, positionLabel } = await import('../../features/clock/clock-view.ts');
    const { timerView } = await import('../../features/clock/timer-view.ts');
    const { SessionProjector } = await import('../../host/session-projector.ts');
    const { endingBanners } = await import('../../features/endings/endings-view.ts');
    const { heldDiceRows } = await import('../../features/held-dice/held-dice-view.ts');
    const { cardsOnTable, countersLine, marketView } =
      await import('../../features/draws/decks/table-view.ts');
    const { openMeetings } = await import('../../features/contests/meeting-view.ts');
    const { paidActionViews } = await import('../../features/teams/paid-action-view.ts');
    let session;
    try {
      session = await SessionFile.open(path.resolve(io.cwd, file), { now: at });
    } catch (error) {
      if (!(error instanceof SessionFileError)) throw error;
      io.err(`lodestar session show: ${error.message}`);
      return EXIT.invalid;
    }
    if (viewer.kind === 'team' && !session.header.scenario.teams.some((t) => t.id === viewer.team))
      throw new UsageError(
        `--viewer: the scenario has no team "${viewer.team}" (its teams: ${session.header.scenario.teams.map((t) => t.id).join(', ')})`,
      );
    // Control's view is the projection too (the identity), so every viewer is shown one way.
    const projector = new SessionProjector();
    const header = projector.header(session, viewer);
    const state = projector.state(session, viewer);
    const lines = projector.lines(session, session.entries, viewer);
    const report: SessionShowReport = {
      file,
      id: header.id,
      title: header.title,
      scenarioId: header.scenarioId,
      seed: header.seed,
      ...(header.secretSeed === undefined ? {} : { secretSeed: header.secretSeed }),
      createdAt: header.createdAt,
      createdBy: header.createdBy,
      utcOffsetMinutes: header.utcOffsetMinutes,
      status: state.status,
      entries: session.seq,
      at,
      position: positionLabel(state.clock),
      clock: clockView(state.clock, at),
      timers: state.timers.map((timer) => timerView(timer, at)),
      announcements: state.announcements,
      ended: endingBanners(header.scenario, state),
      heldDice: heldDiceRows(header.scenario, state.heldDice),
      markets: header.scenario.decks.flatMap((def) => {
        const deck = state.draws.decks[def.id];
        const view = deck ? marketView(header.scenario, def, deck) : null;
        return view
          ? [
              {
                deck: def.id,
                name: def.name,
                slots: view.slots,
                cards: view.cards.map((c) => c.title),
              },
            ]
          : [];
      }),
      counters: header.scenario.decks.flatMap((def) => {
        const deck = state.draws.decks[def.id];
        return (deck ? cardsOnTable(header.scenario, def, deck) : []).map((item) => ({
          deck: def.id,
          card: item.card.instance,
          title: item.card.title,
          where: item.pileLabel,
          line: countersLine(item),
        }));
      }),
      meetings: openMeetings(header.scenario, state),
      paidActions: paidActionViews(header.scenario, state),
      log: lines.slice(-SHOW_LOG_LINES),
      // A log that does not hold together is shown as it is, and says so.
      warnings: [
        ...session.warnings,
        ...(session.readOnlyReason === null ? [] : [session.readOnlyReason]),
      ],
      viewer: formatViewer(viewer),
      ...(options.viewer === undefined ? {} : { received: { header, state, lines } }),
    };
    for (const warning of report.warnings) io.err(`warning: ${file}: ${warning}`);
    if (options.json) printJson(io, report);
    else for (const line of await describeReport(report)) io.out(line);
    return EXIT.ok;
  },
});

async function describeReport(report: SessionShowReport): Promise<string[]> {
  const { formatDuration } = await import('../../features/clock/format-duration.ts');
  const { dateAndTime, timeOfDay, utcOffsetLabel } = await import('../session-format.ts');
  const offset = report.utcOffsetMinutes;
  const clock = report.clock;
  const lines = [
    `${report.title} (${report.id})`,
    ...(report.viewer === 'control' ? [] : [`As ${report.viewer} receives it`]),
    `Seed: ${report.seed || '(not sent to this viewer)'}${report.secretSeed ? ` · secret seed: ${report.secretSeed}` : ''} · scenario: ${report.scenarioId ?? 'from a file'} · created ${dateAndTime(report.createdAt, offset)} (${utcOffsetLabel(offset)}) by ${report.createdBy}`,
    `Status: ${report.status} · ${report.entries} ${report.entries === 1 ? 'entry' : 'entries'}`,
  ];
  let clockLine = `Clock: ${report.position}`;
  if (clock.status === 'running' || clock.status === 'paused') {
    // An untimed phase has no length, so no time left: say how long it has run instead.
    const left = clock.untimed
      ? `untimed, ${formatDuration(clock.elapsedMs)} so far`
      : clock.overrun
        ? `overrun by ${formatDuration(-clock.remainingMs)}`
        : `${formatDuration(clock.remainingMs, { round: 'ceil' })} left`;
    clockLine += ` — ${left}${clock.status === 'paused' ? ' (paused)' : ''}`;
  }
  lines.push(clockLine);
  if (clock.next && clock.status !== 'ended') {
    lines.push(`Next: ${clock.next.turnLabel} · ${clock.next.phaseName}`);
  }
  if (clock.started && clock.projectedEndAt !== null) {
    let end = `Projected end: ${timeOfDay(clock.projectedEndAt, offset).slice(0, 5)}`;
    if (clock.driftMs !== 0) end += ` (drift ${formatDuration(clock.driftMs, { sign: true })})`;
    if (clock.hardStopAt !== null) {
      end += ` · hard stop ${timeOfDay(clock.hardStopAt, offset).slice(0, 5)}`;
      if (clock.overHardStopMs > 0) end += ` — over by ${formatDuration(clock.overHardStopMs)}`;
    }
    lines.push(end);
  }
  lines.push(report.timers.length === 0 ? 'Timers: none' : 'Timers:');
  for (const timer of report.timers) {
    const scope = timer.scope ? ` [${timer.scope}]` : '';
    const state = timer.finished ? ' (finished)' : timer.paused ? ' (paused)' : '';
    lines.push(`  ${timer.name}${scope}: ${timer.label}${state}`);
  }
  lines.push(report.announcements.length === 0 ? 'Announcements: none' : 'Announcements:');
  for (const a of report.announcements) {
    lines.push(`  ${timeOfDay(a.at, offset)}${a.urgent ? ' [urgent]' : ''} ${a.text}`);
  }
  if (report.ended.length > 0) lines.push('End conditions met:');
  for (const e of report.ended) lines.push(`  #${e.seq} ${e.text}`);
  if (report.heldDice.length > 0) {
    const { heldDieLine } = await import('../../features/held-dice/held-dice-view.ts');
    lines.push('Held dice:');
    for (const d of report.heldDice) lines.push(`  ${heldDieLine(d)}`);
  }
  for (const m of report.markets) {
    const empty = m.slots - m.cards.length;
    const row = [...m.cards, ...(empty > 0 ? [`${empty} empty`] : [])].join(', ');
    lines.push(`Market ${m.name} (${m.slots} slots): ${row}`);
  }
  if (report.counters.length > 0) lines.push('Counters on cards:');
  for (const c of report.counters) lines.push(`  ${c.title} (${c.where}): ${c.line}`);
  const { meetingLines } = await import('../../features/contests/meeting-view.ts');
  for (const m of report.meetings) lines.push(...meetingLines(m));
  for (const p of report.paidActions) {
    lines.push(
      `Paid action ${p.id}: ${p.name}, ${p.total} ${p.trackerName} in all${p.assumed ? ' (costs assumed)' : ''}${p.refusal ? ` — refused now: ${p.refusal}` : ''}`,
    );
    lines.push(
      `  ${p.payers.map((x) => `${x.name} ${x.cost} (has ${x.has}${x.short ? ', short' : ''})`).join(' · ')}`,
    );
  }
  const shown = report.log.length;
  lines.push(
    shown === 0
      ? 'Log: empty'
      : `Log (${shown === report.entries ? `all ${shown}` : `last ${shown} of ${report.entries}`}):`,
  );
  for (const line of report.log) {
    lines.push(`  #${line.seq} ${timeOfDay(line.at, offset)} ${line.by}: ${line.text}`);
  }
  return lines;
}
