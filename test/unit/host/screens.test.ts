import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../../host/channels.ts';
import { startServer, type RunningServer } from '../../../host/server.ts';
import { SessionFile } from '../../../host/session-file.ts';
import { isPublicPile } from '../../../features/draws/decks/piles.ts';
import { serializeScenario } from '../../../scenarios/format/parse.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { connectTeam, responseOf, TestClient } from './ws-test-client.ts';

/**
 * Screens over the LAN transport: a page that connects as a display or as a team's screen
 * receives only its projection (checked on the very bytes of every frame), and whatever it
 * asks to change is refused as `forbidden` with nothing written.
 */

let root: string;
let dataDir: string;
let server: RunningServer;
let control: TestClient;
let scenarioId: string;
let sessionId: string;
const SEED = 'screens-seed-0d15ea5e';

const ssw = bundledScenarios.find((b) => b.id === 'so-say-we-all')!.scenario;
const ok = async <T>(client: TestClient, channel: string, request: unknown): Promise<T> =>
  responseOf<T>(await client.call(channel, request));
const act = (action: unknown) =>
  ok<ResponseOf<'session.act'>>(control, 'session.act', { id: sessionId, by: 'Ana', action });

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'lodestar-screens-'));
  dataDir = path.join(root, 'data');
  const rendererDir = path.join(root, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Lodestar</title>');
  server = await startServer({ dataDir, port: 0, rendererDir });
  control = await TestClient.connect(server.url);
  scenarioId = (
    await ok<ResponseOf<'scenario.import'>>(control, 'scenario.import', {
      fileName: 'ssw.lodestar.json',
      text: serializeScenario(ssw),
    })
  ).summary.id;
  sessionId = (
    await ok<ResponseOf<'session.create'>>(control, 'session.create', {
      scenarioId,
      facilitator: 'Ana',
      seed: SEED,
    })
  ).id;
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('a display and a team screen over the WebSocket', { timeout: 30_000 }, () => {
  it('receive no Control note, no face-down card, no secret role, no seed', async () => {
    const display = await TestClient.connect(server.url, undefined, 'display');
    const team = await connectTeam(server.url, control, sessionId, 'prosecutor');
    for (const screen of [display, team]) await ok(screen, 'session.open', { id: sessionId });

    await act({
      type: 'roster.import',
      players: ['Adama', 'Roslin', 'Baltar', 'Gaeta', 'Tigh'].map((name, i) => ({
        name,
        team: i % 2 ? 'prosecutor' : 'refinery-ship-1',
      })),
    });
    await act({ type: 'secret.assign', role: 'ashiva-infiltrator' });
    await act({ type: 'deck.draw', deck: 'black-market', count: 2, to: 'hand:prosecutor' });
    await act({ type: 'deck.draw', deck: 'black-market', count: 1, to: 'hand:refinery-ship-1' });
    await act({ type: 'deck.deal', deck: 'events', to: 'play', limit: 1 });
    await act({ type: 'session.note', text: 'Baltar is the one to watch' });
    const last = await act({ type: 'clock.start' });
    for (const screen of [display, team])
      await screen.waitForEvent((e) => (e.payload as { seq?: number }).seq === last.state.seq);

    const file = await SessionFile.open(
      path.join(dataDir, 'sessions', `${sessionId}.session.jsonl`),
    );
    const state = file.engine.state;
    await file.abandon();
    const assignment = Object.values(state.secrets.assignments)[0]!;
    const notes = ssw.maps.flatMap((m) => Object.values(m.notes)).filter((n) => n.length >= 20);
    expect(notes.length).toBeGreaterThan(0);
    const faceDown = (ownHand: string | null) =>
      Object.values(state.draws.decks).flatMap((deck) =>
        Object.entries(deck.piles)
          .filter(([pile]) => !isPublicPile(pile) && pile !== ownHand)
          .flatMap(([, cards]) => cards),
      );

    for (const [screen, ownHand] of [
      [display, null],
      [team, 'hand:prosecutor'],
    ] as const) {
      const bytes = screen.frames.join('\n');
      expect(bytes).not.toContain(SEED);
      expect(bytes).not.toContain(assignment.salt);
      expect(bytes).not.toContain('Baltar is the one to watch');
      for (const note of notes) expect(bytes).not.toContain(note);
      for (const card of faceDown(ownHand)) expect(bytes).not.toContain(`"${card}"`);
    }
    // A team sees its own hand, and no more.
    const own = state.draws.decks['black-market']!.piles['hand:prosecutor']!;
    for (const card of own) expect(team.frames.join('\n')).toContain(`"${card}"`);
    for (const card of own) expect(display.frames.join('\n')).not.toContain(`"${card}"`);
    // The console sees everything.
    const consoleView = await ok<ResponseOf<'session.open'>>(control, 'session.open', {
      id: sessionId,
    });
    expect(consoleView.header.seed).toBe(SEED);
    expect(Object.values(consoleView.state.secrets.assignments)[0]?.salt).toBe(assignment.salt);
    display.socket.close();
    team.socket.close();
  });

  it('cannot act, save, delete, import, start or list anything: forbidden, and nothing written', async () => {
    const display = await TestClient.connect(server.url, undefined, 'display', {
      session: sessionId,
    });
    const before = (
      await ok<ResponseOf<'session.open'>>(control, 'session.open', { id: sessionId })
    ).state.seq;
    const scenarioFiles = readdirSync(path.join(dataDir, 'scenarios')).sort();
    const { scenario } = await ok<ResponseOf<'scenario.get'>>(control, 'scenario.get', {
      id: scenarioId,
    });
    const attempts: [string, unknown][] = [
      ['session.act', { id: sessionId, by: 'Projector', action: { type: 'session.end' } }],
      [
        'session.act',
        { id: sessionId, by: 'Projector', action: { type: 'announce.post', text: 'Hi' } },
      ],
      ['scenario.delete', { id: scenarioId }],
      ['scenario.get', { id: scenarioId }],
      ['session.create', { scenarioId, facilitator: 'Projector' }],
      ['session.archive', { id: sessionId, archived: true }],
      ['library.list', {}],
      ['session.list', {}],
      ['display.open', { sessionId }],
    ];
    for (const [channel, request] of attempts) {
      const reply = await display.call(channel, request);
      expect(reply, channel).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    }
    // A screen sends only small calls: one carrying a whole scenario closes it unread (1009).
    for (const [channel, request] of [
      ['scenario.save', { id: scenarioId, scenario }],
      ['scenario.import', { fileName: 'x.lodestar.json', text: serializeScenario(ssw) }],
    ] as const) {
      const screen = await TestClient.connect(server.url, undefined, 'display', {
        session: sessionId,
      });
      const code = new Promise<number>((resolve) => screen.socket.once('close', resolve));
      await expect(screen.call(channel, request), channel).rejects.toThrow('connection closed');
      expect(await code, channel).toBe(1009);
    }
    const after = (await ok<ResponseOf<'session.open'>>(control, 'session.open', { id: sessionId }))
      .state.seq;
    expect(after).toBe(before);
    expect(readdirSync(path.join(dataDir, 'scenarios')).sort()).toEqual(scenarioFiles);
    expect(existsSync(path.join(dataDir, 'sessions', `${sessionId}.session.jsonl`))).toBe(true);
    // What a screen may do: look.
    expect(await display.call('session.followed', {})).toEqual({
      ok: true,
      response: { sessionId },
    });
    expect((await display.call('session.log', { id: sessionId })).ok).toBe(true);
    display.socket.close();
  });

  it('refuses a connection that names no viewer Lodestar knows', async () => {
    await expect(TestClient.connect(server.url, undefined, 'janitor')).rejects.toThrow(
      'refused with HTTP 400',
    );
    await expect(TestClient.connect(server.url, undefined, 'team:Not An Id')).rejects.toThrow(
      'refused with HTTP 400',
    );
  });
});
