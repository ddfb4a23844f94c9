import { z } from 'zod';
import {
  colourSchema,
  idSchema,
  refTo,
  wholeNumber,
  reportDuplicateIds,
} from '../../scenarios/format/primitives.ts';

/**
 * The event timetable a scenario declares: when play starts and must stop, the turns and
 * phases in order (blocks of phases repeated N times), per-turn overrides, the cues that
 * fire as time runs out, the side timers Control can start from a template, and clock
 * checkpoints such as hourly awards. The console's clock engine expands this into a plan.
 */

export const clockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day like 16:00')
  .describe('A local time of day, HH:MM (24-hour).');

/** Minutes may be fractional, so a rehearsal can compress a phase to a few seconds. */
const minutes = z
  .number()
  .positive('must be more than 0 minutes')
  .max(24 * 60, 'must be at most 24 hours');

export const cueSoundSchema = z.enum(['none', 'chime', 'beep', 'alarm']);
export type CueSound = z.infer<typeof cueSoundSchema>;

export const cueSchema = z
  .object({
    /** Seconds remaining when the cue fires; 0 is the moment time runs out. */
    atSeconds: wholeNumber(0, 24 * 3600),
    sound: cueSoundSchema.default('chime'),
    flash: z.boolean().default(false),
    message: z.string().max(300).default(''),
  })
  .describe('A sound, a flash and/or a message when the time remaining reaches atSeconds.');
export type Cue = z.infer<typeof cueSchema>;

/**
 * What happens when a phase starts, run by the console as logged actions. Each kind is
 * declared by the feature that runs it (its manifest's `automations`); the list of features
 * gives them here once, as it loads, so the schedule accepts exactly the kinds declared.
 */
export type Automation = { kind: string } & Record<string, unknown>;

/** Before the features are listed (a test of the schedule alone), any kind reads as it is. */
const ANY_AUTOMATION: z.ZodType<Automation> = z.looseObject({ kind: z.string().min(1) });
let automationKinds: z.ZodType<Automation> | null = null;

/** Called once by the list of features with every automation kind's schema. */
export function provideAutomationKinds(schemas: readonly z.ZodType<Automation>[]): void {
  const [first, ...rest] = schemas;
  automationKinds = first
    ? (z.discriminatedUnion('kind', [first, ...rest] as never) as unknown as z.ZodType<Automation>)
    : null;
}

export const automationSchema: z.ZodType<Automation> = z.lazy(
  () => automationKinds ?? ANY_AUTOMATION,
);

export const phaseSchema = z
  .object({
    id: idSchema,
    name: z.string().trim().min(1, 'a phase needs a name').max(120),
    /**
     * The phase's length. An untimed phase needs none; if it gives one, that is how long it
     * usually takes, counted only in the plan (the projected end), never on the clock.
     */
    minutes: minutes.optional(),
    /**
     * The phase ends when the players are done, not when time runs out: the clock counts the
     * time it has taken upwards, never runs over and cues nothing.
     */
    untimed: z.boolean().default(false),
    colour: colourSchema.default('#3b82f6'),
    description: z.string().max(2000).default(''),
    atStart: z.array(automationSchema).default([]),
    /** Cues for this phase; when absent the schedule's `defaultCues` apply. */
    cues: z.array(cueSchema).optional(),
    /** The length is a sensible guess the source did not give: shown as "to confirm". */
    assumed: z.boolean().default(false),
  })
  .superRefine((phase, ctx) => {
    if (!phase.untimed && phase.minutes === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['minutes'],
        message: 'a timed phase needs its minutes (or mark it "untimed": true)',
      });
  });
export type PhaseDefinition = z.infer<typeof phaseSchema>;

export const blockSchema = z
  .object({
    id: idSchema,
    /** What one repetition is called on screen: "Turn", "Cycle", "Round". */
    label: z.string().trim().min(1).max(60).default('Turn'),
    /** Each repetition is one numbered turn. */
    repeat: wholeNumber(1, 500).default(1),
    phases: z.array(phaseSchema).min(1, 'a block needs at least one phase'),
  })
  .superRefine((block, ctx) => reportDuplicateIds(ctx, block.phases, 'phases', 'phase'));
export type BlockDefinition = z.infer<typeof blockSchema>;

export const overrideSchema = z.object({
  /** The turn number, counted across all blocks from 1. */
  turn: wholeNumber(1),
  phase: refTo('schedule.blocks.phases'),
  /** 0 skips that phase in that turn. */
  minutes: z
    .number()
    .min(0)
    .max(24 * 60),
});
export type PlanOverride = z.infer<typeof overrideSchema>;

export const timerKindSchema = z.enum(['countdown', 'repeating', 'stopwatch', 'turn-counter']);
export type TimerKind = z.infer<typeof timerKindSchema>;

/** A timer's length in seconds: a countdown's, or a repeating timer's period (at most a day). */
export const timerSecondsSchema = z
  .number()
  .int('must be a whole number of seconds')
  .min(1, 'must be at least 1 second')
  .max(24 * 3600, 'must be at most a day');

/** A turn counter's turns per phase (e.g. three map turns). */
export const timerMaxTurnsSchema = wholeNumber(1, 1000);

/**
 * The one rule for what a timer needs, whether a scenario's template or a timer Control
 * starts by hand: a countdown or a repeating timer needs its seconds, and only a turn counter
 * has a number of turns.
 */
export function reportTimerProblems(
  t: { kind: TimerKind; seconds?: number | undefined; maxTurns?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if ((t.kind === 'countdown' || t.kind === 'repeating') && t.seconds === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['seconds'],
      message: `a ${t.kind} timer needs seconds`,
    });
  if (t.kind !== 'turn-counter' && t.maxTurns !== undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['maxTurns'],
      message: `only a turn counter has maxTurns (this one is a ${t.kind})`,
    });
}

export const timerTemplateSchema = z
  .object({
    id: idSchema,
    name: z.string().trim().min(1).max(120),
    kind: timerKindSchema,
    /** Length of a countdown, or the period of a repeating timer. */
    seconds: timerSecondsSchema.optional(),
    /** One timer per scope (e.g. each map table); none means a single timer. */
    scopes: z.array(z.string().trim().min(1).max(120)).default([]),
    /** A turn counter's turns per phase (e.g. three map turns); none means open-ended. */
    maxTurns: timerMaxTurnsSchema.optional(),
    cues: z.array(cueSchema).default([]),
    /** What Control must do when a countdown ends ("reveal allegiance"). */
    then: z.string().max(300).default(''),
    /** Shown on the projector display; false keeps it on the console only. */
    display: z.boolean().default(true),
  })
  .superRefine(reportTimerProblems);
export type TimerTemplate = z.infer<typeof timerTemplateSchema>;

export const checkpointSchema = z.object({
  id: idSchema,
  /** Minutes of play after the game started (wall-clock, pauses included). */
  afterMinutes: minutes,
  label: z.string().trim().min(1).max(120),
  sound: cueSoundSchema.default('chime'),
  flash: z.boolean().default(true),
  message: z.string().max(300).default(''),
});
export type Checkpoint = z.infer<typeof checkpointSchema>;

/** The block that plays a turn (turns are numbered from 1 across all blocks). */
export function blockOfTurn<B extends { repeat: number }>(blocks: B[], turn: number): B | null {
  let last = 0;
  for (const block of blocks) {
    last += block.repeat;
    if (turn <= last) return block;
  }
  return null;
}

export const DEFAULT_CUES: Cue[] = [
  { atSeconds: 300, sound: 'chime', flash: false, message: '5 minutes left' },
  { atSeconds: 60, sound: 'beep', flash: true, message: '1 minute left' },
  { atSeconds: 0, sound: 'alarm', flash: true, message: 'Time' },
];

export const scheduleSchema = z
  .looseObject({
    startTime: clockTimeSchema.optional(),
    hardStop: clockTimeSchema.optional(),
    blocks: z.array(blockSchema).default([]),
    overrides: z.array(overrideSchema).default([]),
    defaultCues: z.array(cueSchema).default(DEFAULT_CUES),
    timers: z.array(timerTemplateSchema).default([]),
    checkpoints: z.array(checkpointSchema).default([]),
  })
  .superRefine((schedule, ctx) => {
    reportDuplicateIds(ctx, schedule.blocks, 'blocks', 'block');
    reportDuplicateIds(ctx, schedule.timers, 'timers', 'timer template');
    reportDuplicateIds(ctx, schedule.checkpoints, 'checkpoints', 'checkpoint');
    const templateIds = new Set(schedule.timers.map((t) => t.id));
    schedule.blocks.forEach((block, b) =>
      block.phases.forEach((phase, p) =>
        phase.atStart.forEach((automation, a) => {
          if (
            automation.kind === 'start-timer' &&
            typeof automation.template === 'string' &&
            !templateIds.has(automation.template)
          )
            ctx.addIssue({
              code: 'custom',
              path: ['blocks', b, 'phases', p, 'atStart', a, 'template'],
              message: `no timer template "${automation.template}" in schedule.timers`,
            });
        }),
      ),
    );
    const turnCount = schedule.blocks.reduce((sum, block) => sum + block.repeat, 0);
    schedule.overrides.forEach((o, i) => {
      if (o.turn > turnCount) {
        ctx.addIssue({
          code: 'custom',
          path: ['overrides', i, 'turn'],
          message: `turn ${o.turn} does not exist (the plan has ${turnCount} turns)`,
        });
        return;
      }
      const block = blockOfTurn(schedule.blocks, o.turn);
      if (block && !block.phases.some((phase) => phase.id === o.phase))
        ctx.addIssue({
          code: 'custom',
          path: ['overrides', i, 'phase'],
          message:
            `turn ${o.turn} has no phase "${o.phase}" (block "${block.id}" has ` +
            `${block.phases.map((phase) => `"${phase.id}"`).join(', ')})`,
        });
    });
  })
  .default({
    blocks: [],
    overrides: [],
    defaultCues: DEFAULT_CUES,
    timers: [],
    checkpoints: [],
  })
  .describe('The event timetable: start and hard stop, turns and phases, timers and cues.');
export type Schedule = z.infer<typeof scheduleSchema>;
