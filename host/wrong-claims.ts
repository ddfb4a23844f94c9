/**
 * How many wrong pairing codes the host listens to, and from whom. Each device (see
 * source-address.ts) has its own budget, so a device that guesses locks out only itself: a
 * console elsewhere in the hall that types the code Control read out still pairs.
 */

/** Wrong codes one device may send in a minute; then its claims are refused until it waits. */
export const WRONG_CLAIMS_PER_SOURCE = 10;

/**
 * Wrong codes from every device together in a minute, beyond which a device that has itself
 * been wrong in that minute is refused too. Why it exists: it bounds guessing with many
 * addresses. At most 300 a minute, over a code's five minutes, is 1,500 guesses among 31^6
 * (887 million) codes. Why it is this high: reaching it takes 30 devices each at its own
 * limit, far beyond one guesser, and even then a device with no wrong code in that minute
 * (a console typing its code right) is still heard.
 */
export const WRONG_CLAIMS_CEILING = 300;

const WINDOW_MS = 60_000;

export class WrongClaims {
  /** The times of each device's wrong codes in the last minute, oldest first. */
  readonly #bySource = new Map<string, number[]>();
  #total = 0;

  constructor(
    private readonly now: () => number,
    readonly perSource: number = WRONG_CLAIMS_PER_SOURCE,
    readonly ceiling: number = WRONG_CLAIMS_CEILING,
  ) {}

  /** Why a claim from `source` is not even compared now, or null when it may be. */
  refusal(source: string): string | null {
    const now = this.now();
    this.#forgetBefore(now - WINDOW_MS);
    const times = this.#bySource.get(source);
    if (times === undefined) return null;
    const wait = `wait ${Math.max(1, Math.ceil(((times[0] ?? now) + WINDOW_MS - now) / 1000))} s`;
    if (times.length >= this.perSource)
      return `too many wrong codes from this device in the last minute: ${wait} and try again, with the code Control reads out`;
    if (this.#total >= this.ceiling)
      return `too many wrong codes in the hall in the last minute: ${wait} and try again, with the code Control reads out`;
    return null;
  }

  /** A claim from `source` matched no live code. */
  wrong(source: string): void {
    const times = this.#bySource.get(source) ?? [];
    times.push(this.now());
    this.#bySource.set(source, times);
    this.#total += 1;
  }

  #forgetBefore(cutoff: number): void {
    for (const [source, times] of this.#bySource) {
      let old = 0;
      while (old < times.length && (times[old] ?? cutoff) <= cutoff) old += 1;
      if (old === 0) continue;
      this.#total -= old;
      if (old === times.length) this.#bySource.delete(source);
      else times.splice(0, old);
    }
  }
}
