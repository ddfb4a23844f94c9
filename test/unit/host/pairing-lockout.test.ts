import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../../host/channels.ts';
import { startServer, type RunningServer } from '../../../host/server.ts';
import { WRONG_CODES_PER_CONNECTION } from '../../../host/hall.ts';
import { WRONG_CLAIMS_PER_SOURCE } from '../../../host/wrong-claims.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { serializeScenario } from '../../../scenarios/format/parse.ts';
import { responseOf, TestClient } from './ws-test-client.ts';

/**
 * A device in the hall that guesses pairing codes locks out only itself: over the real
 * WebSocket on loopback, one source address (127.0.0.1) sends wrong codes until it is refused,
 * and a console on another (127.0.0.2, a second device as far as the host can tell) pairs
 * with the code Control read out, at once.
 */

let root: string;
let server: RunningServer;
let sessionId: string;
const clients: TestClient[] = [];

/** A client without Origin from `localAddress`: unpaired, as a LAN console before pairing. */
async function from(localAddress: string): Promise<TestClient> {
  const client = await TestClient.connect(server.url, { origin: undefined, localAddress });
  clients.push(client);
  return client;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'lodestar-lockout-'));
  const rendererDir = path.join(root, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Lodestar</title>');
  server = await startServer({ dataDir: path.join(root, 'data'), port: 0, rendererDir });
  const control = await TestClient.connect(server.url);
  clients.push(control);
  const ssw = bundledScenarios.find((b) => b.id === 'so-say-we-all')!.scenario;
  const { summary } = responseOf<ResponseOf<'scenario.import'>>(
    await control.call('scenario.import', {
      fileName: 'ssw.lodestar.json',
      text: serializeScenario(ssw),
    }),
  );
  sessionId = responseOf<ResponseOf<'session.create'>>(
    await control.call('session.create', { scenarioId: summary.id, facilitator: 'Control' }),
  ).id;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('pairing lock-out', { timeout: 30_000 }, () => {
  it('locks out the device that guesses, and pairs a console on another device', async () => {
    const { code } = await server.pairing.issue(sessionId, 'facilitator', { uses: 2 });
    const wrong = code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';

    // The guesser sends 40 codes in a minute, more than the whole hall was once allowed (30),
    // on fresh connections as each is closed after a few wrong codes.
    const refusals: number[] = [];
    let refusal = '';
    for (let guesses = 0; guesses < 40;) {
      const guesser = await from('127.0.0.1');
      for (let i = 0; i < WRONG_CODES_PER_CONNECTION; i++, guesses++) {
        const reply = await guesser.call('pairing.claim', { code: wrong, name: 'Eve' });
        if (reply.ok) throw new Error('a wrong code paired');
        if (reply.error.message.includes('too many')) {
          refusals.push(guesses);
          refusal = reply.error.message;
        }
      }
    }
    expect(refusal).toMatch(/too many wrong codes from this device/);
    // Refused from its limit on, not before.
    expect(refusals[0]).toBe(WRONG_CLAIMS_PER_SOURCE);
    // Locked: even the right code is refused from there.
    const locked = await (await from('127.0.0.1')).call('pairing.claim', { code, name: 'Eve' });
    expect(locked).toMatchObject({
      ok: false,
      error: { code: 'forbidden', message: expect.stringContaining('too many wrong codes') },
    });

    // Another device in the hall pairs with the code Control read out.
    const honest = await from('127.0.0.2');
    const paired = await honest.call('pairing.claim', { code, name: 'Ana' });
    expect(paired).toMatchObject({ ok: true, response: { sessionId, name: 'Ana' } });
    expect(responseOf(await honest.call('hall.whoami', {}))).toMatchObject({
      kind: 'facilitator',
      name: 'Ana',
    });
  });
});
