import type { PlannedPhase } from '../types.ts';

export type PhaseStatus = 'done' | 'current' | 'upcoming';

export interface PlanTurn {
  turn: number;
  turnLabel: string;
  phases: { index: number; phase: PlannedPhase; status: PhaseStatus }[];
  /** Every phase of the turn is still ahead: it can be dropped or shortened. */
  upcoming: boolean;
}

/** The plan as turns of phases, each phase placed against the current index. */
export function groupPlan(plan: readonly PlannedPhase[], current: number): PlanTurn[] {
  const turns: PlanTurn[] = [];
  plan.forEach((phase, index) => {
    const status: PhaseStatus =
      index < current ? 'done' : index === current ? 'current' : 'upcoming';
    let last = turns[turns.length - 1];
    if (!last || last.turn !== phase.turn || last.turnLabel !== phase.turnLabel) {
      last = { turn: phase.turn, turnLabel: phase.turnLabel, phases: [], upcoming: true };
      turns.push(last);
    }
    last.phases.push({ index, phase, status });
    if (status !== 'upcoming') last.upcoming = false;
  });
  return turns;
}

/** The first turn that has not begun (where "shorten the remaining turns" starts). */
export function firstUpcomingTurn(turns: readonly PlanTurn[]): number | null {
  return turns.find((t) => t.upcoming)?.turn ?? null;
}

/** Total planned minutes of the phases still ahead (the current one included). */
export function remainingPlannedMs(plan: readonly PlannedPhase[], current: number): number {
  return plan.slice(Math.max(0, current)).reduce((sum, phase) => sum + phase.plannedMs, 0);
}
