import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Hall } from '../../../host/hall.ts';
import { createHandlers } from '../../../host/handlers.ts';
import { lanAddresses } from '../../../host/lan-listener.ts';
import { lanOnDemand } from '../../../host/lan-on-demand.ts';
import { ScenarioLibrary } from '../../../host/scenario-library.ts';
import { SessionStore } from '../../../host/session-store.ts';
import { TestClient } from './ws-test-client.ts';

const root = mkdtempSync(path.join(tmpdir(), 'lodestar-lan-on-demand-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('LAN mode in Electron (a server started on demand)', { timeout: 30_000 }, () => {
  it.skipIf(lanAddresses().length === 0)(
    'serves the app’s own library and sessions to the hall, and leaves them open when stopped',
    async () => {
      const dataDir = path.join(root, 'data');
      const rendererDir = path.join(root, 'renderer');
      mkdirSync(rendererDir, { recursive: true });
      writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Lodestar</title>');
      const library = await ScenarioLibrary.open(dataDir);
      const sessions = await SessionStore.open(dataDir);
      const hall = await Hall.open(dataDir);
      const handlers = createHandlers(library, sessions, undefined, hall);
      const lan = lanOnDemand({
        dataDir,
        rendererDir,
        shared: { library, sessions, hall, handlers },
      });
      expect(lan.status()).toMatchObject({ on: false });
      const on = await lan.set(true);
      expect(on).toMatchObject({ on: true, error: null });
      const url = on.urls[0]!;
      const client = await TestClient.connect(url, { origin: url });
      expect(await client.call('hall.whoami', {})).toMatchObject({
        ok: true,
        response: { kind: 'unpaired' },
      });
      expect(hall.status().connections).toHaveLength(1);
      expect(await lan.set(false)).toMatchObject({ on: false });
      expect((await sessions.list()).sessions).toEqual([]); // still open
      await client.close();
      await sessions.close();
    },
  );
});
