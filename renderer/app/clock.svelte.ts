/** "Now", refreshed every so often, so relative times ("5 minutes ago") stay true on screen. */
export class Clock {
  now = $state(Date.now());
  #timer: ReturnType<typeof setInterval>;

  constructor(intervalMs = 30_000) {
    this.#timer = setInterval(() => (this.now = Date.now()), intervalMs);
  }

  destroy(): void {
    clearInterval(this.#timer);
  }
}
