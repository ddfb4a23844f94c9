import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../features/index.ts';
import { buildReport } from '../../../report/build-report.ts';
import { CONTROL } from '../../../session/viewer.ts';
import { setupRecorder } from '../setup/setup-fixtures.ts';

describe('the report and the seats in play', () => {
  it('shows no tracker line for an empty seat, even one a change for every seat touched', () => {
    const r = setupRecorder('report-seats');
    r.act({
      type: 'roster.import',
      players: [
        { name: 'Ana', team: 'north' },
        { name: 'Ben', team: 'east' },
      ],
    });
    for (const holder of ['north', 'east', 'south'])
      r.act({ type: 'tracker.set', tracker: 'tg', holder, value: 3 });
    const report = buildReport({
      header: r.engine.header,
      headerHash: r.log[0]!.prev,
      entries: r.log,
      definition: lodestarSession,
      now: r.at + 60_000,
      verification: { ok: true, problems: [], anchors: [], warnings: [] },
      viewer: CONTROL,
    });
    expect(report.trackers.map((t) => t.holder).sort()).toEqual(['east', 'north']);
  });
});
