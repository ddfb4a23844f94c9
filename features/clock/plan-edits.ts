import type { Schedule } from './schedule-format.ts';
import { ActionRejected } from '../../session/types.ts';
import { formatMinutes } from './format-duration.ts';
import { minutesToMs, phaseLabel, plannedPhase, timedMs } from './plan.ts';
import type { ClockState, PlannedPhase } from './types.ts';

/**
 * Edits to the rest of the plan: lengthen or shorten a phase, shorten whole turns, drop turns,
 * add turns. Only what the clock has not reached may change, so the record of what was played
 * (the runs) stays true.
 */

const MINUTE = 60_000;

/** The turns in plan order, each with its phases' plan indices. */
export function turnsOf(plan: readonly PlannedPhase[]): { turn: number; indices: number[] }[] {
  const turns: { turn: number; indices: number[] }[] = [];
  plan.forEach((phase, index) => {
    const last = turns.at(-1);
    if (last && last.turn === phase.turn) last.indices.push(index);
    else turns.push({ turn: phase.turn, indices: [index] });
  });
  return turns;
}

/** A turn is still to come when the clock has not reached or visited any of its phases. */
export function turnNotStarted(clock: ClockState, indices: readonly number[]): boolean {
  if (clock.status === 'ended') return false;
  return indices.every((i) => i > clock.current && !clock.runs.some((run) => run.index === i));
}

/** The turns still to come, in plan order. */
export function upcomingTurns(clock: ClockState): { turn: number; indices: number[] }[] {
  return turnsOf(clock.plan).filter((t) => turnNotStarted(clock, t.indices));
}

/**
 * How many whole minutes to take from each phase to shorten a turn by `minutes`, spread in
 * proportion to the phases' lengths (largest remainder first), never leaving a phase under
 * one minute. Null when the turn cannot lose that much.
 */
export function shortenAllocation(lengthsMs: readonly number[], minutes: number): number[] | null {
  const capacity = lengthsMs.map((ms) => Math.max(0, Math.floor((ms - MINUTE) / MINUTE)));
  if (capacity.reduce((a, b) => a + b, 0) < minutes) return null;
  const total = lengthsMs.reduce((a, b) => a + b, 0);
  const ideal = lengthsMs.map((ms) => (minutes * ms) / total);
  const taken = ideal.map((x, i) => Math.min(capacity[i] ?? 0, Math.floor(x)));
  let left = minutes - taken.reduce((a, b) => a + b, 0);
  while (left > 0) {
    let best = -1;
    for (let i = 0; i < taken.length; i++) {
      if ((taken[i] ?? 0) >= (capacity[i] ?? 0)) continue;
      const gap = (ideal[i] ?? 0) - (taken[i] ?? 0);
      if (best < 0 || gap > (ideal[best] ?? 0) - (taken[best] ?? 0)) best = i;
    }
    taken[best] = (taken[best] ?? 0) + 1;
    left--;
  }
  return taken;
}

const describeTurn = (clock: ClockState, indices: readonly number[]): string =>
  clock.plan[indices[0] ?? -1]?.turnLabel ?? 'that turn';

/** Shorten every not-yet-started turn from `fromTurn` on by `minutesEach` whole minutes. */
export function shortenTurns(clock: ClockState, fromTurn: number, minutesEach: number): ClockState {
  const turns = turnsOf(clock.plan).filter((t) => t.turn >= fromTurn);
  const started = turns.find((t) => !turnNotStarted(clock, t.indices));
  if (started)
    throw new ActionRejected(
      `${describeTurn(clock, started.indices)} has already started — shorten the turns after it`,
    );
  if (turns.length === 0) throw new ActionRejected(`there are no turns from turn ${fromTurn} on`);
  const plan = clock.plan.slice();
  for (const { indices } of turns) {
    // Untimed phases have no length to take from.
    const lengths = indices.map((i) => (plan[i] ? timedMs(plan[i]) : 0));
    if (lengths.every((ms) => ms === 0))
      throw new ActionRejected(`${describeTurn(clock, indices)} has no timed phase to shorten`);
    const taken = shortenAllocation(lengths, minutesEach);
    if (!taken)
      throw new ActionRejected(
        `${describeTurn(clock, indices)} cannot lose ${formatMinutes(minutesEach * MINUTE)} ` +
          'without a phase dropping under 1 minute',
      );
    indices.forEach((index, k) => {
      const phase = plan[index];
      if (phase) plan[index] = { ...phase, plannedMs: phase.plannedMs - (taken[k] ?? 0) * MINUTE };
    });
  }
  return { ...clock, plan };
}

/** Remove whole turns that have not started; the indices of what was played are kept true. */
export function dropTurns(clock: ClockState, turns: readonly number[]): ClockState {
  const all = turnsOf(clock.plan);
  const dropped = new Set<number>();
  for (const turn of turns) {
    const found = all.find((t) => t.turn === turn);
    if (!found) throw new ActionRejected(`there is no turn ${turn} in the plan`);
    if (!turnNotStarted(clock, found.indices))
      throw new ActionRejected(`${describeTurn(clock, found.indices)} has already started`);
    found.indices.forEach((i) => dropped.add(i));
  }
  if (dropped.size === clock.plan.length)
    throw new ActionRejected('cannot drop every turn — end the game instead');
  const newIndex: number[] = [];
  const plan: PlannedPhase[] = [];
  clock.plan.forEach((phase, i) => {
    newIndex[i] = plan.length;
    if (!dropped.has(i)) plan.push(phase);
  });
  const remap = (i: number) => (i < 0 ? i : (newIndex[i] ?? i));
  return {
    ...clock,
    plan,
    current: remap(clock.current),
    runs: clock.runs.map((run) => ({ ...run, index: remap(run.index) })),
  };
}

/** "Turn 10" → "Turn 11"; a label without a number gets one. */
function nextLabel(label: string, step: number): string {
  const match = /^(.*?)(\d+)$/.exec(label);
  if (match) return `${match[1]}${Number(match[2]) + step}`;
  return `${label} ${step + 1}`;
}

/**
 * Append `count` turns after the last one, each a fresh copy of the last turn's block as the
 * scenario defines it. They were not in the plan the session began with: baseline 0.
 */
export function addTurns(
  clock: ClockState,
  count: number,
  schedule: Pick<Schedule, 'blocks' | 'defaultCues'>,
  keySuffix: string,
): ClockState {
  const { blocks } = schedule;
  const last = clock.plan.at(-1);
  const block = blocks.find((b) => b.id === last?.blockId) ?? blocks.at(-1);
  if (!block) throw new ActionRejected('the schedule has no turns to repeat');
  const lastTurn = last?.turn ?? 0;
  const lastLabel = last?.turnLabel ?? `${block.label} 0`;
  const plan = clock.plan.slice();
  for (let k = 1; k <= count; k++) {
    const turn = lastTurn + k;
    for (const phase of block.phases)
      plan.push(
        plannedPhase(block, phase, schedule, {
          key: `${turn}:${phase.id}+${keySuffix}`,
          turn,
          turnLabel: nextLabel(lastLabel, k),
        }),
      );
  }
  return { ...clock, plan };
}

/** Give one phase the clock has not passed a new length (an untimed phase becomes timed). */
export function setPhaseLength(clock: ClockState, index: number, minutes: number): ClockState {
  const phase = clock.plan[index];
  if (!phase)
    throw new ActionRejected(`there is no phase ${index + 1} (the plan has ${clock.plan.length})`);
  if (clock.status === 'ended') throw new ActionRejected('the game has ended');
  if (index < clock.current)
    throw new ActionRejected(`${phaseLabel(phase)} is over — its length can no longer change`);
  const plan = clock.plan.slice();
  const { untimed: _untimed, ...timed } = phase;
  plan[index] = { ...timed, plannedMs: minutesToMs(minutes) };
  return { ...clock, plan };
}

/** "Turn 12", "Turns 11–12", or a list when the turns are not one run of numbers. */
export function turnRangeText(labels: readonly string[]): string {
  if (labels.length === 1) return labels[0] ?? '';
  const parts = labels.map((label) => /^(.*?) (\d+)$/.exec(label));
  const prefix = parts[0]?.[1];
  const numbers = parts.map((p) => (p && p[1] === prefix ? Number(p[2]) : NaN));
  const consecutive = numbers.every((n, i) => i === 0 || n === (numbers[i - 1] ?? NaN) + 1);
  if (prefix !== undefined && consecutive) return `${prefix}s ${numbers[0]}–${numbers.at(-1)}`;
  return labels.join(', ');
}
