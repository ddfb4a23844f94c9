/**
 * Who is looking at a session. Every connection has one, fixed when it connects, and receives
 * only that viewer's projection of the state, the log and the scenario.
 *
 * - control: everything (the console on the host's machine);
 * - facilitator: everything but sealed secrets before they are revealed;
 * - team: its own hand and trackers, public things, the map as that team sees it;
 * - display: only what the projector shows.
 *
 * A team page and a display are screens: they never act.
 */
export type Viewer =
  | { kind: 'control' }
  | { kind: 'facilitator' }
  | { kind: 'team'; team: string }
  | { kind: 'display' };

export const CONTROL: Viewer = { kind: 'control' };
export const FACILITATOR: Viewer = { kind: 'facilitator' };
export const DISPLAY: Viewer = { kind: 'display' };
export const teamViewer = (team: string): Viewer => ({ kind: 'team', team });

/** Screens only look: any state-changing call from one is refused. */
export function isScreen(viewer: Viewer): boolean {
  return viewer.kind === 'team' || viewer.kind === 'display';
}

/** Control and facilitators run the game; they see what the players do not. */
export function isCrew(viewer: Viewer): boolean {
  return viewer.kind === 'control' || viewer.kind === 'facilitator';
}

/** The team a viewer speaks for, if it is a team's screen. */
export function viewerTeam(viewer: Viewer): string | null {
  return viewer.kind === 'team' ? viewer.team : null;
}

const TEAM_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** "control", "facilitator", "display" or "team:<id>", as a connection declares itself. */
export function parseViewer(text: string): Viewer | null {
  if (text === 'control') return CONTROL;
  if (text === 'facilitator') return FACILITATOR;
  if (text === 'display') return DISPLAY;
  const team = /^team:(.+)$/.exec(text)?.[1];
  return team !== undefined && TEAM_ID.test(team) ? teamViewer(team) : null;
}

export function formatViewer(viewer: Viewer): string {
  return viewer.kind === 'team' ? `team:${viewer.team}` : viewer.kind;
}
