import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ResponseOf, StandbyStatus } from '../../host/channels.ts';
import { startServer } from '../../host/server.ts';
import { serializeScenario } from '../../scenarios/format/parse.ts';
import { timedScenario } from '../unit/host/session-fixtures.ts';
import { responseOf, TestClient } from '../unit/host/ws-test-client.ts';

/**
 * A standby's lag behind its host (`lodestar serve --follow`), two servers in this process on
 * loopback: from the host's reply to an action to the standby's display hearing of its copy
 * (so the copy is durable there), one action at a time; and how far behind the standby falls
 * while the host takes actions as fast as it can.
 */

export interface StandbyBenchTools {
  report(figure: {
    name: string;
    ms: number | null;
    targetMs: number;
    unit?: string;
    note?: string;
  }): void;
  tempDir(prefix: string): string;
  median(values: number[]): number;
}

const PACED_RUNS = 100;
const BURST = 300;

export async function benchStandby(tools: StandbyBenchTools): Promise<void> {
  const root = tools.tempDir('standby');
  const rendererDir = path.join(root, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Lodestar</title>');
  // The burst acts flat out: past the per-connection rate limit, which is not measured here.
  const host = await startServer({
    dataDir: path.join(root, 'host'),
    port: 0,
    rendererDir,
    limits: { callBurst: 1_000, callsPerSecond: 1_000 },
  });
  const control = await TestClient.connect(host.url);
  const { summary } = responseOf<ResponseOf<'scenario.import'>>(
    await control.call('scenario.import', {
      fileName: 'bench.lodestar.json',
      text: serializeScenario(timedScenario()),
    }),
  );
  const { id } = responseOf<ResponseOf<'session.create'>>(
    await control.call('session.create', { scenarioId: summary.id, facilitator: 'Bench' }),
  );
  // The standby pairs as Control's console lets one: with a standby code.
  const { code } = await host.pairing.issue(id, 'standby');
  const standby = await startServer({
    dataDir: path.join(root, 'standby'),
    port: 0,
    rendererDir,
    follow: { host: host.url, code },
  });
  const display = await TestClient.connect(standby.url, undefined, 'display');
  const onStandby = await TestClient.connect(standby.url);
  try {
    const act = async (text: string) =>
      responseOf<ResponseOf<'session.act'>>(
        await control.call('session.act', {
          id,
          by: 'Bench',
          action: { type: 'announce.post', text, urgent: false },
        }),
      ).state.seq;

    const lags: number[] = [];
    for (let i = 0; i < PACED_RUNS; i++) {
      const text = `Announcement: Notice ${i}`;
      const copied = display.waitForEvent(
        (e) =>
          e.event === 'session.updated' &&
          (e.payload as { lines: { text: string }[] }).lines.some((l) => l.text === text),
        10_000,
      );
      await act(`Notice ${i}`);
      const confirmedAt = performance.now();
      await copied;
      lags.push(performance.now() - confirmedAt);
      display.events.length = 0;
    }
    tools.report({
      name: 'standby lag (host confirms an action → its copy durable on the standby)',
      ms: tools.median(lags),
      targetMs: 100,
      note: `(median of ${PACED_RUNS}; worst ${Math.max(...lags).toFixed(1)} ms)`,
    });

    const behind: number[] = [];
    for (let i = 0; i < BURST; i++) {
      const seq = await act(`Burst ${i}`);
      if (i % 10 === 9) {
        const status = responseOf<StandbyStatus>(await onStandby.call('standby.status', {}));
        const held = status.following?.sessions.find((s) => s.id === id)?.seq ?? 0;
        behind.push(seq - held);
      }
    }
    tools.report({
      name: `standby entries behind during a burst of ${BURST} actions (worst sample)`,
      ms: Math.max(...behind),
      targetMs: 20,
      unit: 'entries',
      note: `(median sample ${tools.median(behind)})`,
    });
  } finally {
    await control.close();
    await display.close();
    await onStandby.close();
    await standby.close();
    await host.close();
  }
}
