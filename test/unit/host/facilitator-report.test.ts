import path from 'node:path';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTROL_CONNECTION, connectionAs, type Connection } from '../../../host/connection.ts';
import { type ChannelName, type RequestOf, type ResponseOf } from '../../../host/channels.ts';
import { dispatch } from '../../../host/dispatch.ts';
import { createHandlers } from '../../../host/handlers.ts';
import type { ScenarioLibrary } from '../../../host/scenario-library.ts';
import { SessionStore } from '../../../host/session-store.ts';
import { sessionReport } from '../../../host/session-report.ts';
import { lodestarSession } from '../../../features/index.ts';
import { createHeader } from '../../../session/session-header.ts';
import { SessionEngine } from '../../../session/engine.ts';
import { FACILITATOR, teamViewer } from '../../../session/viewer.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { makeDataDir, openLibrary, removeDataDir } from './temp-library.ts';

/**
 * The attack: a paired facilitator asks the host for the after-action report, reads the seed
 * off the HTML and every action off the CSV, and replays them to learn who the sealed
 * Infiltrators are. A report is a projection, so the copy it gets holds neither.
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

const SEED = 'sealed-seed-41';

async function call<C extends ChannelName>(
  channel: C,
  request: RequestOf<C>,
  connection: Connection = CONTROL_CONNECTION,
): Promise<ResponseOf<C>> {
  const reply = await dispatch(createHandlers(library, sessions), channel, request, connection);
  if (!reply.ok) throw new Error(`${channel} failed: ${JSON.stringify(reply.error)}`);
  return reply.response as ResponseOf<C>;
}

async function sessionWithSecretRoles(): Promise<string> {
  const created = await call('session.create', {
    scenarioId: 'so-say-we-all',
    seed: SEED,
    title: 'Fleet night',
    facilitator: 'Ana',
  });
  const id = created.id;
  const players = ['Adama', 'Roslin', 'Baltar', 'Starbuck', 'Apollo', 'Tigh'].map((name, i) => ({
    name,
    team: ['prosecutor', 'refinery-ship-1', 'civilian-ship-1'][i % 3]!,
  }));
  await call('session.act', { id, by: 'Ana', action: { type: 'roster.import', players } });
  await call('session.act', {
    id,
    by: 'Ana',
    action: { type: 'secret.assign', role: 'ashiva-infiltrator' },
  });
  return id;
}

describe('a facilitator’s report', () => {
  it('holds no seed and no action, so replaying it cannot find the sealed roles', async () => {
    const id = await sessionWithSecretRoles();
    const facilitator = connectionAs(FACILITATOR, id);

    // Control's own copy has the seed and the actions: with them the replay works.
    const controlCsv = (await call('session.report', { id, format: 'csv' })).text;
    const controlRows = Papa.parse<Record<string, string>>(controlCsv, { header: true }).data;
    expect(controlRows[0]).toHaveProperty('action');
    const controlHtml = (await call('session.report', { id, format: 'html' })).text;
    expect(controlHtml).toContain(SEED);
    const replayed = replay(controlRows);
    expect(replayed.secrets.assignments['ashiva-infiltrator']?.players.length).toBeGreaterThan(0);

    const html = (await call('session.report', { id, format: 'html' }, facilitator)).text;
    expect(html).not.toContain(SEED);
    expect(html).toContain('Report for');
    const csv = (await call('session.report', { id, format: 'csv' }, facilitator)).text;
    expect(csv).not.toContain(SEED);
    const rows = Papa.parse<Record<string, string>>(csv, { header: true }).data;
    expect(Object.keys(rows[0] ?? {})).not.toContain('action');
    expect(Object.keys(rows[0] ?? {})).not.toContain('outcome');
    // Nor the salt or the holders, in any form.
    const opened = await call('session.open', { id });
    const salt = opened.state.secrets.assignments['ashiva-infiltrator']?.salt;
    expect(salt).toBeTruthy();
    for (const text of [html, csv]) expect(text).not.toContain(salt!);
    const pdf = await call('session.report', { id, format: 'pdf' }, facilitator);
    expect(pdf.base64).toBe(true);
  });

  it('gives a team its own tracker lines and its own words, made with --viewer', async () => {
    const id = await sessionWithSecretRoles();
    for (const [holder, by] of [
      ['prosecutor', 3],
      ['refinery-ship-1', -1],
    ] as const)
      await call('session.act', {
        id,
        by: 'Ana',
        action: { type: 'tracker.adjust', tracker: 'fuel', holder, by },
      });
    const journal = path.join(dataDir, 'sessions', `${id}.session.jsonl`);
    const control = await sessionReport(journal, 'html');
    expect(control.model.trackers.map((t) => t.holder).sort()).toEqual([
      'prosecutor',
      'refinery-ship-1',
    ]);
    const team = await sessionReport(journal, 'html', { viewer: teamViewer('prosecutor') });
    expect(team.model.seed).toBe('');
    expect(team.model.trackers.map((t) => t.holder)).toEqual(['prosecutor']);
    expect(String(team.data)).not.toContain('Refinery Ship 1)');
  });
});

/** What a facilitator would do with a CSV that had the actions in it. */
function replay(rows: Record<string, string>[]) {
  const base = bundledScenarios.find((b) => b.id === 'so-say-we-all')!.scenario;
  const header = createHeader({
    id: 'replayed',
    title: 'Replayed',
    scenarioId: 'so-say-we-all',
    scenario: base,
    seed: SEED,
    createdAt: 0,
    createdBy: 'Eve',
    utcOffsetMinutes: 0,
  });
  const engine = SessionEngine.start(header, lodestarSession);
  for (const row of rows) {
    if (!row['action']) continue;
    engine.accept(engine.propose(JSON.parse(row['action']) as unknown, { at: 0, by: 'Eve' }));
  }
  return engine.state;
}
