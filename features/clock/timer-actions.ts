import { z } from 'zod';
import {
  cueSchema,
  reportTimerProblems,
  timerKindSchema,
  timerMaxTurnsSchema,
  timerSecondsSchema,
  type TimerTemplate,
} from './schedule-format.ts';
import { idSchema } from '../../scenarios/format/primitives.ts';
import {
  ActionRejected,
  type Action,
  type ApplyContext,
  type Applied,
  type Json,
  type SessionState,
} from '../../session/types.ts';
import { formatDuration } from './format-duration.ts';
import type { Timer } from './timer-types.ts';
import { timerTitle, timerView } from './timer-view.ts';
import { secondsAdjustmentSchema } from './time-adjustment.ts';
import { pausedSoFar } from './clock-math.ts';
import { defineAction } from '../../session/define-action.ts';

/**
 * Side timers beside the turn clock. They run on their own: pausing the turn clock does not
 * pause a time-out. Creating a timer starts it; "reset" stops it at its start, "start" runs it
 * again. Every timer is stored as timestamps.
 */

const titleOutcome = (timer: Timer): { [key: string]: Json } => ({ title: timerTitle(timer) });

function titleOf(outcome: Json | undefined, fallback: string): string {
  if (outcome === null || typeof outcome !== 'object' || Array.isArray(outcome)) return fallback;
  return typeof outcome.title === 'string' ? outcome.title : fallback;
}

function findTimer(state: SessionState, id: string): Timer {
  const timer = state.timers.find((t) => t.id === id);
  if (!timer) throw new ActionRejected(`there is no timer "${id}"`);
  return timer;
}

const replaceTimer = (state: SessionState, timer: Timer): SessionState => ({
  ...state,
  timers: state.timers.map((t) => (t.id === timer.id ? timer : t)),
});

const label = (timer: Timer) => (timer.scope ? `${timer.name} · ${timer.scope}` : timer.name);

interface TimerSpec {
  name: string;
  kind: Timer['kind'];
  seconds?: number | undefined;
  scope?: string | undefined;
  maxTurns?: number | undefined;
  cues?: Timer['cues'] | undefined;
  then?: string | undefined;
  display?: boolean | undefined;
}

function newTimer(spec: TimerSpec, id: string, at: number, templateId: string | null): Timer {
  const timed = spec.kind === 'countdown' || spec.kind === 'repeating';
  return {
    id,
    name: spec.name,
    kind: spec.kind,
    scope: spec.scope ?? '',
    durationMs: timed ? (spec.seconds ?? 0) * 1000 : 0,
    startedAt: at,
    pausedAt: null,
    pausedMs: 0,
    addedMs: 0,
    turn: 1,
    maxTurns: spec.kind === 'turn-counter' ? (spec.maxTurns ?? null) : null,
    cues: spec.cues ?? [],
    then: spec.then ?? '',
    createdAt: at,
    templateId,
    display: spec.display ?? true,
  };
}

// ——— create ———

const createSchema = z
  .object({
    type: z.literal('timer.create'),
    name: z.string().trim().min(1, 'a timer needs a name').max(120),
    kind: timerKindSchema,
    seconds: timerSecondsSchema.optional(),
    scope: z.string().trim().max(120).optional(),
    maxTurns: timerMaxTurnsSchema.optional(),
    cues: z.array(cueSchema).max(20).optional(),
    then: z.string().max(300).optional(),
    display: z.boolean().optional(),
  })
  .superRefine(reportTimerProblems);
const create = defineAction({
  type: 'timer.create',
  kind: 'timer',
  schema: createSchema,
  apply(state, action, ctx) {
    const timer = newTimer(action, `t${ctx.seq}`, ctx.at, null);
    return { state: { ...state, timers: [...state.timers, timer] }, outcome: { id: timer.id } };
  },
  describe: (action) =>
    `Started timer ${timerTitle({
      name: action.name,
      kind: action.kind,
      scope: action.scope ?? '',
      durationMs: (action.seconds ?? 0) * 1000,
    })}`,
});

// ——— from a scenario template ———

const fromTemplateSchema = z.strictObject({
  type: z.literal('timer.from-template'),
  template: idSchema,
});

function templateTimers(template: TimerTemplate, ctx: ApplyContext): Timer[] {
  const spec = { ...template, maxTurns: template.maxTurns };
  if (template.scopes.length === 0) return [newTimer(spec, `t${ctx.seq}`, ctx.at, template.id)];
  return template.scopes.map((scope, i) =>
    newTimer({ ...spec, scope }, `t${ctx.seq}-${i + 1}`, ctx.at, template.id),
  );
}

const fromTemplate = defineAction({
  type: 'timer.from-template',
  kind: 'timer',
  schema: fromTemplateSchema,
  apply(state, action, ctx): Applied {
    const template = ctx.header.scenario.schedule.timers.find((t) => t.id === action.template);
    if (!template)
      throw new ActionRejected(`this scenario has no timer template "${action.template}"`);
    const timers = templateTimers(template, ctx);
    // Starting a template again (the next map phase) replaces its timers instead of piling up.
    const kept = state.timers.filter((t) => t.templateId !== template.id);
    const scopes = template.scopes.length > 0 ? ` for ${template.scopes.join(', ')}` : '';
    const first = timers[0];
    const title = first ? timerTitle({ ...first, scope: '' }) : template.name;
    return {
      state: { ...state, timers: [...kept, ...timers] },
      outcome: { title: `${title}${scopes}`, ids: timers.map((t) => t.id) },
    };
  },
  describe: (action, outcome) => {
    const title = titleOf(outcome, action.template);
    const many =
      outcome !== null &&
      typeof outcome === 'object' &&
      !Array.isArray(outcome) &&
      Array.isArray(outcome.ids) &&
      outcome.ids.length > 1;
    return `Started ${many ? 'timers' : 'timer'} ${title}`;
  },
});

// ——— controls on one timer ———

const idOnly = <T extends string>(type: T) =>
  z.strictObject({ type: z.literal(type), id: z.string().min(1, 'name the timer').max(80) });

function control<T extends string>(
  type: T,
  apply: (timer: Timer, at: number) => Timer,
  verb: string,
) {
  return defineAction({
    type,
    kind: 'timer',
    schema: idOnly(type),
    apply(state, action, ctx) {
      const timer = findTimer(state, action.id);
      return { state: replaceTimer(state, apply(timer, ctx.at)), outcome: titleOutcome(timer) };
    },
    describe: (action, outcome) => `${verb} timer ${titleOf(outcome, action.id)}`,
  });
}

const start = control(
  'timer.start',
  (timer, at) => {
    if (timer.startedAt !== null) throw new ActionRejected(`${label(timer)} is already running`);
    return { ...timer, startedAt: at, pausedAt: null, pausedMs: 0 };
  },
  'Started',
);

const pause = control(
  'timer.pause',
  (timer, at) => {
    if (timer.startedAt === null || timer.pausedAt !== null)
      throw new ActionRejected(`${label(timer)} is not running`);
    return { ...timer, pausedAt: at };
  },
  'Paused',
);

const resume = control(
  'timer.resume',
  (timer, at) => {
    if (timer.startedAt === null || timer.pausedAt === null)
      throw new ActionRejected(`${label(timer)} is not paused`);
    return { ...timer, pausedMs: pausedSoFar(timer, at), pausedAt: null };
  },
  'Resumed',
);

const reset = control(
  'timer.reset',
  (timer) => ({ ...timer, startedAt: null, pausedAt: null, pausedMs: 0, addedMs: 0, turn: 1 }),
  'Reset',
);

const advance = control(
  'timer.advance',
  (timer, at) => {
    if (timer.kind !== 'turn-counter')
      throw new ActionRejected(`${label(timer)} is not a turn counter`);
    if (timer.startedAt === null) throw new ActionRejected(`${label(timer)} has not started`);
    if (timer.maxTurns !== null && timer.turn >= timer.maxTurns)
      throw new ActionRejected(`${label(timer)}: all ${timer.maxTurns} turns done`);
    // The new turn's time starts now; a paused counter stays paused.
    return {
      ...timer,
      turn: timer.turn + 1,
      startedAt: at,
      pausedAt: timer.pausedAt === null ? null : at,
      pausedMs: 0,
      addedMs: 0,
    };
  },
  'Advanced',
);

const removeSchema = idOnly('timer.remove');
const remove = defineAction({
  type: 'timer.remove',
  kind: 'timer',
  schema: removeSchema,
  apply(state, action) {
    const timer = findTimer(state, action.id);
    return {
      state: { ...state, timers: state.timers.filter((t) => t.id !== timer.id) },
      outcome: titleOutcome(timer),
    };
  },
  describe: (action, outcome) => `Removed timer ${titleOf(outcome, action.id)}`,
});

const adjustSchema = z.strictObject({
  type: z.literal('timer.adjust'),
  id: z.string().min(1, 'name the timer').max(80),
  seconds: secondsAdjustmentSchema,
});
const adjust = defineAction({
  type: 'timer.adjust',
  kind: 'timer',
  schema: adjustSchema,
  apply(state, action) {
    const timer = findTimer(state, action.id);
    const addedMs = timer.addedMs + action.seconds * 1000;
    if (timer.kind === 'countdown' && timer.durationMs + addedMs < 0)
      throw new ActionRejected(
        `cannot remove ${formatDuration(-action.seconds * 1000)}: ${label(timer)} is only ` +
          `${formatDuration(timer.durationMs + timer.addedMs)} long`,
      );
    return { state: replaceTimer(state, { ...timer, addedMs }), outcome: titleOutcome(timer) };
  },
  describe: (action, outcome) => {
    const amount = formatDuration(Math.abs(action.seconds) * 1000);
    const title = titleOf(outcome, action.id);
    return action.seconds > 0 ? `Added ${amount} to ${title}` : `Removed ${amount} from ${title}`;
  },
});

/** Countdowns that have run out by `at`: nothing left to show but the overrun. */
export function finishedCountdowns(timers: readonly Timer[], at: number): Timer[] {
  return timers.filter((t) => t.kind === 'countdown' && timerView(t, at).finished);
}

/**
 * The live state keeps the timers that still count: a countdown that has run out is cleared
 * when the clock enters a phase (its start, end and cues stay in the log), so a long game's
 * state holds what is running, not every time-out ever called.
 */
const clearFinishedSchema = z.strictObject({
  type: z.literal('timer.clear-finished'),
  ids: z.array(z.string().min(1).max(80)).min(1).max(10_000),
});
const clearFinished = defineAction({
  type: 'timer.clear-finished',
  kind: 'timer',
  schema: clearFinishedSchema,
  apply(state, action) {
    const ids = new Set(action.ids);
    const cleared = state.timers.filter((t) => ids.has(t.id));
    if (cleared.length === 0) throw new ActionRejected('none of those timers is still listed');
    return {
      state: { ...state, timers: state.timers.filter((t) => !ids.has(t.id)) },
      outcome: { titles: cleared.map(timerTitle) },
    };
  },
  describe: (action, outcome) => {
    const titles =
      outcome !== null && typeof outcome === 'object' && !Array.isArray(outcome)
        ? outcome.titles
        : null;
    const names = Array.isArray(titles) ? titles.join(', ') : action.ids.join(', ');
    return `Cleared the countdowns that had run out: ${names}`;
  },
});

/** What the timers do when the clock enters a phase: clear the countdowns that ran out. */
export function clearFinishedAtPhaseStart(state: SessionState): Action[] {
  // The phase began now: its start is the moment the countdowns are judged at.
  const finished = finishedCountdowns(state.timers, state.clock.phaseStartedAt ?? state.lastAt);
  return finished.length > 0
    ? [{ type: 'timer.clear-finished', ids: finished.map((t) => t.id) }]
    : [];
}

export const timerActionModules = [
  create,
  fromTemplate,
  start,
  pause,
  resume,
  reset,
  adjust,
  advance,
  remove,
  clearFinished,
] as const;
