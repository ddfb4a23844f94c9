import { CONTROL_CONNECTION } from '../../../host/connection.ts';
import {
  HostError,
  replySchema,
  type ChannelName,
  type EventName,
  type EventOf,
  type FileProblem,
  type HostErrorData,
  type RequestOf,
  type ResponseOf,
  type ScenarioSummary,
  type StandbyStatus,
  type TemplateSummary,
} from '../../../host/channels.ts';
import { dispatch, type Handlers } from '../../../host/dispatch.ts';
import { parseScenarioText, serializeScenario } from '../../../scenarios/format/parse.ts';
import {
  CURRENT_SCHEMA_VERSION,
  scenarioSchema,
  seatCount,
  type Scenario,
  type ScenarioInput,
} from '../../../scenarios/format/schema.ts';
import { slugify, uniqueSlug } from '../../../scenarios/format/slug.ts';
import { BackendError, type Backend } from '../../../renderer/backend/backend.ts';

/** A valid scenario with sensible defaults; override whatever a test cares about. */
export function makeScenario(
  meta: Partial<ScenarioInput['meta']> = {},
  rest: Partial<Omit<ScenarioInput, 'meta' | 'schemaVersion'>> = {},
): Scenario {
  return scenarioSchema.parse({
    schemaVersion: CURRENT_SCHEMA_VERSION,
    meta: {
      title: 'Untitled',
      players: { min: 4, max: 8 },
      durationMinutes: 240,
      ...meta,
    },
    ...rest,
  });
}

interface Stored {
  scenario: Scenario;
  modifiedAt: string;
}

/** The channels of live sessions and projector displays. */
export type SessionChannel = Exclude<
  Extract<ChannelName, `session.${string}` | `display.${string}` | 'team.act'>,
  'session.journal'
>;
export type SessionHandlers = Pick<Handlers, SessionChannel>;

const noSessionHere = async (): Promise<never> => {
  throw new HostError('not-found', 'no such session');
};

const noHall = async (): Promise<never> => {
  throw new HostError('invalid', 'the fake host has no hall');
};

/** A host with no sessions: the library lists none, and any session is not found. */
export const noSessions: SessionHandlers = {
  'session.list': async () => ({ sessions: [], problems: [] }),
  'session.followed': async () => ({ sessionId: null }),
  'session.create': noSessionHere,
  'session.open': noSessionHere,
  'session.act': noSessionHere,
  'team.act': noSessionHere,
  'session.log': noSessionHere,
  'session.archive': noSessionHere,
  'session.report': noSessionHere,
  'session.accept': noSessionHere,
  'session.fork': noSessionHere,
  'display.screens': async () => ({ supported: false, screens: [] }),
  'display.open': async ({ sessionId }) => ({
    opened: false,
    path: `/display?session=${encodeURIComponent(sessionId)}`,
  }),
};

/**
 * The host, in memory, behind the same `dispatch` the real transports use: requests and
 * responses are validated against the channel table exactly as they are in the app. Tests
 * can seed scenarios and broken files, make a channel fail or wait, push events, and read
 * back every call that was made.
 */
export class FakeBackend implements Backend {
  readonly kind = 'websocket' as const;
  readonly dataDir = '/data/lodestar';
  readonly scenarios = new Map<string, Stored>();
  readonly trash = new Map<string, { id: string; stored: Stored }>();
  readonly backups = new Map<string, Scenario>();
  problems: FileProblem[] = [];
  /** Who answers the session and display channels (tests plug in a session host). */
  sessionHandlers: SessionHandlers = noSessions;
  standbyStatus: StandbyStatus = {
    role: 'host',
    standbys: [],
    departed: null,
    following: null,
    serverNow: 0,
  };
  templates: { summary: TemplateSummary; scenario: Scenario }[] = [];
  readonly calls: { channel: ChannelName; request: unknown }[] = [];

  #failures = new Map<ChannelName, HostErrorData[]>();
  #holds = new Map<ChannelName, Promise<void>>();
  #listeners = new Map<EventName, Set<(payload: never) => void>>();
  #clock = Date.parse('2026-03-01T12:00:00Z');
  #trashCounter = 0;

  add(id: string, scenario: Scenario, modifiedAt = this.#tick()): this {
    this.scenarios.set(id, { scenario, modifiedAt });
    return this;
  }

  addTemplate(id: string, scenario: Scenario): this {
    const { meta } = scenario;
    this.templates.push({
      scenario,
      summary: {
        id,
        title: meta.title,
        description: meta.description,
        players: meta.players,
        durationMinutes: meta.durationMinutes,
      },
    });
    return this;
  }

  /** The next call of `channel` fails with this host error. */
  failNext(channel: ChannelName, error: HostErrorData): this {
    this.#failures.set(channel, [...(this.#failures.get(channel) ?? []), error]);
    return this;
  }

  /** Calls of `channel` wait until the returned function is called. */
  hold(channel: ChannelName): () => void {
    let release = () => {};
    this.#holds.set(
      channel,
      new Promise<void>((resolve) => {
        release = () => {
          this.#holds.delete(channel);
          resolve();
        };
      }),
    );
    return release;
  }

  callsOf<C extends ChannelName>(channel: C): RequestOf<C>[] {
    return this.calls.filter((c) => c.channel === channel).map((c) => c.request as RequestOf<C>);
  }

  emit<E extends EventName>(event: E, payload: EventOf<E>): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) listener(payload as never);
  }

  on<E extends EventName>(event: E, listener: (payload: EventOf<E>) => void): () => void {
    const set = this.#listeners.get(event) ?? new Set();
    set.add(listener as (payload: never) => void);
    this.#listeners.set(event, set);
    return () => set.delete(listener as (payload: never) => void);
  }

  listenerCount(event: EventName): number {
    return this.#listeners.get(event)?.size ?? 0;
  }

  async call<C extends ChannelName>(channel: C, request: RequestOf<C>): Promise<ResponseOf<C>> {
    this.calls.push({ channel, request: structuredClone(request) });
    await this.#holds.get(channel);
    const failure = this.#failures.get(channel)?.shift();
    if (failure) throw new BackendError(failure);
    const reply = replySchema.parse(
      await dispatch(this.#handlers, channel, request, CONTROL_CONNECTION),
    );
    if (!reply.ok) throw new BackendError(reply.error);
    return reply.response as ResponseOf<C>;
  }

  summary(id: string): ScenarioSummary {
    const stored = this.scenarios.get(id);
    if (!stored) throw new HostError('not-found', `no scenario "${id}"`);
    const { meta } = stored.scenario;
    return {
      id,
      fileName: `${id}.lodestar.json`,
      title: meta.title,
      players: meta.players,
      durationMinutes: meta.durationMinutes,
      teamCount: stored.scenario.teams.filter((t) => t.kind === 'team').length,
      seatCount: seatCount(stored.scenario),
      mapCount: stored.scenario.maps.length,
      deckCount: stored.scenario.decks.length,
      tags: meta.tags,
      designers: meta.designers,
      modifiedAt: stored.modifiedAt,
    };
  }

  #tick(): string {
    this.#clock += 60_000;
    return new Date(this.#clock).toISOString();
  }

  #store(title: string, scenario: Scenario): ScenarioSummary {
    const id = uniqueSlug(slugify(title, 'scenario'), new Set(this.scenarios.keys()));
    this.scenarios.set(id, { scenario, modifiedAt: this.#tick() });
    return this.summary(id);
  }

  #get(id: string): Stored {
    const stored = this.scenarios.get(id);
    if (!stored) throw new HostError('not-found', `no scenario "${id}"`);
    return stored;
  }

  readonly #handlers: Handlers = {
    'library.list': async () => ({
      dataDir: this.dataDir,
      scenarios: [...this.scenarios.keys()].map((id) => this.summary(id)),
      problems: this.problems,
    }),
    'library.templates': async () => this.templates.map((t) => t.summary),
    'library.openBackup': async ({ fileName }) => {
      const backup = this.backups.get(fileName);
      if (!backup) throw new HostError('not-found', `${fileName} has no previous copy`);
      return this.#store(backup.meta.title, backup);
    },
    'scenario.get': async ({ id }) => ({
      summary: this.summary(id),
      scenario: this.#get(id).scenario,
    }),
    'scenario.create': async ({ templateId, title }) => {
      const template = this.templates.find((t) => t.summary.id === templateId);
      if (templateId && !template) throw new HostError('not-found', `no template "${templateId}"`);
      const base = template?.scenario ?? makeScenario({ title: 'Untitled scenario' });
      const scenario = { ...base, meta: { ...base.meta, title: title ?? base.meta.title } };
      return this.#store(scenario.meta.title, scenario);
    },
    'scenario.save': async ({ id, scenario, expectedModifiedAt }) => {
      const current = this.#get(id);
      if (expectedModifiedAt !== undefined && expectedModifiedAt !== current.modifiedAt) {
        throw new HostError('stale', `not saved: "${id}" was changed elsewhere`);
      }
      this.scenarios.set(id, { scenario, modifiedAt: this.#tick() });
      return this.summary(id);
    },
    'scenario.duplicate': async ({ id }) => {
      const { scenario } = this.#get(id);
      const title = `${scenario.meta.title} (copy)`;
      return this.#store(title, { ...scenario, meta: { ...scenario.meta, title } });
    },
    'scenario.rename': async ({ id, title }) => {
      const stored = this.#get(id);
      const scenario = { ...stored.scenario, meta: { ...stored.scenario.meta, title } };
      this.scenarios.set(id, { scenario, modifiedAt: this.#tick() });
      return this.summary(id);
    },
    'scenario.import': async ({ fileName, text }) => {
      const parsed = parseScenarioText(text);
      if (!parsed.ok) {
        throw new HostError(
          'invalid',
          `${fileName} is not a scenario Lodestar can read (${parsed.kind})`,
          parsed.problems,
        );
      }
      return {
        summary: this.#store(parsed.scenario.meta.title, parsed.scenario),
        migratedFrom: parsed.migratedFrom,
      };
    },
    'scenario.export': async ({ id }) => {
      const { scenario } = this.#get(id);
      return { fileName: `${id}.lodestar.json`, text: serializeScenario(scenario) };
    },
    'scenario.delete': async ({ id }) => {
      const stored = this.#get(id);
      const trashId = `trash-${++this.#trashCounter}`;
      this.trash.set(trashId, { id, stored });
      this.scenarios.delete(id);
      return { trashId };
    },
    'session.list': (request, connection) =>
      this.sessionHandlers['session.list'](request, connection),
    'session.followed': (request, connection) =>
      this.sessionHandlers['session.followed'](request, connection),
    'session.create': (request, connection) =>
      this.sessionHandlers['session.create'](request, connection),
    'session.open': (request, connection) =>
      this.sessionHandlers['session.open'](request, connection),
    'session.act': (request, connection) =>
      this.sessionHandlers['session.act'](request, connection),
    'team.act': (request, connection) => this.sessionHandlers['team.act'](request, connection),
    'session.log': (request, connection) =>
      this.sessionHandlers['session.log'](request, connection),
    'session.archive': (request, connection) =>
      this.sessionHandlers['session.archive'](request, connection),
    'session.report': (request, connection) =>
      this.sessionHandlers['session.report'](request, connection),
    'session.accept': (request, connection) =>
      this.sessionHandlers['session.accept'](request, connection),
    'session.fork': (request, connection) =>
      this.sessionHandlers['session.fork'](request, connection),
    'display.screens': (request, connection) =>
      this.sessionHandlers['display.screens'](request, connection),
    'display.open': (request, connection) =>
      this.sessionHandlers['display.open'](request, connection),
    // A lone host unless a test makes it a standby; nothing is ever copied.
    'session.journal': noSessionHere,
    'standby.hello': async () => ({ ok: true }),
    'standby.status': async () => this.standbyStatus,
    'standby.promote': async () => {
      if (this.standbyStatus.role !== 'standby')
        throw new HostError('conflict', 'this Lodestar is not a standby');
      this.standbyStatus = { ...this.standbyStatus, role: 'promoted' };
      return this.standbyStatus;
    },
    // The page is the host's own console: Control, with no hall to speak of.
    'hall.whoami': async () => ({ kind: 'control', name: null, sessionId: null }),
    'pairing.claim': noHall,
    'pairing.resume': noHall,
    'pairing.issue': noHall,
    'pairing.revoke': noHall,
    'hall.status': noHall,
    'hall.lan': noHall,
    'hall.teamKey': noHall,
    'hall.replica': noHall,
    'scenario.restore': async ({ trashId }) => {
      const entry = this.trash.get(trashId);
      if (!entry) throw new HostError('not-found', `nothing in the trash as "${trashId}"`);
      this.trash.delete(trashId);
      this.scenarios.set(entry.id, entry.stored);
      return this.summary(entry.id);
    },
  };
}
