import type { Schedule } from './schedule-format.ts';
import { expandPlan, planTotalMs } from './plan.ts';
import type { ClockState } from './types.ts';

/** The clock before the game starts: the expanded plan, nothing running. */
export function initialClock(schedule: Schedule): ClockState {
  const plan = expandPlan(schedule);
  return {
    status: 'ready',
    plan,
    baselineTotalMs: planTotalMs(plan),
    current: -1,
    phaseStartedAt: null,
    pausedAt: null,
    pausedMs: 0,
    addedMs: 0,
    startedAt: null,
    endedAt: null,
    runs: [],
    plannedStartAt: null,
    hardStopAt: null,
    checkpoints: schedule.checkpoints,
  };
}
