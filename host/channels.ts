import { z } from 'zod';
import { lazyTable } from './lazy-table.ts';
import { checkedScenarioSchema } from '../scenarios/format/checked-scenario.ts';
import type { SessionHeader, SessionState } from '../session/types.ts';

/**
 * The one table of every message between the renderer and the host. The Electron preload
 * exposes one function per channel, the WebSocket server answers the same table, and both
 * ends validate what they receive against it. Pure: imported by host, preload and renderer.
 */

export const problemSchema = z.object({ path: z.string(), message: z.string() });

export const scenarioIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,120}$/, 'not a scenario id');

export const scenarioSummarySchema = z.object({
  id: scenarioIdSchema,
  fileName: z.string(),
  title: z.string(),
  players: z.object({ min: z.number(), max: z.number() }),
  durationMinutes: z.number(),
  teamCount: z.number().int(),
  seatCount: z.number().int(),
  mapCount: z.number().int(),
  deckCount: z.number().int(),
  tags: z.array(z.string()),
  designers: z.array(z.string()),
  /** ISO timestamp of the last save. */
  modifiedAt: z.string(),
});
export type ScenarioSummary = z.infer<typeof scenarioSummarySchema>;

/** A file in the data folder that could not be loaded; it is left untouched on disk. */
export const fileProblemSchema = z.object({
  fileName: z.string(),
  kind: z.enum(['empty', 'invalid-json', 'newer-version', 'invalid', 'unreadable']),
  problems: z.array(problemSchema),
  /** A previous good copy (`.bak`) exists and can be opened as a new scenario. */
  hasBackup: z.boolean(),
});
export type FileProblem = z.infer<typeof fileProblemSchema>;

export const templateSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  players: z.object({ min: z.number(), max: z.number() }),
  durationMinutes: z.number(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const sessionIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,120}$/, 'not a session id');

export const sessionSummarySchema = z.object({
  id: sessionIdSchema,
  fileName: z.string(),
  title: z.string(),
  scenarioId: z.string().nullable(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  createdBy: z.string(),
  /** `ended` once Control ends the session; the clock may have ended earlier. */
  status: z.enum(['running', 'ended']),
  clockStatus: z.enum(['ready', 'running', 'paused', 'ended']),
  /** "Turn 3 · Commitment", or "Not started". */
  position: z.string(),
  /** Entries in the log. */
  seq: z.number().int(),
  /** Epoch milliseconds of the last entry (or of creation). */
  lastAt: z.number(),
  archived: z.boolean(),
  /** Its log does not hold together: nothing is written until Control forks or accepts it. */
  readOnly: z.boolean().optional(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/**
 * Why a session opened read-only (for Control and facilitators; null for screens and for a log
 * that holds together): each problem found, and the last good entry, where a fork starts.
 */
export const sessionIntegritySchema = z.object({
  readOnly: z.string(),
  problems: z.array(
    z.object({ kind: z.string(), seq: z.number().int().nullable(), message: z.string() }),
  ),
  lastGood: z.number().int().min(0),
});
export type SessionIntegrity = z.infer<typeof sessionIntegritySchema>;

/**
 * The log's head as screens show it ("#1234·a1b2c3"): the last entry's seq and the start of
 * its hash, to be photographed and checked later with `session verify --anchor`.
 */
export const logHeadSchema = z.object({ seq: z.number().int().min(0), hash: z.string() });
export type LogHead = z.infer<typeof logHeadSchema>;

/** A session file that could not be opened; it is left untouched on disk. */
export const sessionProblemSchema = z.object({
  fileName: z.string(),
  message: z.string(),
});
export type SessionProblem = z.infer<typeof sessionProblemSchema>;

/**
 * Session states, headers and log entries are built by the console engine on the host and
 * are too rich to re-check field by field on every update; they cross as checked JSON objects.
 */
const jsonObject = <T>(what: string) =>
  z.custom<T>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), `not a ${what}`);
export const sessionStateSchema = jsonObject<SessionState>('session state');
export const sessionHeaderSchema = jsonObject<SessionHeader>('session header');

/** A log line as a viewer reads it: words only, never the action or its result. */
export const logLineSchema = z.object({
  seq: z.number().int(),
  at: z.number(),
  by: z.string(),
  type: z.string(),
  kind: z.string(),
  text: z.string(),
  automated: z.boolean(),
  causedBy: z.number().int().nullable(),
});

/** An action as the console sends it; the host checks it against the action registry. */
export const actionRequestSchema = z.looseObject({ type: z.string().min(1).max(80) });

export const facilitatorSchema = z.string().trim().min(1, 'who is acting?').max(80);

/** Team screen keys by session id, then team id (kept by the host, copied by a standby). */
export const teamKeyTableSchema = z.record(
  z.string().max(200),
  z.record(z.string().max(200), z.string().min(16).max(100)),
);

/** A paired console as a host keeps it: the SHA-256 of its token (hex), never the token. */
export const storedConsoleSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().max(200),
  role: z.enum(['facilitator', 'standby']),
  sessionId: z.string().max(200),
  pairedAt: z.number(),
  tokenDigest: z.string().regex(/^[0-9a-f]{64}$/),
  /** Copied from the host a standby follows, not paired there. */
  copied: z.boolean().optional(),
});

export const screenSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  primary: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
});

/** RFC 6902 operations, as `diffJson` makes them. */
export const jsonPatchSchema = z.array(
  z.discriminatedUnion('op', [
    z.object({ op: z.literal('add'), path: z.string(), value: z.unknown() }),
    z.object({ op: z.literal('remove'), path: z.string() }),
    z.object({ op: z.literal('replace'), path: z.string(), value: z.unknown() }),
  ]),
);

const empty = z.object({});

/** A standby as its host sees it. */
export const standbyPeerSchema = z.object({
  name: z.string(),
  /** Where clients reach it (http://host:port). */
  address: z.string(),
  /** Entries the host holds that the standby had not copied when it last said. */
  behind: z.number().int(),
  /** Epoch milliseconds of its last report. */
  lastContactAt: z.number(),
});

/** What a standby is doing: following its host, or promoted. */
export const followingSchema = z.object({
  /** The host it follows, as http://host:port. */
  host: z.string(),
  state: z.enum(['connecting', 'following', 'lost']),
  sessions: z.array(
    z.object({
      id: sessionIdSchema,
      /** Entries copied here. */
      seq: z.number().int(),
      /** Entries the host was last known to hold. */
      hostSeq: z.number().int(),
      /** Why copying this session stopped (a broken chain), or null. */
      problem: z.string().nullable(),
    }),
  ),
  /** Epoch milliseconds of the last message from the host, or null before the first. */
  lastContactAt: z.number().nullable(),
  /** Milliseconds from the host stamping the last copied entry to its copy being on disk. */
  lastLagMs: z.number().nullable(),
});

export const standbyStatusSchema = z.object({
  role: z.enum(['host', 'standby', 'promoted']),
  /** Standbys connected to this host. */
  standbys: z.array(standbyPeerSchema),
  /** The last standby that left, while none is connected (nothing is being copied). */
  departed: z.object({ name: z.string(), address: z.string(), at: z.number() }).nullable(),
  /** On a standby (and after promotion, what it followed): its host and how far it has copied. */
  following: followingSchema.nullable(),
  serverNow: z.number(),
});
export type StandbyStatus = z.infer<typeof standbyStatusSchema>;
export const pairingRoleSchema = z.enum(['facilitator', 'standby']);
export const connectionKindSchema = z.enum([
  'control',
  'facilitator',
  'standby',
  'display',
  'team',
  'unpaired',
]);
export const whoamiSchema = z.object({
  kind: connectionKindSchema,
  name: z.string().nullable(),
  sessionId: z.string().nullable(),
});
const pairedSchema = z.object({
  sessionId: sessionIdSchema,
  name: z.string(),
  role: pairingRoleSchema,
});
export const pairingCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  sessionId: sessionIdSchema,
  role: pairingRoleSchema,
  /** Epoch milliseconds. */
  expiresAt: z.number(),
  usesLeft: z.number().int(),
});
export type PairingCodeData = z.infer<typeof pairingCodeSchema>;
export const pairedConsoleSchema = pairedSchema.extend({ id: z.string(), pairedAt: z.number() });
export const hallConnectionSchema = z.object({
  kind: connectionKindSchema,
  name: z.string().nullable(),
  address: z.string(),
  sessionId: z.string().nullable(),
  /** The paired console it speaks for: revoking that closes it. */
  consoleId: z.string().nullable(),
  /** Epoch milliseconds. */
  since: z.number(),
  lastSeen: z.number(),
});
export type HallConnection = z.infer<typeof hallConnectionSchema>;
export const lanStatusSchema = z.object({
  /** False in a shell that cannot serve the network. */
  supported: z.boolean(),
  on: z.boolean(),
  /** Where other devices open the app (`http://192.168.1.20:4777`). */
  urls: z.array(z.string()),
  /** Why LAN mode could not start, if it could not. */
  error: z.string().nullable(),
});
export type LanStatus = z.infer<typeof lanStatusSchema>;
const byId = z.object({ id: scenarioIdSchema });

const channelSpecs = {
  /** Every loadable scenario and every file that could not be loaded. */
  'library.list': () => ({
    request: empty,
    response: z.object({
      dataDir: z.string(),
      scenarios: z.array(scenarioSummarySchema),
      problems: z.array(fileProblemSchema),
    }),
  }),
  /** The bundled scenarios, always available as templates. */
  'library.templates': () => ({ request: empty, response: z.array(templateSummarySchema) }),
  /** Open a `.bak` of a file that failed to load as a new scenario; the broken file stays. */
  'library.openBackup': () => ({
    request: z.object({ fileName: z.string().min(1) }),
    response: scenarioSummarySchema,
  }),
  'scenario.get': () => ({
    request: byId,
    response: z.object({
      summary: scenarioSummarySchema,
      scenario: checkedScenarioSchema,
    }),
  }),
  /** A blank scenario, or a copy of a bundled template. */
  'scenario.create': () => ({
    request: z.object({
      templateId: z.string().optional(),
      title: z.string().trim().min(1).max(200).optional(),
    }),
    response: scenarioSummarySchema,
  }),
  /**
   * Replace a scenario. With `expectedModifiedAt` (the `modifiedAt` of the version the edit
   * started from), a file changed elsewhere since then is not overwritten: `stale`.
   */
  'scenario.save': () => ({
    request: z.object({
      id: scenarioIdSchema,
      scenario: checkedScenarioSchema,
      expectedModifiedAt: z.string().optional(),
    }),
    response: scenarioSummarySchema,
  }),
  'scenario.duplicate': () => ({ request: byId, response: scenarioSummarySchema }),
  'scenario.rename': () => ({
    request: z.object({ id: scenarioIdSchema, title: z.string().trim().min(1).max(200) }),
    response: scenarioSummarySchema,
  }),
  /** Import a scenario file's text; older versions are migrated, bad files refused with every problem. */
  'scenario.import': () => ({
    request: z.object({ fileName: z.string().min(1).max(260), text: z.string() }),
    response: z.object({
      summary: scenarioSummarySchema,
      migratedFrom: z.number().int().nullable(),
    }),
  }),
  'scenario.export': () => ({
    request: byId,
    response: z.object({ fileName: z.string(), text: z.string() }),
  }),
  /** Moves the file to the data folder's trash; `scenario.restore` brings it back. */
  'scenario.delete': () => ({
    request: byId,
    response: z.object({ trashId: z.string() }),
  }),
  'scenario.restore': () => ({
    request: z.object({ trashId: z.string().min(1) }),
    response: scenarioSummarySchema,
  }),
  /**
   * Every session in the data folder (archived ones included, flagged). For consoles (Control,
   * a paired facilitator) and standbys: a screen never lists, it shows one session.
   */
  'session.list': () => ({
    request: empty,
    response: z.object({
      sessions: z.array(sessionSummarySchema),
      problems: z.array(sessionProblemSchema),
    }),
  }),
  /**
   * The session a screen shows: the one its link is for, or, for a display opened without
   * one, the running session that acted last (null while none runs). The one way a display
   * finds its session: it may open no other.
   */
  'session.followed': () => ({
    screens: true,
    request: empty,
    response: z.object({ sessionId: z.string().nullable() }),
  }),
  /** Start a session from a library scenario: a frozen copy, a seed (random unless given). */
  'session.create': () => ({
    request: z.object({
      scenarioId: scenarioIdSchema,
      facilitator: facilitatorSchema,
      seed: z.string().min(1).max(200).optional(),
      title: z.string().trim().min(1).max(200).optional(),
    }),
    response: sessionSummarySchema,
  }),
  /**
   * The header, the live state and the latest log lines, each as the caller's viewer may see
   * them; `warnings` from recovery.
   */
  'session.open': () => ({
    screens: true,
    request: z.object({ id: sessionIdSchema }),
    response: z.object({
      summary: sessionSummarySchema,
      header: sessionHeaderSchema,
      state: sessionStateSchema,
      /** The newest lines (of at most `OPEN_LOG_LIMIT` entries), oldest first. */
      lines: z.array(logLineSchema),
      /** What `undo` and `redo` would do now, or null. */
      undoLabel: z.string().nullable(),
      redoLabel: z.string().nullable(),
      head: logHeadSchema.optional(),
      warnings: z.array(z.string()),
      /** Why the session is read-only, or null; absent from an older host. */
      integrity: sessionIntegritySchema.nullable().optional(),
      /** The host's clock, so a display whose own clock is wrong still counts right. */
      serverNow: z.number(),
    }),
  }),
  /**
   * Append an action (made durable before the reply). With `expectedSeq`, refused as
   * `stale` if other entries were added since. Rejected actions are `invalid`.
   */
  'session.act': () => ({
    request: z.object({
      id: sessionIdSchema,
      by: facilitatorSchema,
      action: actionRequestSchema,
      expectedSeq: z.number().int().min(0).optional(),
    }),
    response: z.object({
      /** The lines appended: the action, then any automations it triggered. */
      lines: z.array(logLineSchema),
      /** The seq of the first entry appended (its line may be one the caller does not see). */
      fromSeq: z.number().int(),
      state: sessionStateSchema,
      undoLabel: z.string().nullable(),
      redoLabel: z.string().nullable(),
      head: logHeadSchema.optional(),
      serverNow: z.number(),
    }),
  }),
  /**
   * A team's own screen acts: only what the scenario's `playerActions` lets a team do itself
   * (pledge, vote, bid, pick, play a card), its own, within its allowance per
   * minute; logged as "player (team)". The reply is the team's projection.
   */
  'team.act': () => ({
    team: true,
    request: z.object({
      sessionId: sessionIdSchema,
      action: actionRequestSchema,
      /** The player at the screen, as they gave their name (the log says who). */
      player: z.string().trim().min(1).max(60).optional(),
    }),
    response: channelSpecs['session.act']().response,
  }),
  /**
   * Control accepts a log that does not hold together as it is: an entry names what was
   * wrong and why it is accepted, and the session can be acted in again.
   */
  'session.accept': () => ({
    control: true,
    request: z.object({
      id: sessionIdSchema,
      by: facilitatorSchema,
      reason: z.string().trim().min(1, 'say why the log is accepted as it is').max(500),
    }),
    response: sessionSummarySchema,
  }),
  /**
   * Control starts a new session from a log that does not hold together: its entries up to
   * `fromSeq` (default: the last good one), then an entry saying where they came from.
   */
  'session.fork': () => ({
    control: true,
    request: z.object({
      id: sessionIdSchema,
      by: facilitatorSchema,
      fromSeq: z.number().int().min(0).optional(),
    }),
    response: sessionSummarySchema,
  }),
  /** A page of the log, oldest first: the lines of entries with seq ≥ fromSeq. */
  'session.log': () => ({
    screens: true,
    request: z.object({
      id: sessionIdSchema,
      fromSeq: z.number().int().min(1).default(1),
      limit: z.number().int().min(1).max(20000).default(1000),
    }),
    response: z.object({ lines: z.array(logLineSchema), total: z.number().int() }),
  }),
  /**
   * The after-action report of a session as it stands on disk: HTML (one self-contained page),
   * PDF (`base64`), or the log as CSV; whether the log verified and its head's code.
   */
  'session.report': () => ({
    request: z.object({
      id: sessionIdSchema,
      format: z.enum(['html', 'pdf', 'csv']).default('html'),
    }),
    response: z.object({
      fileName: z.string(),
      mimeType: z.string(),
      /** The file's text, or its bytes in base64 when `base64`. */
      text: z.string(),
      base64: z.boolean(),
      verified: z.boolean(),
      head: z.string(),
    }),
  }),
  /** Archived sessions leave the main list; nothing is deleted. */
  'session.archive': () => ({
    request: z.object({ id: sessionIdSchema, archived: z.boolean() }),
    response: sessionSummarySchema,
  }),
  /**
   * The raw log for a standby host copying this one: the header's hash, the header as stored
   * when `fromSeq` is 1, and the entries from `fromSeq` on as written. Control or a standby only.
   */
  'session.journal': () => ({
    request: z.object({
      id: sessionIdSchema,
      fromSeq: z.number().int().min(1).default(1),
      limit: z.number().int().min(1).max(5000).default(1000),
    }),
    response: z.object({
      headerHash: z.string(),
      header: z.unknown().optional(),
      entries: z.array(z.unknown()),
      /** Entries the host holds. */
      seq: z.number().int(),
    }),
  }),
  /**
   * A standby tells its host who it is, where clients reach it, and how far it has copied
   * each session; sent on connecting and after every catch-up.
   */
  'standby.hello': () => ({
    request: z.object({
      name: z.string().trim().min(1).max(80),
      address: z.url({ protocol: /^https?$/ }),
      held: z.record(sessionIdSchema, z.number().int().min(0)),
    }),
    response: z.object({ ok: z.literal(true) }),
  }),
  /**
   * What a standby copies besides the sessions: every team key, and the paired consoles (the
   * digests of their tokens), so that team links and consoles carry over to it on promotion.
   */
  'hall.replica': () => ({
    request: empty,
    response: z.object({
      teamKeys: teamKeyTableSchema,
      consoles: z.array(storedConsoleSchema),
    }),
  }),
  /** Whether this Lodestar is a host, a standby or a promoted standby, and its partner's state. */
  'standby.status': () => ({ screens: true, request: empty, response: standbyStatusSchema }),
  /**
   * Control turns a standby into the host: it stops following and accepts actions. While the
   * host still answers, only with `force` (two hosts would each take actions).
   */
  'standby.promote': () => ({
    request: z.object({ force: z.boolean().default(false) }),
    response: standbyStatusSchema,
  }),
  /** Screens a display window can go to (Electron); an empty list in a browser. */
  'display.screens': () => ({
    request: empty,
    response: z.object({ supported: z.boolean(), screens: z.array(screenSchema) }),
  }),
  /**
   * Open the projector display for a session: a second window in Electron (on the chosen
   * screen, optionally fullscreen); in a browser `opened` is false and the page opens `path`.
   */
  'display.open': () => ({
    request: z.object({
      sessionId: sessionIdSchema,
      screenId: z.number().int().optional(),
      fullscreen: z.boolean().default(true),
    }),
    response: z.object({ opened: z.boolean(), path: z.string() }),
  }),
  /**
   * Who this connection is, as the host decided when it connected (and after pairing). Any
   * connection may ask, paired or not.
   */
  'hall.whoami': () => ({
    screens: true,
    open: true,
    request: empty,
    response: whoamiSchema,
  }),
  /**
   * Pair this connection with a code Control issued: it becomes a facilitator (or a standby
   * host) of that code's session, acting under `name`. The token lets it resume after a
   * reconnect; keep it out of any URL.
   */
  'pairing.claim': () => ({
    open: true,
    request: z.object({ code: z.string().min(1).max(40), name: facilitatorSchema }),
    response: pairedSchema.extend({ token: z.string() }),
  }),
  /** Pair again after a reconnect with the token `pairing.claim` returned. */
  'pairing.resume': () => ({
    open: true,
    request: z.object({ token: z.string().min(1).max(200) }),
    response: pairedSchema,
  }),
  /** Control: a new pairing code for a session (five minutes and one use unless told). */
  'pairing.issue': () => ({
    control: true,
    request: z.object({
      sessionId: sessionIdSchema,
      role: pairingRoleSchema.default('facilitator'),
      uses: z.number().int().min(1).max(20).default(1),
      minutes: z.number().int().min(1).max(60).default(5),
    }),
    response: pairingCodeSchema,
  }),
  /** Control: revoke a code, or a paired console (its connections close, its token stops working). */
  'pairing.revoke': () => ({
    control: true,
    request: z.object({ id: z.string().min(1).max(100) }),
    response: z.object({ revoked: z.boolean() }),
  }),
  /** Control: the LAN listener, the live codes, the paired consoles and who is connected. */
  'hall.status': () => ({
    control: true,
    request: empty,
    response: z.object({
      lan: lanStatusSchema,
      codes: z.array(pairingCodeSchema),
      consoles: z.array(pairedConsoleSchema),
      connections: z.array(hallConnectionSchema),
    }),
  }),
  /** Control: let devices on the network reach the host, or stop them. */
  'hall.lan': () => ({
    control: true,
    request: z.object({ on: z.boolean() }),
    response: lanStatusSchema,
  }),
  /** Control: a team's screen key for a session (made when first asked); `reissue` revokes the old one. */
  'hall.teamKey': () => ({
    control: true,
    request: z.object({
      sessionId: sessionIdSchema,
      teamId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'not a team id'),
      reissue: z.boolean().default(false),
    }),
    response: z.object({ key: z.string() }),
  }),
};

/** Every call a client can make: its request and response, built on first use (see `lazyTable`). */
export const channels = lazyTable(channelSpecs);

const eventSpecs = {
  /** The library changed on disk (any client, or a file dropped into the folder). */
  'library.changed': () => z.object({ reason: z.string() }),
  /** A native menu item was chosen (Electron); the renderer runs the same action as its shortcut. */
  'app.command': () =>
    z.object({ command: z.enum(['new', 'open', 'import', 'export', 'shortcuts']) }),
  /**
   * A session's log grew: the new lines, and the change to the viewer's projection of the
   * state as a JSON Patch from the state at `fromSeq - 1` to the state at `seq`, with the
   * checksum of the result. A client that holds another seq, or whose result has another
   * checksum, opens the session again (see `ProjectionFollower`).
   */
  'session.updated': () =>
    z.object({
      id: sessionIdSchema,
      lines: z.array(logLineSchema),
      /** The seq after the state the patch applies to: a client that saw less missed an update. */
      fromSeq: z.number().int().min(1),
      /** The seq of the state the patch makes. */
      seq: z.number().int().min(1),
      patch: jsonPatchSchema,
      /** `projectionChecksum` of the state the patch makes. */
      checksum: z.string().regex(/^[0-9a-f]{8}$/),
      undoLabel: z.string().nullable(),
      redoLabel: z.string().nullable(),
      head: logHeadSchema.optional(),
      serverNow: z.number(),
    }),
  /** A session was created, ended, archived or found on disk. */
  'sessions.changed': () => z.object({ reason: z.string() }),
  /** A standby connected, reported progress, left or was promoted; clients learn its address. */
  'standby.changed': () => standbyStatusSchema,
};

/** Pushed from the host to every connected renderer; each payload schema built on first use. */
export const events = lazyTable(eventSpecs);

/** How many of the newest entries `session.open` returns. */
export const OPEN_LOG_LIMIT = 500;

/**
 * The largest WebSocket frame the host reads; a bigger one closes the connection (1009), so
 * the client refuses to send one with a clear message. A scenario file of several MB fits.
 */
export const MAX_FRAME_BYTES = 16 * 1024 * 1024;

/** Why the host closed a WebSocket (application close codes, 4000–4999). */
export const HOST_CLOSE = {
  /** The client did not read what it was sent fast enough; it reconnects and resyncs. */
  tooSlow: { code: 4008, reason: 'too slow: the host dropped this client to keep its memory' },
} as const;

export type Channels = typeof channels;
export type ChannelName = keyof Channels;

/**
 * Whether a screen (a display or a team's page) may call a channel: only the read-only
 * channels that answer with the caller's projection. Everything else is the crew's.
 */
export function screensMayCall(channel: ChannelName): boolean {
  const spec = channels[channel];
  return 'screens' in spec && spec.screens;
}
/** Channels only a team's own screen calls (it acts for its team): no display, ever. */
export function onlyTeamsMayCall(channel: ChannelName): boolean {
  const spec = channels[channel];
  return 'team' in spec && spec.team;
}
/** Channels a connection may call before it is paired (to pair, and to ask who it is). */
export function unpairedMayCall(channel: ChannelName): boolean {
  const spec = channels[channel];
  return 'open' in spec && spec.open;
}

/** Channels only Control may call: the hall's keys, codes and network. */
export function onlyControlMayCall(channel: ChannelName): boolean {
  const spec = channels[channel];
  return 'control' in spec && spec.control;
}
export type RequestOf<C extends ChannelName> = z.input<Channels[C]['request']>;
export type ParsedRequestOf<C extends ChannelName> = z.output<Channels[C]['request']>;
export type ResponseOf<C extends ChannelName> = z.output<Channels[C]['response']>;
export type Events = typeof events;
export type EventName = keyof Events;
export type EventOf<E extends EventName> = z.output<Events[E]>;

export const channelNames = Object.keys(channels) as ChannelName[];
export const eventNames = Object.keys(events) as EventName[];

/**
 * The calls that carry a whole scenario (`checkedScenarioSchema`). Whoever checks one of these
 * awaits `loadScenarioCheck()` first: the format's schemas are loaded on that first need, not
 * with every page.
 */
export const SCENARIO_CHANNELS: ReadonlySet<ChannelName> = new Set<ChannelName>([
  'scenario.get',
  'scenario.save',
]);

export const hostErrorCodeSchema = z.enum([
  'bad-request',
  /** A screen (a display or a team's page) asked for something only the crew may do or see. */
  'forbidden',
  'not-found',
  'invalid',
  'conflict',
  /** The file changed after the version a request was based on (someone else saved it). */
  'stale',
  'io',
  'internal',
  /** The connection sent more calls than the host answers per second; nothing was done. */
  'rate-limited',
]);
export type HostErrorCode = z.infer<typeof hostErrorCodeSchema>;

export const hostErrorSchema = z.object({
  code: hostErrorCodeSchema,
  message: z.string(),
  problems: z.array(problemSchema).optional(),
});
export type HostErrorData = z.infer<typeof hostErrorSchema>;

/** A failure that crosses the boundary as data: a code, a sentence for the user, and where. */
export class HostError extends Error {
  constructor(
    readonly code: HostErrorCode,
    message: string,
    readonly problems?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'HostError';
  }
  toData(): HostErrorData {
    return this.problems
      ? { code: this.code, message: this.message, problems: this.problems }
      : { code: this.code, message: this.message };
  }
}

/** The reply to any call, on either transport. */
export const replySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), response: z.unknown() }),
  z.object({ ok: z.literal(false), error: hostErrorSchema }),
]);
export type Reply = z.infer<typeof replySchema>;

/** WebSocket frames (the IPC transport needs no envelope beyond `Reply`). */
export const clientFrameSchema = z.object({
  type: z.literal('call'),
  id: z.number().int(),
  channel: z.string(),
  request: z.unknown(),
});
export type ClientFrame = z.infer<typeof clientFrameSchema>;

export const serverFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('reply'), id: z.number().int(), reply: replySchema }),
  z.object({ type: z.literal('event'), event: z.string(), payload: z.unknown() }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

export function isChannelName(name: string): name is ChannelName {
  return Object.hasOwn(channels, name);
}
export function isEventName(name: string): name is EventName {
  return Object.hasOwn(events, name);
}

/**
 * What the Electron preload exposes as `window.lodestar`: one function per channel and one
 * subscribe function per event, never raw `ipcRenderer`. Payloads are validated by the
 * renderer's IPC backend against the tables above.
 */
export interface LodestarBridge {
  call: { [C in ChannelName]: (request: unknown) => Promise<unknown> };
  subscribe: { [E in EventName]: (listener: (payload: unknown) => void) => () => void };
}
