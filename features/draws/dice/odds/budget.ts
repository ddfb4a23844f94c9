/**
 * A time budget for one odds computation. Exact work checks it between steps (a row of a
 * convolution, a value of a keep table) and gives up with `OutOfTime` once the deadline has
 * passed, so that the caller can answer with an estimate instead of hanging. Pure: the clock
 * is passed in (the engines may not read a host's timers).
 */

export class OutOfTime extends Error {
  constructor() {
    super('the odds took longer than their budget');
  }
}

export interface Budget {
  /** Throws `OutOfTime` when the deadline has passed. */
  check(): void;
  /** Milliseconds left (never below 0). */
  left(): number;
}

export type Clock = () => number;

export function budgetOf(ms: number, now: Clock = Date.now): Budget {
  const deadline = now() + ms;
  return {
    check() {
      if (now() > deadline) throw new OutOfTime();
    },
    left: () => Math.max(0, deadline - now()),
  };
}

/** No deadline (tests, and callers that must have the exact answer). */
export const UNLIMITED: Budget = { check() {}, left: () => Number.POSITIVE_INFINITY };
