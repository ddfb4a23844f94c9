import type { BlockDefinition, PhaseDefinition, Schedule } from './schedule-format.ts';
import type { PlannedPhase } from './types.ts';

const MINUTE = 60_000;

export const minutesToMs = (minutes: number): number => Math.round(minutes * MINUTE);

/**
 * How each turn is called on screen. Turns are numbered per label across blocks ("Setup",
 * then "Turn 1" … "Turn 10" even if the turns come from two blocks); a label used by a
 * single turn in the whole plan stands alone ("Setup", not "Setup 1").
 */
export function turnLabels(blocks: readonly Pick<BlockDefinition, 'label' | 'repeat'>[]): string[] {
  const totals = new Map<string, number>();
  for (const block of blocks)
    totals.set(block.label, (totals.get(block.label) ?? 0) + block.repeat);
  const counts = new Map<string, number>();
  const labels: string[] = [];
  for (const block of blocks)
    for (let r = 0; r < block.repeat; r++) {
      const n = (counts.get(block.label) ?? 0) + 1;
      counts.set(block.label, n);
      labels.push(totals.get(block.label) === 1 ? block.label : `${block.label} ${n}`);
    }
  return labels;
}

/**
 * The schedule as a flat list of phases: blocks repeated, turns numbered from 1 across all
 * blocks, per-turn overrides applied (0 minutes leaves that phase out of that turn), and each
 * phase's cues (its own, or the schedule's defaults).
 */
export function expandPlan(schedule: Schedule): PlannedPhase[] {
  const overrides = new Map(schedule.overrides.map((o) => [`${o.turn}:${o.phase}`, o.minutes]));
  const labels = turnLabels(schedule.blocks);
  const plan: PlannedPhase[] = [];
  let turn = 0;
  for (const block of schedule.blocks)
    for (let r = 0; r < block.repeat; r++) {
      turn++;
      for (const phase of block.phases) {
        const key = `${turn}:${phase.id}`;
        const override = overrides.get(key);
        if (override === 0) continue;
        const planned = plannedPhase(block, phase, schedule, {
          key,
          turn,
          turnLabel: labels[turn - 1] ?? `Turn ${turn}`,
          minutes: override,
        });
        plan.push({ ...planned, baselineMs: planned.plannedMs });
      }
    }
  return plan;
}

/**
 * One phase of one turn as the plan holds it (its baseline is the caller's: the plan the
 * session began with, or 0 for a turn added later).
 */
export function plannedPhase(
  block: Pick<BlockDefinition, 'id'>,
  phase: PhaseDefinition,
  schedule: Pick<Schedule, 'defaultCues'>,
  at: { key: string; turn: number; turnLabel: string; minutes?: number | undefined },
): PlannedPhase {
  return {
    key: at.key,
    turn: at.turn,
    turnLabel: at.turnLabel,
    blockId: block.id,
    phaseId: phase.id,
    name: phase.name,
    plannedMs: minutesToMs(at.minutes ?? phase.minutes ?? 0),
    baselineMs: 0,
    colour: phase.colour,
    description: phase.description,
    atStart: phase.atStart,
    cues: phase.cues ?? schedule.defaultCues,
    assumed: phase.assumed,
    ...(phase.untimed ? { untimed: true } : {}),
  };
}

/** The length the clock counts down: none for an untimed phase. */
export const timedMs = (phase: PlannedPhase): number => (phase.untimed ? 0 : phase.plannedMs);

/** The sum of the current plan's lengths. */
export const planTotalMs = (plan: readonly PlannedPhase[]): number =>
  plan.reduce((sum, phase) => sum + phase.plannedMs, 0);

/** "Turn 3 · Commitment". */
export const phaseLabel = (phase: Pick<PlannedPhase, 'turnLabel' | 'name'>): string =>
  `${phase.turnLabel} · ${phase.name}`;
