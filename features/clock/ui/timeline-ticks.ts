const MINUTE = 60_000;
const STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 180, 240, 360, 720].map((m) => m * MINUTE);

/**
 * Round times of day between `start` and `end` for the timeline's axis: the smallest step
 * (1 min … 12 h) that gives at most `maxTicks`, aligned to this machine's local clock.
 */
export function timeTicks(start: number, end: number, maxTicks: number): number[] {
  if (!(end > start) || maxTicks < 1) return [];
  const span = end - start;
  const step = STEPS.find((s) => span / s <= maxTicks) ?? STEPS[STEPS.length - 1]!;
  // Align on local time: "16:00", not 16:00 UTC shown as 17:00.
  const offset = new Date(start).getTimezoneOffset() * MINUTE;
  const first = Math.ceil((start - offset) / step) * step + offset;
  const ticks: number[] = [];
  for (let t = first; t <= end; t += step) ticks.push(t);
  return ticks;
}
