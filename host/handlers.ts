import { HostError } from './channels.ts';
import { vouchForChecked } from '../scenarios/format/checked-scenario.ts';
import type { Handlers } from './dispatch.ts';
import { assertMayShow, followedSessionOf } from './followed-session.ts';
import type { Hall } from './hall.ts';
import type { ScenarioLibrary } from './scenario-library.ts';
import type { SessionStore } from './session-store.ts';
import { assertMayFollow } from './standby/journal-access.ts';
import { StandbyService } from './standby/standby-service.ts';

/** A screen a display window can be put on. */
export interface DisplayScreen {
  id: number;
  label: string;
  primary: boolean;
  width: number;
  height: number;
}

/** Opens projector displays in windows of their own (Electron); absent in a browser. */
export interface DisplayOpener {
  screens(): DisplayScreen[];
  /** Opens (or brings forward) the display of a session on a screen (the primary by default). */
  open(sessionId: string, screenId: number | undefined, fullscreen: boolean): void;
}

/** The page a browser opens for a session's display. */
export function displayPath(sessionId: string): string {
  return `/display?session=${encodeURIComponent(sessionId)}`;
}

/**
 * Every channel of the table, answered by the scenario library, the session store and (in
 * Electron) the display windows. Requests arrive validated.
 */
export function createHandlers(
  library: ScenarioLibrary,
  sessions: SessionStore,
  displays?: DisplayOpener,
  hall?: Hall,
  standby: StandbyService = new StandbyService(sessions),
): Handlers {
  const listSessions = () => sessions.list();
  const theHall = (): Hall => {
    if (!hall) throw new HostError('invalid', 'this host has no hall: nobody else can connect');
    return hall;
  };
  return {
    'library.list': async () => ({ dataDir: library.dataDir, ...(await library.list()) }),
    'library.templates': async () => library.templates(),
    'library.openBackup': ({ fileName }) => library.openBackup(fileName),
    // Read with the whole check just now: dispatch need not check the reply again.
    'scenario.get': async ({ id }) => {
      const { summary, scenario } = await library.get(id);
      return { summary, scenario: vouchForChecked(scenario) };
    },
    'scenario.create': ({ templateId, title }) => library.create({ templateId, title }),
    // The request's scenario was checked by dispatch on the way in (checkedScenarioSchema).
    'scenario.save': ({ id, scenario, expectedModifiedAt }) =>
      library.save(id, scenario, {
        alreadyChecked: true,
        ...(expectedModifiedAt === undefined ? {} : { expectedModifiedAt }),
      }),
    'scenario.duplicate': ({ id }) => library.duplicate(id),
    'scenario.rename': ({ id, title }) => library.rename(id, title),
    'scenario.import': ({ fileName, text }) => library.importText(fileName, text),
    'scenario.export': ({ id }) => library.exportText(id),
    'scenario.delete': ({ id }) => library.delete(id),
    'scenario.restore': ({ trashId }) => library.restore(trashId),

    'session.list': () => sessions.list(),
    'session.followed': async (_request, connection) => ({
      sessionId: await followedSessionOf(connection, listSessions),
    }),
    'session.create': async ({ scenarioId, facilitator, seed, title }) => {
      const { scenario } = await library.get(scenarioId);
      return sessions.create({
        scenario,
        scenarioId,
        facilitator,
        ...(seed === undefined ? {} : { seed }),
        ...(title === undefined ? {} : { title }),
      });
    },
    'session.open': async ({ id }, connection) => {
      await assertMayShow(connection, id, listSessions);
      return sessions.open(id, connection.viewer);
    },
    // A paired console acts under the name it paired with, whatever it writes as `by`.
    'session.act': ({ id, action, by, expectedSeq }, { viewer, name }) =>
      sessions.act(id, action, name ?? by, expectedSeq, viewer),
    'team.act': ({ sessionId, action, player }, { viewer }) => {
      if (viewer.kind !== 'team')
        throw new HostError('forbidden', "only a team's own screen acts for its team");
      return sessions.teamAct(sessionId, viewer.team, player ?? null, action);
    },
    'session.log': async ({ id, fromSeq, limit }, connection) => {
      await assertMayShow(connection, id, listSessions);
      return sessions.log(id, fromSeq, limit, connection.viewer);
    },
    'session.accept': ({ id, by, reason }, { name }) => sessions.accept(id, reason, name ?? by),
    'session.fork': ({ id, by, fromSeq }, { name }) => sessions.fork(id, fromSeq, name ?? by),
    'session.archive': ({ id, archived }) => sessions.archive(id, archived),
    'session.report': ({ id, format }, { viewer }) => sessions.makeReport(id, format, viewer),
    'session.journal': async ({ id, fromSeq, limit }, connection) => {
      assertMayFollow(connection, 'session.journal');
      return sessions.journal(id, fromSeq, limit);
    },

    'standby.hello': async (request, connection) => standby.hello(connection, request),
    'standby.status': async () => standby.status(),
    'standby.promote': ({ force }, connection) => standby.promote(connection, force),

    'display.screens': async () =>
      displays
        ? { supported: true, screens: displays.screens() }
        : { supported: false, screens: [] },
    'display.open': async ({ sessionId, screenId, fullscreen }) => {
      const path = displayPath(sessionId);
      if (!displays) return { opened: false, path };
      // Checked first, so that no window opens on a session that is not there.
      await sessions.open(sessionId);
      if (screenId !== undefined && !displays.screens().some((s) => s.id === screenId)) {
        throw new HostError(
          'not-found',
          `there is no screen ${screenId}; it may have been unplugged`,
        );
      }
      displays.open(sessionId, screenId, fullscreen);
      return { opened: true, path };
    },

    'hall.whoami': async (_request, connection) =>
      hall
        ? hall.whoami(connection)
        : { kind: connection.kind, name: connection.name ?? null, sessionId: null },
    'pairing.claim': async ({ code, name }, connection) => theHall().claim(code, name, connection),
    'pairing.resume': async ({ token }, connection) => theHall().resume(token, connection),
    'pairing.issue': async ({ sessionId, role, uses, minutes }) => {
      await sessions.open(sessionId); // No code for a session that is not there.
      return theHall().issue(sessionId, role, uses, minutes);
    },
    'pairing.revoke': async ({ id }) => ({ revoked: await theHall().revoke(id) }),
    'hall.replica': async (_request, connection) => {
      assertMayFollow(connection, 'hall.replica');
      return theHall().replica();
    },
    'hall.status': async () => theHall().status(),
    'hall.lan': ({ on }) => theHall().lan.set(on),
    'hall.teamKey': async ({ sessionId, teamId, reissue }) => {
      const { header } = await sessions.open(sessionId);
      if (!header.scenario.teams.some((team) => team.id === teamId)) {
        throw new HostError('not-found', `session "${sessionId}" has no team "${teamId}"`);
      }
      const keys = theHall().teamKeys;
      return {
        key: reissue ? await keys.reissue(sessionId, teamId) : await keys.keyFor(sessionId, teamId),
      };
    },
  };
}
