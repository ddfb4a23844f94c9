import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf, StandbyStatus } from '../../../host/channels.ts';
import { startServer, type RunningServer } from '../../../host/server.ts';
import { verifySessionFile } from '../../../host/session-verify.ts';
import { serializeScenario } from '../../../scenarios/format/parse.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { timedScenario } from '../host/session-fixtures.ts';
import { responseOf, TestClient } from '../host/ws-test-client.ts';

const ssw = bundledScenarios.find((b) => b.id === 'so-say-we-all')!.scenario;

let root: string;
let rendererDir: string;
let host: RunningServer;
let standby: RunningServer;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'lodestar-standby-'));
  rendererDir = path.join(root, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Lodestar</title>');
  host = await startServer({ dataDir: path.join(root, 'host'), port: 0, rendererDir });
  // Control pairs the standby with a code issued under a session; it then copies them all.
  const control = await TestClient.connect(host.url);
  const first = await newSession(control);
  control.close();
  const { code } = await host.pairing.issue(first, 'standby');
  standby = await startServer({
    dataDir: path.join(root, 'standby'),
    port: 0,
    rendererDir,
    follow: { host: host.url, name: 'Backup laptop', code },
  });
});
afterAll(async () => {
  await standby?.close();
  await host?.close();
  rmSync(root, { recursive: true, force: true });
});

async function newSession(client: TestClient, scenario = timedScenario()): Promise<string> {
  const { summary } = responseOf<ResponseOf<'scenario.import'>>(
    await client.call('scenario.import', {
      fileName: 'harbour.lodestar.json',
      text: serializeScenario(scenario),
    }),
  );
  return responseOf<ResponseOf<'session.create'>>(
    await client.call('session.create', { scenarioId: summary.id, facilitator: 'Ana' }),
  ).id;
}

const note = (text: string) => ({ type: 'session.note', text });

async function status(client: TestClient): Promise<StandbyStatus> {
  return responseOf<StandbyStatus>(await client.call('standby.status', {}));
}

/** Waits until the standby holds `seq` entries of session `id`. */
async function caughtUp(client: TestClient, id: string, seq: number): Promise<StandbyStatus> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const now = await status(client);
    if (now.following?.sessions.some((s) => s.id === id && s.seq >= seq)) return now;
    if (Date.now() > deadline)
      throw new Error(`the standby did not catch up: ${JSON.stringify(now)}`);
    await new Promise((wake) => setTimeout(wake, 50));
  }
}

describe('a standby following a host, then promoted', { timeout: 30_000 }, () => {
  it('copies, refuses actions while following, and takes over the chain when promoted', async () => {
    const onHost = await TestClient.connect(host.url);
    const onStandby = await TestClient.connect(standby.url);
    try {
      const id = await newSession(onHost);
      await onHost.call('session.act', { id, by: 'Ana', action: { type: 'clock.start' } });
      let seq = 0;
      for (let i = 1; i <= 5; i++)
        seq = responseOf<ResponseOf<'session.act'>>(
          await onHost.call('session.act', { id, by: 'Ana', action: note(`note ${i}`) }),
        ).state.seq;

      const following = await caughtUp(onStandby, id, seq);
      expect(following.role).toBe('standby');
      expect(following.following?.host).toBe(host.url);
      expect(following.following?.state).toBe('following');

      // The host's clients learn where the standby is, and how far behind it is.
      const told = await onHost.waitForEvent(
        (e) =>
          e.event === 'standby.changed' &&
          (e.payload as StandbyStatus).standbys.some((p) => p.address === standby.url),
      );
      expect((told.payload as StandbyStatus).standbys[0]?.name).toBe('Backup laptop');

      // The copy shows the same state to a console on the standby…
      const hostView = responseOf<ResponseOf<'session.open'>>(
        await onHost.call('session.open', { id }),
      );
      const standbyView = responseOf<ResponseOf<'session.open'>>(
        await onStandby.call('session.open', { id }),
      );
      expect(standbyView.state).toEqual(hostView.state);
      expect(standbyView.head).toEqual(hostView.head);

      // …but refuses to act: a client must not act on a follower.
      const refused = await onStandby.call('session.act', { id, by: 'Bo', action: note('no') });
      expect(refused).toMatchObject({ ok: false, error: { code: 'conflict' } });
      expect(!refused.ok && refused.error.message).toMatch(/standby following .* promotes it/);
      const refusedCreate = await onStandby.call('session.archive', { id, archived: true });
      expect(refusedCreate).toMatchObject({ ok: false, error: { code: 'conflict' } });

      // More on the host: the standby follows (events, and polling besides).
      for (let i = 6; i <= 8; i++)
        seq = responseOf<ResponseOf<'session.act'>>(
          await onHost.call('session.act', { id, by: 'Ana', action: note(`note ${i}`) }),
        ).state.seq;
      await caughtUp(onStandby, id, seq);

      // A team's link and a paired console made on the host carry over to the standby.
      const withTeams = await newSession(onHost, ssw);
      const teamId = ssw.teams[0]!.id;
      const { key } = responseOf<{ key: string }>(
        await onHost.call('hall.teamKey', { sessionId: withTeams, teamId }),
      );
      const { code } = await host.pairing.issue(withTeams, 'facilitator');
      const bo = await TestClient.connect(host.url, { origin: undefined });
      const { token } = responseOf<ResponseOf<'pairing.claim'>>(
        await bo.call('pairing.claim', { code, name: 'Bo' }),
      );
      await bo.close();
      const teamScreenOnStandby = () =>
        TestClient.connect(standby.url, undefined, `team:${teamId}`, { session: withTeams, key })
          .then(async (screen) => {
            await screen.close();
            return 'let in';
          })
          .catch((error: unknown) => String(error));
      await expect.poll(teamScreenOnStandby, { timeout: 10_000 }).toBe('let in');

      // Promote: the chain goes on from the last copied entry. The host still answers, so
      // only on purpose (two hosts would each take actions).
      const refusedPromotion = await onStandby.call('standby.promote', {});
      expect(refusedPromotion).toMatchObject({ ok: false, error: { code: 'conflict' } });
      expect(!refusedPromotion.ok && refusedPromotion.error.message).toContain('still answers');
      const promoted = responseOf<StandbyStatus>(
        await onStandby.call('standby.promote', { force: true }),
      );
      expect(promoted.role).toBe('promoted');
      const acted = responseOf<ResponseOf<'session.act'>>(
        await onStandby.call('session.act', { id, by: 'Bo', action: note('after promotion') }),
      );
      expect(acted.fromSeq).toBe(seq + 1);
      // The console paired on the host resumes on the promoted standby with its token.
      const boBack = await TestClient.connect(standby.url, { origin: undefined });
      expect(
        responseOf<ResponseOf<'pairing.resume'>>(await boBack.call('pairing.resume', { token })),
      ).toMatchObject({ name: 'Bo', sessionId: withTeams, role: 'facilitator' });
      await boBack.close();
      const again = await onStandby.call('standby.promote', { force: true });
      expect(again).toMatchObject({ ok: false, error: { code: 'conflict' } });

      const report = await verifySessionFile(
        path.join(root, 'standby', 'sessions', `${id}.session.jsonl`),
      );
      expect(report.problems).toEqual([]);
      expect(report.ok).toBe(true);
      expect(report.entryCount).toBe(seq + 1);
      expect(report.anchors.every((a) => a.ok)).toBe(true);
    } finally {
      await onHost.close();
      await onStandby.close();
    }
  });

  it('gives the raw journal and promotion to Control only', async () => {
    const onHost = await TestClient.connect(host.url);
    const display = await TestClient.connect(host.url, undefined, 'display');
    const facilitator = await TestClient.connect(host.url, undefined, 'facilitator');
    try {
      const id = await newSession(onHost);
      const journal = responseOf<ResponseOf<'session.journal'>>(
        await onHost.call('session.journal', { id, fromSeq: 1 }),
      );
      expect(journal.header).toMatchObject({ id, format: expect.any(String) });
      expect(await display.call('session.journal', { id })).toMatchObject({
        ok: false,
        error: { code: 'forbidden' },
      });
      expect(await facilitator.call('session.journal', { id })).toMatchObject({
        ok: false,
        error: { code: 'forbidden' },
      });
      expect(await display.call('standby.promote', {})).toMatchObject({
        ok: false,
        error: { code: 'forbidden' },
      });
      // A host has nothing to promote.
      expect(await onHost.call('standby.promote', {})).toMatchObject({
        ok: false,
        error: { code: 'conflict' },
      });
      // Screens may ask where the standby is (they fail over to it).
      expect(await display.call('standby.status', {})).toMatchObject({ ok: true });
    } finally {
      await onHost.close();
      await display.close();
      await facilitator.close();
    }
  });
});
