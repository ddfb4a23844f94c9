import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../../host/channels.ts';
import { startServer, type RunningServer } from '../../../host/server.ts';
import { serializeScenario } from '../../../scenarios/format/parse.ts';
import { FOG_TILE_NAME, HIDDEN_TILE_NAME, mapsScenario } from '../maps/maps-fixtures.ts';
import { connectTeam, responseOf, TestClient } from './ws-test-client.ts';

/**
 * Team screens and the display over the WebSocket while the maps are played: a team's frames
 * hold its map view (pieces where it sees them, places revealed to it with their tiles) and
 * never the tile of a place hidden from it, nor a piece standing there.
 */

let root: string;
let server: RunningServer;
let control: TestClient;
let sessionId: string;

const ok = async <T>(client: TestClient, channel: string, request: unknown): Promise<T> =>
  responseOf<T>(await client.call(channel, request));
const act = (action: unknown) =>
  ok<ResponseOf<'session.act'>>(control, 'session.act', { id: sessionId, by: 'Ana', action });

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'lodestar-map-screens-'));
  const rendererDir = path.join(root, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Lodestar</title>');
  server = await startServer({ dataDir: path.join(root, 'data'), port: 0, rendererDir });
  control = await TestClient.connect(server.url);
  const scenarioId = (
    await ok<ResponseOf<'scenario.import'>>(control, 'scenario.import', {
      fileName: 'maps.lodestar.json',
      text: serializeScenario(mapsScenario()),
    })
  ).summary.id;
  sessionId = (
    await ok<ResponseOf<'session.create'>>(control, 'session.create', {
      scenarioId,
      facilitator: 'Ana',
      seed: 'map-screens',
    })
  ).id;
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('team screens of a map in play', { timeout: 30_000 }, () => {
  it('never receive the tile of a place hidden from them, and get what is revealed to them', async () => {
    const red = await connectTeam(server.url, control, sessionId, 'red');
    const blue = await connectTeam(server.url, control, sessionId, 'blue');
    const display = await TestClient.connect(server.url, undefined, 'display');
    for (const screen of [red, blue, display]) await ok(screen, 'session.open', { id: sessionId });

    await act({ type: 'map.move', map: 'skirmish', token: 'ship-red', to: '3,-1' });
    await act({ type: 'map.move', map: 'skirmish', token: 'ship-red', to: '1,-1' });
    await act({ type: 'map.place', map: 'skirmish', at: '3,-1', label: 'Sleeper', id: 'sleeper' });
    await act({ type: 'map.show', map: 'skirmish' });
    const before = red.frames.length;
    const last = await act({ type: 'map.reveal', map: 'skirmish', at: ['3,0'], team: 'red' });
    for (const screen of [red, blue, display])
      await screen.waitForEvent((e) => (e.payload as { seq?: number }).seq === last.state.seq);

    for (const screen of [blue, display]) {
      const bytes = screen.frames.join('\n');
      expect(bytes).not.toContain(HIDDEN_TILE_NAME);
      expect(bytes).not.toContain(FOG_TILE_NAME);
      expect(bytes).not.toContain('"mine-layer"');
      expect(bytes).not.toContain('"sleeper"');
      expect(bytes).not.toContain('Sleeper');
    }
    // Red never saw the minefield before it was revealed to it; then it gets its tile.
    expect(red.frames.slice(0, before).join('\n')).not.toContain(HIDDEN_TILE_NAME);
    const after = red.frames.slice(before).join('\n');
    expect(after).toContain(HIDDEN_TILE_NAME);
    expect(after).toContain('"mine-layer"');
    // 3,-1 is still hidden from red: the piece placed there stays off its screen.
    expect(red.frames.join('\n')).not.toContain('"sleeper"');
    // Red's state holds its view of the map: its own cruiser where it now is.
    const open = await ok<ResponseOf<'session.open'>>(red, 'session.open', { id: sessionId });
    const skirmish = open.state.maps.live['skirmish']!;
    expect(skirmish.tokens.find((t) => t.id === 'ship-red')?.at).toBe('1,-1');
    expect(open.state.maps.shown).toBe('skirmish');
    for (const screen of [red, blue, display]) screen.socket.close();
  });
});
