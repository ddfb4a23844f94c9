/**
 * A rate limit as a bucket of tokens: it holds at most `burst`, refills at `perSecond`, and
 * each call takes one. A client may fire a burst (a console opening asks for a dozen things
 * at once) but not keep up more than the rate.
 */
export class TokenBucket {
  #tokens: number;
  #at: number;

  constructor(
    readonly burst: number,
    readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.#tokens = burst;
    this.#at = now();
  }

  /** Takes a token if there is one. */
  take(): boolean {
    const now = this.now();
    this.#tokens = Math.min(this.burst, this.#tokens + ((now - this.#at) / 1000) * this.perSecond);
    this.#at = now;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}
