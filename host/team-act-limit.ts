/**
 * How many actions one team's screens may send in a minute (the scenario's
 * `playerActions.perMinute`): a sliding window per session and team, so that one busy phone
 * cannot crowd out the hall, while a team's several phones share one allowance.
 */
export class TeamActLimit {
  readonly #sent = new Map<string, number[]>();

  /** Null when the action may go now (and counts it), or the seconds until one may. */
  take(sessionId: string, team: string, perMinute: number, now: number): number | null {
    const key = `${sessionId}|${team}`;
    const recent = (this.#sent.get(key) ?? []).filter((at) => now - at < 60_000);
    if (recent.length >= perMinute) {
      this.#sent.set(key, recent);
      return Math.max(1, Math.ceil((recent[0]! + 60_000 - now) / 1000));
    }
    recent.push(now);
    this.#sent.set(key, recent);
    return null;
  }
}
