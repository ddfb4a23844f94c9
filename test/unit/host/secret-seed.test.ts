import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTROL_CONNECTION, connectionAs, type Connection } from '../../../host/connection.ts';
import { type ChannelName, type RequestOf, type ResponseOf } from '../../../host/channels.ts';
import { dispatch } from '../../../host/dispatch.ts';
import { createHandlers } from '../../../host/handlers.ts';
import type { ScenarioLibrary } from '../../../host/scenario-library.ts';
import { randomSecretSeed } from '../../../host/session-id.ts';
import { SessionStore } from '../../../host/session-store.ts';
import { FACILITATOR } from '../../../session/viewer.ts';
import { makeDataDir, openLibrary, removeDataDir } from './temp-library.ts';

/**
 * The host gives every new session a secret seed from the platform's cryptographic source,
 * even when the public seed was typed, and sends it to Control only.
 */

let dataDir: string;
let library: ScenarioLibrary;
let sessions: SessionStore;
beforeEach(async () => {
  dataDir = await makeDataDir();
  library = await openLibrary(dataDir);
  sessions = await SessionStore.open(dataDir, { log: () => {} });
});
afterEach(async () => {
  await sessions.close();
  await removeDataDir(dataDir);
});

async function call<C extends ChannelName>(
  channel: C,
  request: RequestOf<C>,
  connection: Connection = CONTROL_CONNECTION,
): Promise<ResponseOf<C>> {
  const reply = await dispatch(createHandlers(library, sessions), channel, request, connection);
  if (!reply.ok) throw new Error(`${channel} failed: ${JSON.stringify(reply.error)}`);
  return reply.response as ResponseOf<C>;
}

describe('a new session’s secret seed', () => {
  it('is 128 random bits, drawn afresh each time', () => {
    const seeds = new Set(Array.from({ length: 20 }, randomSecretSeed));
    expect(seeds.size).toBe(20);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is drawn even under a typed seed, and reaches Control only', async () => {
    const created = await Promise.all(
      [1, 2].map(() =>
        call('session.create', { scenarioId: 'so-say-we-all', seed: 'typed', facilitator: 'Ana' }),
      ),
    );
    const [a, b] = await Promise.all(created.map(({ id }) => call('session.open', { id })));
    expect(a!.header.seed).toBe('typed');
    expect(a!.header.secretSeed).toMatch(/^[0-9a-f]{32}$/);
    expect(b!.header.secretSeed).not.toBe(a!.header.secretSeed);

    const id = created[0]!.id;
    const secret = a!.header.secretSeed!;
    const facilitator = connectionAs(FACILITATOR, id);
    const seen = await call('session.open', { id }, facilitator);
    expect('secretSeed' in seen.header).toBe(false);
    expect('secretRng' in seen.state).toBe(false);
    for (const format of ['html', 'csv'] as const) {
      const report = await call('session.report', { id, format }, facilitator);
      expect(report.text).not.toContain(secret);
    }
  });
});
