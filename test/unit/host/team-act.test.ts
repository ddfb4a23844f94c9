import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTROL_CONNECTION, connectionAs, type Connection } from '../../../host/connection.ts';
import { type ChannelName, type RequestOf, type ResponseOf } from '../../../host/channels.ts';
import { dispatch } from '../../../host/dispatch.ts';
import { createHandlers } from '../../../host/handlers.ts';
import type { ScenarioLibrary } from '../../../host/scenario-library.ts';
import { SessionStore } from '../../../host/session-store.ts';
import { DISPLAY, teamViewer } from '../../../session/viewer.ts';
import { makeDataDir, openLibrary, removeDataDir } from './temp-library.ts';

/**
 * A team's own screen acts through `team.act`: only what the scenario lets a team do itself,
 * its own, within its allowance per minute, logged under the player and the team. A display
 * and a console cannot use it, and the team cannot act for another team.
 */

let dataDir: string;
let library: ScenarioLibrary;
let sessions: SessionStore;
let now = Date.UTC(2031, 3, 5, 18);
beforeEach(async () => {
  dataDir = await makeDataDir();
  library = await openLibrary(dataDir);
  sessions = await SessionStore.open(dataDir, { log: () => {}, now: () => now });
});
afterEach(async () => {
  await sessions.close();
  await removeDataDir(dataDir);
});

async function reply<C extends ChannelName>(
  channel: C,
  request: RequestOf<C>,
  connection: Connection = CONTROL_CONNECTION,
) {
  return dispatch(createHandlers(library, sessions), channel, request, connection);
}
async function call<C extends ChannelName>(
  channel: C,
  request: RequestOf<C>,
  connection: Connection = CONTROL_CONNECTION,
): Promise<ResponseOf<C>> {
  const r = await reply(channel, request, connection);
  if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
  return r.response as ResponseOf<C>;
}

const SHIP = 'refinery-ship-1';
const CARD = 'fuel-leak/1';

async function fleetWithAnEvent(): Promise<string> {
  const { id } = await call('session.create', {
    scenarioId: 'so-say-we-all',
    facilitator: 'Ana',
    seed: 'team-act',
  });
  await call('session.act', {
    id,
    by: 'Ana',
    action: { type: 'deck.move', deck: 'events', cards: [CARD], to: `play:${SHIP}` },
  });
  return id;
}

const pledge = (from = SHIP) => ({
  type: 'event.pledge',
  rules: 'event-boxes',
  team: SHIP,
  card: CARD,
  from,
  items: { fuel: 1 },
});

describe('team.act', () => {
  it('takes a pledge from the team’s screen and logs who sent it', async () => {
    const id = await fleetWithAnEvent();
    const team = connectionAs(teamViewer(SHIP), id);
    const done = await call('team.act', { sessionId: id, action: pledge(), player: 'Kara' }, team);
    expect(done.lines.map((l) => l.text)).toEqual([
      'Pledged 1 Fuel from Refinery Ship 1 to Fuel Leak (Refinery Ship 1)',
    ]);
    const log = await call('session.log', { id, fromSeq: 1, limit: 100 });
    expect(log.lines.at(-1)).toMatchObject({ by: 'Kara (Refinery Ship 1)' });
    // Another ship's screen does not see that a pledge was made.
    const other = connectionAs(teamViewer('refinery-ship-2'), id);
    const theirs = await call('session.log', { id, fromSeq: 1, limit: 100 }, other);
    expect(JSON.stringify(theirs)).not.toContain('Kara');
  });

  it('refuses in words what is not the team’s to send', async () => {
    const id = await fleetWithAnEvent();
    const team = connectionAs(teamViewer(SHIP), id);
    const refused = async (action: unknown) => {
      const r = await reply('team.act', { sessionId: id, action: action as never }, team);
      return r.ok ? null : r.error.message;
    };
    expect(await refused(pledge('refinery-ship-2'))).toBe(
      'not done: a team pledges only from its own stock',
    );
    expect(await refused({ type: 'clock.start' })).toMatch(/cannot send "clock.start"/);
    expect(await refused({ type: 'vote.cast', vote: 'x', voter: 'p1', choice: 'y' })).toBe(
      'not done: this scenario lets no team vote from its screen: ask Control',
    );
    // Nothing was appended by any of them.
    const log = await call('session.log', { id, fromSeq: 1, limit: 100 });
    expect(log.lines.map((l) => l.text).filter((t) => t.startsWith('Pledged'))).toEqual([]);
  });

  it('is a team screen’s alone: displays and consoles are refused', async () => {
    const id = await fleetWithAnEvent();
    const display = await reply(
      'team.act',
      { sessionId: id, action: pledge() },
      connectionAs(DISPLAY, id),
    );
    expect(display.ok).toBe(false);
    if (!display.ok) expect(display.error.message).toMatch(/a display never acts/);
    const control = await reply('team.act', { sessionId: id, action: pledge() });
    expect(control.ok).toBe(false);
    if (!control.ok) expect(control.error.message).toMatch(/a console acts with session.act/);
  });

  it('holds a team to its allowance per minute, and lets it act again a minute on', async () => {
    const id = await fleetWithAnEvent();
    const team = connectionAs(teamViewer(SHIP), id);
    const unpledge = {
      type: 'event.unpledge',
      rules: 'event-boxes',
      team: SHIP,
      card: CARD,
      from: SHIP,
    };
    for (let i = 0; i < 20; i++)
      await call('team.act', { sessionId: id, action: i % 2 ? unpledge : pledge() }, team);
    const over = await reply('team.act', { sessionId: id, action: pledge() }, team);
    expect(over.ok).toBe(false);
    if (!over.ok) {
      expect(over.error.code).toBe('rate-limited');
      expect(over.error.message).toMatch(/20 actions in the last minute/);
    }
    now += 61_000;
    await call('team.act', { sessionId: id, action: pledge() }, team);
  });
});
