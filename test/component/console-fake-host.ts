import { lodestarSession } from '../../features/index.ts';
import { controlLine, type LogLine } from '../../session/describe.ts';
import { positionLabel } from '../../features/clock/clock-view.ts';
import { projectHeader, projectState } from '../../session/projection.ts';
import { CONTROL, type Viewer } from '../../session/viewer.ts';
import { SessionEngine } from '../../session/engine.ts';
import { createHeader } from '../../session/session-header.ts';
import {
  ActionInvalid,
  ActionRejected,
  type LogEntry,
  type SessionState,
} from '../../session/types.ts';
import { HostError, OPEN_LOG_LIMIT, type SessionSummary } from '../../host/channels.ts';
import { slugify } from '../../scenarios/format/slug.ts';
import { ProjectionDeltas } from '../../host/projection-deltas.ts';
import { pickFollowedSession } from '../../host/followed-session.ts';
import type { FakeBackend, SessionHandlers } from './support/fake-backend.ts';

interface HostedSession {
  engine: SessionEngine;
  entries: LogEntry[];
  archived: boolean;
  /** What the console was sent last, to push patches from as the real host does. */
  deltas: ProjectionDeltas;
}

/** What an action made, as the reply to `session.act` carries it. */
interface Appended {
  lines: LogLine[];
  fromSeq: number;
  state: SessionState;
  undoLabel: string | null;
  redoLabel: string | null;
  head: { seq: number; hash: string };
  serverNow: number;
}

/**
 * The session side of the host, in memory, on the real session engine: create, open, act
 * (with automations, undo and redo), log and archive behave as they do on disk, and every
 * action is pushed as `session.updated`, as the real host does. Its clock is this machine's
 * plus `shiftMs`, so a test can move the host's time on.
 */
export class ConsoleFakeHost {
  readonly sessions = new Map<string, HostedSession>();
  shiftMs = 0;
  /** Screens for `display.screens`; empty means a browser (no display windows). */
  screens: { id: number; label: string; primary: boolean; width: number; height: number }[] = [];
  readonly displaysOpened: { sessionId: string; screenId?: number; fullscreen: boolean }[] = [];
  /** Who the page under test is: what it is sent is projected for this viewer, as the host does. */
  viewer: Viewer = CONTROL;
  #counter = 0;

  constructor(readonly backend: FakeBackend) {
    backend.sessionHandlers = this.handlers;
  }

  now(): number {
    return Date.now() + this.shiftMs;
  }

  /** Starts a session directly, as if another window had. */
  start(scenarioId: string, options: { title?: string; seed?: string; by?: string } = {}): string {
    const stored = this.backend.scenarios.get(scenarioId);
    if (!stored) throw new Error(`no scenario ${scenarioId} in the fake library`);
    const id = `${slugify(stored.scenario.meta.title, 'session')}-${++this.#counter}`;
    const header = createHeader({
      id,
      title: options.title ?? stored.scenario.meta.title,
      scenarioId,
      scenario: stored.scenario,
      seed: options.seed ?? `seed-${this.#counter}`,
      createdAt: this.now(),
      createdBy: options.by ?? 'Control',
      utcOffsetMinutes: -new Date().getTimezoneOffset(),
    });
    this.sessions.set(id, {
      engine: SessionEngine.start(header, lodestarSession),
      entries: [],
      archived: false,
      deltas: new ProjectionDeltas(),
    });
    return id;
  }

  /** Acts as someone else would (another console): the update is pushed to every window. */
  actElsewhere(id: string, action: unknown, by = 'Other'): void {
    const session = this.#get(id);
    const result = this.#append(id, session, action, by);
    this.backend.emit('session.updated', this.#pushed(id, session, result));
  }

  #projected(session: HostedSession) {
    const { engine } = session;
    return projectState(lodestarSession, engine.state, engine.header.scenario, this.viewer);
  }

  /** The update as the host pushes it: the patch from what the console was sent last. */
  #pushed(id: string, session: HostedSession, result: Appended) {
    const { lines, fromSeq, undoLabel, redoLabel, head, serverNow } = result;
    const delta = session.deltas.delta(this.viewer, fromSeq, this.#projected(session));
    return { id, ...delta, lines, undoLabel, redoLabel, head, serverNow };
  }

  summary(id: string): SessionSummary {
    const { engine, entries, archived } = this.#get(id);
    const state = engine.state;
    return {
      id,
      fileName: `${id}.session.jsonl`,
      title: engine.header.title,
      scenarioId: engine.header.scenarioId,
      createdAt: engine.header.createdAt,
      createdBy: engine.header.createdBy,
      status: state.status,
      clockStatus: state.clock.status,
      position: positionLabel(state.clock),
      seq: engine.seq,
      lastAt: entries.at(-1)?.at ?? engine.header.createdAt,
      archived,
    };
  }

  #get(id: string): HostedSession {
    const session = this.sessions.get(id);
    if (!session) throw new HostError('not-found', `no session "${id}"`);
    return session;
  }

  #append(id: string, session: HostedSession, action: unknown, by: string): Appended {
    if (session.archived) throw new HostError('conflict', `the session "${id}" is archived`);
    let proposal;
    try {
      proposal = session.engine.propose(action, { at: this.now(), by });
    } catch (error) {
      if (error instanceof ActionInvalid)
        throw new HostError('invalid', error.message, error.problems);
      if (error instanceof ActionRejected) throw new HostError('invalid', error.message);
      throw error;
    }
    session.engine.accept(proposal);
    session.entries.push(...proposal.entries);
    return {
      lines: this.#lines(session, proposal.entries),
      fromSeq: proposal.entries[0]?.seq ?? session.engine.seq + 1,
      state: session.engine.state,
      head: { seq: session.engine.seq, hash: session.engine.lastHash },
      undoLabel: session.engine.undoLabel,
      redoLabel: session.engine.redoLabel,
      serverNow: this.now(),
    };
  }

  /** The console's lines: this fake host serves Control only. */
  #lines(session: HostedSession, entries: readonly LogEntry[]): LogLine[] {
    return entries.map((entry) =>
      controlLine(entry, session.engine.header, session.engine.registry),
    );
  }

  readonly handlers: SessionHandlers = {
    // The console never sends a team's actions; only a team's own screen does.
    'team.act': async () => {
      throw new HostError('forbidden', "only a team's own screen acts for its team");
    },
    'session.list': async () => ({
      sessions: [...this.sessions.keys()].map((id) => this.summary(id)),
      problems: [],
    }),
    // Control's console: bound to no session, so the host's pick, as a following display gets.
    'session.followed': async () => ({
      sessionId:
        pickFollowedSession([...this.sessions.keys()].map((id) => this.summary(id)))?.id ?? null,
    }),
    'session.create': async ({ scenarioId, facilitator, seed, title }) => {
      const id = this.start(scenarioId, {
        by: facilitator,
        ...(seed === undefined ? {} : { seed }),
        ...(title === undefined ? {} : { title }),
      });
      this.backend.emit('sessions.changed', { reason: `created ${id}` });
      return this.summary(id);
    },
    'session.open': async ({ id }) => {
      const session = this.#get(id);
      const { engine, entries } = session;
      const state = this.#projected(session);
      session.deltas.remember(this.viewer, state);
      return {
        summary: this.summary(id),
        header: projectHeader(lodestarSession, engine.header, this.viewer),
        state,
        lines: this.#lines(session, entries.slice(-OPEN_LOG_LIMIT)),
        head: { seq: engine.seq, hash: engine.lastHash },
        undoLabel: engine.undoLabel,
        redoLabel: engine.redoLabel,
        warnings: [],
        serverNow: this.now(),
      };
    },
    'session.act': async ({ id, action, by }) => {
      const session = this.#get(id);
      const result = this.#append(id, session, action, by);
      this.backend.emit('session.updated', this.#pushed(id, session, result));
      if (result.lines.some((line) => line.type === 'session.end'))
        this.backend.emit('sessions.changed', { reason: `ended ${id}` });
      return result;
    },
    'session.log': async ({ id, fromSeq, limit }) => {
      const session = this.#get(id);
      const start = Math.max(0, fromSeq - 1);
      const page = session.entries.slice(start, start + limit);
      return { lines: this.#lines(session, page), total: session.entries.length };
    },
    'session.report': async ({ id, format }) => ({
      fileName: `${id}-report.${format}`,
      mimeType: 'text/html',
      text: `<!doctype html><title>${id}</title>`,
      base64: false,
      verified: true,
      head: `#${this.#get(id).engine.seq}·${this.#get(id).engine.lastHash.slice(0, 6)}`,
    }),
    // The logs this fake host keeps always hold together: there is nothing to decide.
    'session.accept': async () => {
      throw new HostError('invalid', 'the log holds together: there is nothing to accept');
    },
    'session.fork': async () => {
      throw new HostError('invalid', 'this fake host does not fork sessions');
    },
    'session.archive': async ({ id, archived }) => {
      this.#get(id).archived = archived;
      this.backend.emit('sessions.changed', { reason: `archived ${id}` });
      return this.summary(id);
    },
    'display.screens': async () => ({
      supported: this.screens.length > 0,
      screens: this.screens,
    }),
    'display.open': async ({ sessionId, screenId, fullscreen }) => {
      this.#get(sessionId);
      this.displaysOpened.push({
        sessionId,
        fullscreen,
        ...(screenId === undefined ? {} : { screenId }),
      });
      return {
        opened: this.screens.length > 0,
        path: `/display?session=${encodeURIComponent(sessionId)}`,
      };
    },
  };
}
