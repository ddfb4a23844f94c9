import { z } from 'zod';
import { scenarioSchema } from '../scenarios/format/schema.ts';

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

const empty = z.object({});
const byId = z.object({ id: scenarioIdSchema });

export const channels = {
  /** Every loadable scenario and every file that could not be loaded. */
  'library.list': {
    request: empty,
    response: z.object({
      dataDir: z.string(),
      scenarios: z.array(scenarioSummarySchema),
      problems: z.array(fileProblemSchema),
    }),
  },
  /** The bundled scenarios, always available as templates. */
  'library.templates': { request: empty, response: z.array(templateSummarySchema) },
  /** Open a `.bak` of a file that failed to load as a new scenario; the broken file stays. */
  'library.openBackup': {
    request: z.object({ fileName: z.string().min(1) }),
    response: scenarioSummarySchema,
  },
  'scenario.get': {
    request: byId,
    response: z.object({
      summary: scenarioSummarySchema,
      scenario: scenarioSchema,
    }),
  },
  /** A blank scenario, or a copy of a bundled template. */
  'scenario.create': {
    request: z.object({
      templateId: z.string().optional(),
      title: z.string().trim().min(1).max(200).optional(),
    }),
    response: scenarioSummarySchema,
  },
  /**
   * Replace a scenario. With `expectedModifiedAt` (the `modifiedAt` of the version the edit
   * started from), a file changed elsewhere since then is not overwritten: `stale`.
   */
  'scenario.save': {
    request: z.object({
      id: scenarioIdSchema,
      scenario: scenarioSchema,
      expectedModifiedAt: z.string().optional(),
    }),
    response: scenarioSummarySchema,
  },
  'scenario.duplicate': { request: byId, response: scenarioSummarySchema },
  'scenario.rename': {
    request: z.object({ id: scenarioIdSchema, title: z.string().trim().min(1).max(200) }),
    response: scenarioSummarySchema,
  },
  /** Import a scenario file's text; older versions are migrated, bad files refused with every problem. */
  'scenario.import': {
    request: z.object({ fileName: z.string().min(1).max(260), text: z.string() }),
    response: z.object({
      summary: scenarioSummarySchema,
      migratedFrom: z.number().int().nullable(),
    }),
  },
  'scenario.export': {
    request: byId,
    response: z.object({ fileName: z.string(), text: z.string() }),
  },
  /** Moves the file to the data folder's trash; `scenario.restore` brings it back. */
  'scenario.delete': {
    request: byId,
    response: z.object({ trashId: z.string() }),
  },
  'scenario.restore': {
    request: z.object({ trashId: z.string().min(1) }),
    response: scenarioSummarySchema,
  },
} as const;

/** Pushed from the host to every connected renderer. */
export const events = {
  /** The library changed on disk (any client, or a file dropped into the folder). */
  'library.changed': z.object({ reason: z.string() }),
  /** A native menu item was chosen (Electron); the renderer runs the same action as its shortcut. */
  'app.command': z.object({ command: z.enum(['new', 'open', 'import', 'export', 'shortcuts']) }),
} as const;

export type Channels = typeof channels;
export type ChannelName = keyof Channels;
export type RequestOf<C extends ChannelName> = z.input<Channels[C]['request']>;
export type ParsedRequestOf<C extends ChannelName> = z.output<Channels[C]['request']>;
export type ResponseOf<C extends ChannelName> = z.output<Channels[C]['response']>;
export type Events = typeof events;
export type EventName = keyof Events;
export type EventOf<E extends EventName> = z.output<Events[E]>;

export const channelNames = Object.keys(channels) as ChannelName[];
export const eventNames = Object.keys(events) as EventName[];

export const hostErrorCodeSchema = z.enum([
  'bad-request',
  'not-found',
  'invalid',
  'conflict',
  /** The file changed after the version a request was based on (someone else saved it). */
  'stale',
  'io',
  'internal',
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
