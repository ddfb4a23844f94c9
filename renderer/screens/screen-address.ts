import { displayAddress } from '../display/display-address.ts';

/**
 * The read-only pages a hall puts on its screens, and how their addresses read:
 *   /display?session=<id>                              the projector (see display-address.ts)
 *   /team?session=<id>&team=<teamId>&key=<teamKey>     one team's own screen
 *   /ticker?session=<id>                               the announcements as a news strip
 *   /timer?session=<id>&timer=<timerId>                one big countdown (the turn clock without `timer`)
 *   /results?session=<id>                              the public outcomes, newest first
 * Each also reads as `#/<page>/<id>` inside the app, like the display. Every page takes
 * `?theme=light`; all are dark otherwise. Without a session id a page follows the running session.
 */
export const SCREEN_PAGES = ['display', 'team', 'ticker', 'timer', 'results'] as const;
export type ScreenPage = (typeof SCREEN_PAGES)[number];

export interface ScreenAddress {
  page: ScreenPage;
  /** null: follow whichever session is running. Not validated here: a typo shows "not found". */
  sessionId: string | null;
  theme: 'light' | 'dark';
  /** The team page's team; null when missing or not a team id (the page says so). */
  team: string | null;
  /** The team page's key, passed through to the host untouched. */
  key: string | null;
  /** The timer page's timer; null for the turn clock. */
  timer: string | null;
  /** A team page opened from a player's own link: that roster player's id (who acts). */
  player?: string | null;
}

/** The same rule as the host's viewer parser: a team id as a scenario spells it. */
const TEAM_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

const pagePath = /\/(team|ticker|timer|results)$/;
const pageHash = /^#\/(team|ticker|timer|results)(?:\/([^/?]*))?\/?$/;

const given = (value: string | null | undefined): string | null => value?.trim() || null;

function safeDecode(text: string | undefined): string | undefined {
  try {
    return text === undefined ? undefined : decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The screen this address asks for, or null for the main app. */
export function screenAddress(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): ScreenAddress | null {
  const display = displayAddress(location);
  const params = new URLSearchParams(location.search);
  const extras = { team: null, key: null, timer: null };
  if (display) return { page: 'display', ...display, ...extras };
  const hash = pageHash.exec(location.hash);
  const path = hash ? null : pagePath.exec(location.pathname);
  const page = (hash?.[1] ?? path?.[1]) as ScreenPage | undefined;
  if (!page) return null;
  const sessionId = given(safeDecode(hash?.[2])) ?? given(params.get('session'));
  const team = given(params.get('team'));
  const player = page === 'team' ? given(params.get('player')) : null;
  return {
    page,
    sessionId,
    theme: params.get('theme') === 'light' ? 'light' : 'dark',
    team: page === 'team' && team !== null && TEAM_ID.test(team) ? team : null,
    key: page === 'team' ? given(params.get('key')) : null,
    timer: page === 'timer' ? given(params.get('timer')) : null,
    ...(player ? { player } : {}),
  };
}

/** Who the page is to the host: a team's screen is that team, every other screen the display. */
export function screenViewer(address: ScreenAddress): string {
  return address.page === 'team' && address.team ? `team:${address.team}` : 'display';
}

/**
 * The WebSocket address a screen connects to: the viewer it is, the session it shows (the
 * host binds the connection to it: a screen opens no other), and for a team's screen the
 * team's key, which the host checks before it sends that team anything. Without a session
 * the host lets the page follow the running session. The one place a screen's connection is
 * described.
 */
export function screenSocketUrl(address: ScreenAddress, page: string | URL): URL {
  const url = new URL('ws', page);
  url.search = '';
  url.hash = '';
  url.searchParams.set('viewer', screenViewer(address));
  if (address.sessionId) url.searchParams.set('session', address.sessionId);
  if (address.page === 'team' && address.key) url.searchParams.set('key', address.key);
  return url;
}

/** The path of a screen page for one session ("/ticker?session=…"), as the Screens menu links it. */
export function screenPath(
  page: ScreenPage,
  sessionId: string,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams({ session: sessionId, ...extra });
  return `/${page}?${params.toString()}`;
}

/**
 * A team's screen: its address carries the team's key, so only whoever holds it opens it; a
 * player's own link names the player too, so what they send is logged under their name.
 */
export function teamScreenLink(
  sessionId: string,
  teamId: string,
  key: string,
  player?: string,
): string {
  return screenPath('team', sessionId, { team: teamId, key, ...(player ? { player } : {}) });
}
