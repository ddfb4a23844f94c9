import { screenPath, teamScreenLink, type ScreenPage } from './screen-address.ts';

/** One entry of the console's Screens menu: a page to open or copy, or why it cannot be yet. */
export interface ScreenLink {
  /** Stable within the menu, for keys and test ids. */
  id: string;
  page: ScreenPage;
  label: string;
  /** The page's path; null when the page needs what the console does not have yet. */
  path: string | null;
  /** Why there is no path. */
  note: string;
}

export interface ScreenLinkSources {
  teams: readonly { id: string; name: string }[];
  /** The side timers the players may see (a table's timer page shows one of these). */
  timers: readonly { id: string; name: string; scope: string }[];
  /**
   * The team's key for its screen, when the host hands keys to the console; null otherwise
   * (the team's page is then listed without a link).
   */
  teamKey?: (teamId: string) => string | null;
}

export const NEEDS_TEAM_KEY = "needs the team's key from Control";

/** The pages of one session's screens, in the order the menu lists them. */
export function screenLinks(sessionId: string, sources: ScreenLinkSources): ScreenLink[] {
  const page = (id: string, which: ScreenPage, label: string, extra?: Record<string, string>) => ({
    id,
    page: which,
    label,
    path: screenPath(which, sessionId, extra),
    note: '',
  });
  return [
    page('display', 'display', 'Projector display'),
    page('ticker', 'ticker', 'News ticker'),
    page('results', 'results', 'Public results'),
    page('timer', 'timer', 'Turn clock, full screen'),
    ...sources.timers.map((t) =>
      page(`timer-${t.id}`, 'timer', `Timer: ${t.name}${t.scope ? ` · ${t.scope}` : ''}`, {
        timer: t.id,
      }),
    ),
    ...sources.teams.map((team): ScreenLink => {
      const key = sources.teamKey?.(team.id) ?? null;
      return {
        id: `team-${team.id}`,
        page: 'team',
        label: `Team: ${team.name}`,
        path: key === null ? null : teamScreenLink(sessionId, team.id, key),
        note: key === null ? NEEDS_TEAM_KEY : '',
      };
    }),
  ];
}
