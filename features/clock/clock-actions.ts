import { z } from 'zod';
import {
  ActionRejected,
  type Action,
  type ApplyContext,
  type Applied,
  type Json,
  type SessionState,
} from '../../session/types.ts';
import { currentPhase, phaseLengthMs, runPausedMs } from './clock-math.ts';
import { formatDuration, formatMinutes } from './format-duration.ts';
import { nearestLocalTime, nextLocalTimeAfter } from './local-time.ts';
import { phaseLabel } from './plan.ts';
import {
  addTurns,
  dropTurns,
  setPhaseLength,
  shortenTurns,
  turnRangeText,
  turnsOf,
} from './plan-edits.ts';
import type { ClockState, PhaseRun, PlannedPhase } from './types.ts';
import { secondsAdjustmentSchema } from './time-adjustment.ts';
import { defineAction } from '../../session/define-action.ts';

/**
 * The turn clock's actions. Phases never advance by themselves: Control moves on with
 * "next", and a phase past its time shows as overrun. Entering a phase (start, next, jump)
 * runs its phase-start automations as follow-up actions; going back ("previous") does not.
 */

// ——— outcomes: what the log line needs to name the phase ———

interface PhaseOutcome {
  turnLabel: string;
  phaseName: string;
}

const phaseOutcome = (phase: PlannedPhase): PhaseOutcome & { [key: string]: Json } => ({
  turnLabel: phase.turnLabel,
  phaseName: phase.name,
});

function readPhase(outcome: Json | undefined): PhaseOutcome | null {
  if (outcome === null || typeof outcome !== 'object' || Array.isArray(outcome)) return null;
  const { turnLabel, phaseName } = outcome;
  return typeof turnLabel === 'string' && typeof phaseName === 'string'
    ? { turnLabel, phaseName }
    : null;
}

const namedPhase = (outcome: Json | undefined, fallback: string): string => {
  const phase = readPhase(outcome);
  return phase ? phaseLabel({ turnLabel: phase.turnLabel, name: phase.phaseName }) : fallback;
};

// ——— state helpers ———

function requireRunning(clock: ClockState): PlannedPhase {
  if (clock.status === 'ready') throw new ActionRejected('the clock has not started');
  if (clock.status === 'ended') throw new ActionRejected('the game has ended');
  const phase = currentPhase(clock);
  if (!phase) throw new ActionRejected('the clock is not in a phase');
  return phase;
}

function requireNotEnded(clock: ClockState): void {
  if (clock.status === 'ended') throw new ActionRejected('the game has ended');
}

/** The current run, closed at `at` (its pause so far counted). */
function closeRun(clock: ClockState, at: number): PhaseRun[] {
  const last = clock.runs.at(-1);
  if (!last || last.endedAt !== null) return clock.runs;
  // Only the last run changes: copy the list once rather than mapping every run.
  const runs = clock.runs.slice();
  runs[runs.length - 1] = {
    ...last,
    endedAt: at,
    pausedMs: runPausedMs(clock, at),
    addedMs: clock.addedMs,
  };
  return runs;
}

/**
 * The runs with `run` added last. A phase entered again and again keeps only its first run
 * (when it was first entered) and its latest (when it was last left): all the timeline shows,
 * so the list grows with the plan, not with every step back and forth.
 */
function withNewRun(runs: readonly PhaseRun[], run: PhaseRun): PhaseRun[] {
  const first = runs.findIndex((r) => r.index === run.index);
  let latest = -1;
  for (let i = runs.length - 1; i > first; i--)
    if (runs[i]?.index === run.index) {
      latest = i;
      break;
    }
  const kept = first >= 0 && latest > first ? runs.filter((_, i) => i !== latest) : runs;
  return [...kept, run];
}

/** Start phase `index` afresh at `at`. A paused clock stays paused in the new phase. */
function enterPhase(clock: ClockState, index: number, at: number): ClockState {
  const paused = clock.status === 'paused';
  return {
    ...clock,
    current: index,
    phaseStartedAt: at,
    pausedAt: paused ? at : null,
    pausedMs: 0,
    addedMs: 0,
    runs: withNewRun(closeRun(clock, at), {
      index,
      startedAt: at,
      endedAt: null,
      pausedMs: 0,
      addedMs: 0,
    }),
  };
}

const withClock = (state: SessionState, clock: ClockState): SessionState => ({ ...state, clock });

/**
 * The result of entering a phase: what the plugins do at every phase change (clearing the
 * display of an item shown until the next phase), then the phase's own automations.
 */
function entered(state: SessionState, clock: ClockState, ctx: ApplyContext): Applied {
  const phase = currentPhase(clock);
  const next = withClock(state, clock);
  if (!phase) return { state: next };
  const followUps: Action[] = [
    ...ctx.phaseStartActions(next, ctx.header),
    ...phase.atStart.flatMap((automation) => ctx.automationActions(automation)),
  ];
  return {
    state: next,
    outcome: phaseOutcome(phase),
    ...(followUps.length > 0 ? { followUps } : {}),
  };
}

// ——— the actions ———

const bare = <T extends string>(type: T) => z.strictObject({ type: z.literal(type) });

const startSchema = bare('clock.start');
const start = defineAction({
  type: 'clock.start',
  kind: 'clock',
  schema: startSchema,
  apply(state, _action, ctx) {
    const { clock } = state;
    if (clock.status === 'ended') throw new ActionRejected('the game has ended');
    if (clock.status !== 'ready') throw new ActionRejected('the clock has already started');
    if (clock.plan.length === 0)
      throw new ActionRejected("the schedule has no phases — add turns to the scenario's schedule");
    const { startTime, hardStop } = ctx.header.scenario.schedule;
    const offset = ctx.header.utcOffsetMinutes;
    const plannedStartAt = startTime ? nearestLocalTime(ctx.at, startTime, offset) : null;
    const hardStopAt = hardStop
      ? nextLocalTimeAfter(plannedStartAt ?? ctx.at, hardStop, offset)
      : null;
    const started: ClockState = {
      ...clock,
      status: 'running',
      startedAt: ctx.at,
      plannedStartAt,
      hardStopAt,
    };
    return entered(state, enterPhase(started, 0, ctx.at), ctx);
  },
  describe: (_action, outcome) => `Started the game: ${namedPhase(outcome, 'the first phase')}`,
});

const pauseSchema = bare('clock.pause');
const pause = defineAction({
  type: 'clock.pause',
  kind: 'clock',
  schema: pauseSchema,
  apply(state, _action, ctx) {
    const phase = requireRunning(state.clock);
    if (state.clock.status !== 'running') throw new ActionRejected('the clock is not running');
    return {
      state: withClock(state, { ...state.clock, status: 'paused', pausedAt: ctx.at }),
      outcome: phaseOutcome(phase),
    };
  },
  describe: (_action, outcome) => `Paused the clock in ${namedPhase(outcome, 'the phase')}`,
});

const resumeSchema = bare('clock.resume');
const resume = defineAction({
  type: 'clock.resume',
  kind: 'clock',
  schema: resumeSchema,
  apply(state, _action, ctx) {
    const phase = requireRunning(state.clock);
    if (state.clock.status !== 'paused') throw new ActionRejected('the clock is not paused');
    const clock: ClockState = {
      ...state.clock,
      status: 'running',
      pausedMs: runPausedMs(state.clock, ctx.at),
      pausedAt: null,
    };
    return { state: withClock(state, clock), outcome: phaseOutcome(phase) };
  },
  describe: (_action, outcome) => `Resumed the clock in ${namedPhase(outcome, 'the phase')}`,
});

const nextSchema = bare('clock.next');
const next = defineAction({
  type: 'clock.next',
  kind: 'clock',
  schema: nextSchema,
  apply(state, _action, ctx) {
    const phase = requireRunning(state.clock);
    const index = state.clock.current + 1;
    if (index >= state.clock.plan.length)
      throw new ActionRejected(
        `there is no phase after ${phaseLabel(phase)} — end the game instead`,
      );
    return entered(state, enterPhase(state.clock, index, ctx.at), ctx);
  },
  describe: (_action, outcome) => {
    const phase = readPhase(outcome);
    return phase ? `Next phase: ${phase.phaseName} (${phase.turnLabel})` : 'Next phase';
  },
});

const previousSchema = bare('clock.previous');
const previous = defineAction({
  type: 'clock.previous',
  kind: 'clock',
  schema: previousSchema,
  apply(state, _action, ctx) {
    const phase = requireRunning(state.clock);
    const index = state.clock.current - 1;
    if (index < 0) throw new ActionRejected(`there is no phase before ${phaseLabel(phase)}`);
    const clock = enterPhase(state.clock, index, ctx.at);
    const target = currentPhase(clock);
    // Going back restarts the phase but does not repeat what happens at its start.
    return {
      state: withClock(state, clock),
      ...(target ? { outcome: phaseOutcome(target) } : {}),
    };
  },
  describe: (_action, outcome) => {
    const phase = readPhase(outcome);
    return phase ? `Back to ${phase.phaseName} (${phase.turnLabel})` : 'Previous phase';
  },
});

const jumpSchema = z.strictObject({
  type: z.literal('clock.jump'),
  index: z.number().int('must be a whole number').min(0, 'must be at least 0'),
});
const jump = defineAction({
  type: 'clock.jump',
  kind: 'clock',
  schema: jumpSchema,
  apply(state, action, ctx) {
    requireRunning(state.clock);
    if (action.index >= state.clock.plan.length)
      throw new ActionRejected(
        `there is no phase ${action.index + 1} (the plan has ${state.clock.plan.length})`,
      );
    return entered(state, enterPhase(state.clock, action.index, ctx.at), ctx);
  },
  describe: (action, outcome) => `Jumped to ${namedPhase(outcome, `phase ${action.index + 1}`)}`,
});

const adjustSchema = z.strictObject({
  type: z.literal('clock.adjust'),
  seconds: secondsAdjustmentSchema,
});
const adjust = defineAction({
  type: 'clock.adjust',
  kind: 'clock',
  schema: adjustSchema,
  apply(state, action) {
    const phase = requireRunning(state.clock);
    if (phase.untimed)
      throw new ActionRejected(
        `${phaseLabel(phase)} is untimed: there is no time to add or take off (set its length in the plan to time it)`,
      );
    const deltaMs = action.seconds * 1000;
    const length = phaseLengthMs(state.clock);
    if (length + deltaMs < 0)
      throw new ActionRejected(
        `cannot remove ${formatDuration(-deltaMs)}: ${phaseLabel(phase)} is only ` +
          `${formatDuration(length)} long`,
      );
    const clock: ClockState = { ...state.clock, addedMs: state.clock.addedMs + deltaMs };
    return { state: withClock(state, clock), outcome: phaseOutcome(phase) };
  },
  describe: (action, outcome) => {
    const name = readPhase(outcome)?.phaseName ?? 'the phase';
    const amount = formatDuration(Math.abs(action.seconds) * 1000);
    return action.seconds > 0 ? `Added ${amount} to ${name}` : `Removed ${amount} from ${name}`;
  },
});

const endSchema = bare('clock.end');
const end = defineAction({
  type: 'clock.end',
  kind: 'clock',
  schema: endSchema,
  apply(state, _action, ctx) {
    const phase = requireRunning(state.clock);
    const clock: ClockState = {
      ...state.clock,
      status: 'ended',
      endedAt: ctx.at,
      pausedMs: runPausedMs(state.clock, ctx.at),
      pausedAt: null,
      runs: closeRun(state.clock, ctx.at),
    };
    return { state: withClock(state, clock), outcome: phaseOutcome(phase) };
  },
  describe: (_action, outcome) => `Ended the game in ${namedPhase(outcome, 'the last phase')}`,
});

// ——— editing the rest of the plan ———

const setPhaseSchema = z.strictObject({
  type: z.literal('clock.plan.set-phase'),
  index: z.number().int('must be a whole number').min(0, 'must be at least 0'),
  minutes: z
    .number()
    .positive('must be more than 0 minutes')
    .max(24 * 60, 'must be at most 24 hours'),
});
const setPhase = defineAction({
  type: 'clock.plan.set-phase',
  kind: 'clock',
  schema: setPhaseSchema,
  apply(state, action) {
    const clock = setPhaseLength(state.clock, action.index, action.minutes);
    const phase = clock.plan[action.index];
    return { state: withClock(state, clock), ...(phase ? { outcome: phaseOutcome(phase) } : {}) };
  },
  describe: (action, outcome) =>
    `Set ${namedPhase(outcome, `phase ${action.index + 1}`)} to ` +
    formatDuration(action.minutes * 60_000),
});

const shortenSchema = z.strictObject({
  type: z.literal('clock.plan.shorten-turns'),
  fromTurn: z.number().int('must be a whole number').min(1, 'must be at least 1'),
  minutesEach: z
    .number()
    .int('must be a whole number of minutes')
    .min(1, 'must be at least 1 minute')
    .max(24 * 60, 'must be at most 24 hours'),
});
export const shortenTurnsModule = defineAction({
  type: 'clock.plan.shorten-turns',
  kind: 'clock',
  schema: shortenSchema,
  apply(state, action) {
    requireNotEnded(state.clock);
    const clock = shortenTurns(state.clock, action.fromTurn, action.minutesEach);
    const labels = turnsOf(clock.plan)
      .filter((t) => t.turn >= action.fromTurn)
      .map((t) => clock.plan[t.indices[0] ?? -1]?.turnLabel ?? `Turn ${t.turn}`);
    return { state: withClock(state, clock), outcome: { labels } };
  },
  describe: (action, outcome) => {
    const labels = labelsOf(outcome);
    const which = labels.length > 0 ? turnRangeText(labels) : `turns from ${action.fromTurn}`;
    const each = labels.length === 1 ? '' : ' each';
    return `Shortened ${which} by ${formatMinutes(action.minutesEach * 60_000)}${each}`;
  },
});

function labelsOf(outcome: Json | undefined): string[] {
  if (outcome === null || typeof outcome !== 'object' || Array.isArray(outcome)) return [];
  const { labels } = outcome;
  return Array.isArray(labels) ? labels.filter((l): l is string => typeof l === 'string') : [];
}

const dropSchema = z.strictObject({
  type: z.literal('clock.plan.drop-turns'),
  turns: z
    .array(z.number().int('must be a whole number').min(1, 'must be at least 1'))
    .min(1, 'name at least one turn')
    .refine((turns) => new Set(turns).size === turns.length, 'names a turn twice'),
});
export const dropTurnsModule = defineAction({
  type: 'clock.plan.drop-turns',
  kind: 'clock',
  schema: dropSchema,
  apply(state, action) {
    requireNotEnded(state.clock);
    const labels = action.turns
      .slice()
      .sort((a, b) => a - b)
      .map((turn) => state.clock.plan.find((p) => p.turn === turn)?.turnLabel ?? `Turn ${turn}`);
    const clock = dropTurns(state.clock, action.turns);
    return { state: withClock(state, clock), outcome: { labels } };
  },
  describe: (action, outcome) => {
    const labels = labelsOf(outcome);
    return `Dropped ${labels.length > 0 ? turnRangeText(labels) : `turns ${action.turns.join(', ')}`}`;
  },
});

const addTurnsSchema = z.strictObject({
  type: z.literal('clock.plan.add-turns'),
  count: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100'),
});
const addTurnsModule = defineAction({
  type: 'clock.plan.add-turns',
  kind: 'clock',
  schema: addTurnsSchema,
  apply(state, action, ctx: ApplyContext) {
    requireNotEnded(state.clock);
    const before = state.clock.plan.length;
    const clock = addTurns(state.clock, action.count, ctx.header.scenario.schedule, `${ctx.seq}`);
    const labels = [...new Set(clock.plan.slice(before).map((p) => p.turnLabel))];
    return { state: withClock(state, clock), outcome: { labels } };
  },
  describe: (action, outcome) => {
    const labels = labelsOf(outcome);
    const what = action.count === 1 ? 'a turn' : `${action.count} turns`;
    return labels.length > 0 ? `Added ${what}: ${turnRangeText(labels)}` : `Added ${what}`;
  },
});

export const clockActionModules = [
  start,
  pause,
  resume,
  next,
  previous,
  jump,
  adjust,
  end,
  setPhase,
  shortenTurnsModule,
  dropTurnsModule,
  addTurnsModule,
] as const;
