/**
 * The links a console hands out in the hall, one per kind of screen, and the page a console
 * pairs on. Team links carry their key; nothing else ever carries a secret (a paired
 * console's token never goes in a URL).
 */

export interface HallLink {
  /** Stable, for tests and keys: "display", "team:red", "timer:t12". */
  id: string;
  label: string;
  url: string;
}

const q = encodeURIComponent;

export function screenLinks(
  base: string,
  sessionId: string,
  timers: readonly { id: string; name: string }[],
): HallLink[] {
  const s = q(sessionId);
  return [
    { id: 'display', label: 'Main clock display', url: `${base}/display?session=${s}` },
    { id: 'ticker', label: 'Ticker', url: `${base}/ticker?session=${s}` },
    { id: 'results', label: 'Results', url: `${base}/results?session=${s}` },
    ...timers.map((timer) => ({
      id: `timer:${timer.id}`,
      label: `Timer: ${timer.name}`,
      url: `${base}/timer?session=${s}&timer=${q(timer.id)}`,
    })),
  ];
}

export function teamLink(
  base: string,
  sessionId: string,
  team: { id: string; name: string },
  key: string,
): HallLink {
  return {
    id: `team:${team.id}`,
    label: team.name,
    url: `${base}/team?session=${q(sessionId)}&team=${q(team.id)}&key=${q(key)}`,
  };
}

/** Where a paired console opens the session; the code is typed there, not carried in the link. */
export function consoleLink(base: string, sessionId: string): string {
  return `${base}/#/session/${q(sessionId)}`;
}
