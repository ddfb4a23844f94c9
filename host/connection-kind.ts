import { isIP } from 'node:net';
import { CONTROL, DISPLAY, parseViewer, type Viewer } from '../session/viewer.ts';
import type { Connection } from './connection.ts';

/**
 * Who a WebSocket client is, decided by the host when it connects. The rules:
 * - Control only from a loopback socket whose Origin is the host's own page: a LAN address
 *   is never Control, whatever headers it sends (Origin is trivially forged outside browsers).
 * - `?viewer=display&session=<id>` is a read-only screen of that session, for anyone who can
 *   reach the host; without `session` it follows the running session (and may open no other).
 * - `?viewer=team:<id>&session=<id>&key=<key>` is that team's screen, bound to that session,
 *   only with the team's current key.
 * - Anything else (a LAN console, a script or the CLI without Origin) is unpaired: it may
 *   only claim a pairing code or resume with its token.
 */

export interface UpgradeFacts {
  /** `req.socket.remoteAddress`. */
  remoteAddress: string | undefined;
  /** Whether an Origin header came and passed the own-page check (`refuseUpgrade`). */
  ownOrigin: boolean;
  /** The query of the WebSocket URL. */
  query: URLSearchParams;
}

export type UpgradeDecision =
  { ok: true; connection: Connection } | { ok: false; status: 400 | 403; reason: string };

/** Checks a team screen's key (constant time) for a session. */
export type TeamKeyCheck = (sessionId: string, teamId: string, key: string) => boolean;

const UNPAIRED: Connection = { viewer: DISPLAY, kind: 'unpaired' };

/** Whether a socket's peer is this machine (IPv4 127/8, ::1, and IPv4-mapped loopback). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const bare = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1' || bare === '0:0:0:0:0:0:0:1';
}

export function decideConnection(facts: UpgradeFacts, checkTeamKey: TeamKeyCheck): UpgradeDecision {
  const declared = facts.query.get('viewer');
  const viewer: Viewer | null = declared === null ? null : parseViewer(declared);
  if (declared !== null && viewer === null) {
    return {
      ok: false,
      status: 400,
      reason: `unknown viewer "${declared}": control, facilitator, display or team:<id>`,
    };
  }
  if (viewer?.kind === 'display') {
    // Bound to the session its link names, whether or not it exists: a mistyped one is
    // answered "not found" when the page opens it.
    const sessionId = facts.query.get('session') ?? '';
    return {
      ok: true,
      connection:
        sessionId === ''
          ? { viewer, kind: 'display', followsRunning: true }
          : { viewer, kind: 'display', sessionId },
    };
  }
  if (viewer?.kind === 'team') {
    const sessionId = facts.query.get('session') ?? '';
    const key = facts.query.get('key') ?? '';
    if (sessionId === '' || key === '') {
      return {
        ok: false,
        status: 403,
        reason: `a team's screen needs its link (session and key): ask Control for team ${viewer.team}'s link`,
      };
    }
    if (!checkTeamKey(sessionId, viewer.team, key)) {
      return {
        ok: false,
        status: 403,
        reason: `wrong or revoked key for team ${viewer.team}: ask Control for the team's current link`,
      };
    }
    return { ok: true, connection: { viewer, kind: 'team', sessionId } };
  }
  if (facts.ownOrigin && isLoopbackAddress(facts.remoteAddress)) {
    // The host's own page may still choose to look as a facilitator would.
    const own = viewer ?? CONTROL;
    return {
      ok: true,
      connection: { viewer: own, kind: own.kind === 'facilitator' ? 'facilitator' : 'control' },
    };
  }
  return { ok: true, connection: UNPAIRED };
}
