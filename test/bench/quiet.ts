import os from 'node:os';

/** Idle and total CPU time of all cores so far, in ms. */
function cpuTimes(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

/**
 * Waits until the machine's cores have been mostly idle over a short window, or `maxMs` have
 * passed; returns how long it waited.
 *
 * A cold start is timed from a quiet machine. Just after the bench opens or closes a browser
 * page, Chromium goes on working for a second or two (tearing down the old page's processes,
 * readying a spare one). On 2 cores that work, which is the bench's and not Lodestar's,
 * otherwise doubled the time `lodestar serve` took to start.
 */
export async function untilQuiet({
  busyBelow = 0.15,
  windowMs = 200,
  maxMs = 5000,
}: { busyBelow?: number; windowMs?: number; maxMs?: number } = {}): Promise<number> {
  const start = performance.now();
  let before = cpuTimes();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const now = cpuTimes();
    const total = now.total - before.total;
    const busy = total > 0 ? 1 - (now.idle - before.idle) / total : 0;
    const waited = performance.now() - start;
    if (busy < busyBelow || waited >= maxMs) return waited;
    before = now;
  }
}
