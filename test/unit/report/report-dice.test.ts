import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../features/index.ts';
import { buildReport } from '../../../report/build-report.ts';
import { LOG_CSV_COLUMNS, VIEWER_LOG_CSV_COLUMNS, logCsv } from '../../../report/report-csv.ts';
import { renderReportHtml } from '../../../report/report-html.ts';
import { scenarioSchema, type Scenario } from '../../../scenarios/format/schema.ts';
import { SessionEngine } from '../../../session/engine.ts';
import { CONTROL, type Viewer } from '../../../session/viewer.ts';
import { Recorder } from '../session/session-fixtures.ts';
import { bundled, mapsHeader } from '../maps/maps-fixtures.ts';

/** Every roll and ruling in the report shows its dice and its result in words. */

const team = (id: string): Viewer => ({ kind: 'team', team: id });

function session(scenario: Scenario, seed = 'dice-report'): Recorder {
  return new Recorder(SessionEngine.start({ ...mapsHeader(scenario), seed }, lodestarSession));
}

function report(r: Recorder, viewer: Viewer = CONTROL) {
  return buildReport({
    header: r.engine.header,
    headerHash: r.log[0]!.prev,
    entries: r.log,
    definition: lodestarSession,
    now: r.at + 60_000,
    verification: { ok: true, problems: [], anchors: [], warnings: [] },
    viewer,
  });
}

function csvRows(r: Recorder, viewer: Viewer = CONTROL) {
  const csv = logCsv(r.engine.header, r.log, lodestarSession.registry, viewer);
  return Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
}

const line = (r: Recorder, seq: number) =>
  lodestarSession.registry.describe(
    r.log.find((e) => e.seq === seq)!,
    r.engine.header,
  );

describe('dice and results in the report', () => {
  it("lists a paid action (So Say We All's FTL jump) with what each viewer may read of it", () => {
    const r = session(bundled('so-say-we-all'));
    const [jump] = r.act({ type: 'paid-action.take', action: 'ftl-jump', to: 'kappa' });
    const control = report(r).results.find((x) => x.seq === jump!.seq);
    expect(control).toMatchObject({ type: 'paid-action.take', dice: '' });
    expect(control!.text).toMatch(/^FTL jump to Kappa: paid /);
    expect(control!.result).toBe(control!.text);
    expect(renderReportHtml(report(r))).toContain('FTL jump to Kappa: paid');
    const own = report(r, team('prosecutor')).results.find((x) => x.seq === jump!.seq);
    expect(own!.text).toMatch(/ships paid; you paid 3 Fuel$/);
    expect(own!.result).toBe(own!.text);
  });

  it('shows a table roll with its die, modifier and sum (Naval Duel broadside)', () => {
    const r = session(bundled('naval-duel'));
    const [roll] = r.act({ type: 'table.roll', table: 'broadside', modifier: 4 });
    const outcome = roll!.outcome as { roll: { total: number }; total: number; result: string };
    const die = outcome.roll.total;
    expect(outcome.total).toBe(die + 4);
    const words = `rolled ${die}+4 = ${die + 4} on 1d10 → ${outcome.result}`;
    expect(line(r, roll!.seq)).toBe(`Broadside Table: ${words}`);
    const result = report(r).results.find((x) => x.seq === roll!.seq)!;
    expect(result.text).toBe(`Broadside Table: ${words}`);
    expect(result).toMatchObject({ dice: `${die}+4 = ${die + 4} on 1d10`, result: outcome.result });
    const row = csvRows(r).data.find((x) => x['seq'] === String(roll!.seq))!;
    expect(row).toMatchObject({ dice: `${die}+4 = ${die + 4} on 1d10`, result: outcome.result });
  });

  it("shows a row's own dice (Rifle & Axe: the horses a raid takes)", () => {
    // The first seed whose raid roll comes up Horse Raid (row 6), found by trying in order.
    const scenario = bundled('rifle-and-axe');
    let found: { r: Recorder; seq: number; horses: number } | null = null;
    for (let i = 0; i < 200 && !found; i++) {
      const r = session(scenario, `raid-${i}`);
      const [roll] = r.act({ type: 'table.roll', table: 'indian-raid' });
      const o = roll!.outcome as { row: number; extra: { total: number } | null };
      if (o.row === 5 && o.extra) found = { r, seq: roll!.seq, horses: o.extra.total };
    }
    expect(found).not.toBeNull();
    const { r, seq, horses } = found!;
    const words = `Horse Raid (Lose 1D6 Horses: rolled ${horses} on 1d6)`;
    expect(line(r, seq)).toBe(`Indian Raid Table: rolled 6 on 1d10 → ${words}`);
    expect(report(r).results.find((x) => x.seq === seq)).toMatchObject({
      dice: '6 on 1d10',
      result: words,
    });
  });

  it('shows a ruling with its working and sum, and what accepting it did', () => {
    const r = session(bundled('so-say-we-all'));
    const [ruling] = r.act({
      type: 'ruling.resolve',
      resolver: 'main-weapons',
      inputs: { shots: 1, evasive: true },
      dice: [5],
      target: 'refinery-ship-1',
    });
    const proposed = line(r, ruling!.seq);
    expect(proposed).toMatch(/^Ruling: Prosecutor Main Weapons: dice typed in 5 − \d+ = \d+ → /);
    const result = report(r).results.find((x) => x.seq === ruling!.seq)!;
    expect(result.dice).toMatch(/^5 − \d+ = \d+$/);
    expect(result.result).not.toBe('');
    expect(proposed).toBe(
      `Ruling: Prosecutor Main Weapons: dice typed in ${result.dice} → ${result.result}`,
    );
    const [accepted] = r.act({ type: 'ruling.accept', ruling: ruling!.seq });
    const settled = report(r).results.find((x) => x.seq === accepted!.seq)!;
    expect(settled.text).toMatch(new RegExp(`^Accepted ruling #${ruling!.seq}: `));
    expect(settled.result).toContain(result.result);
  });

  it('shows a held die only to the viewers who may see it', () => {
    const base = bundled('so-say-we-all');
    const scenario = scenarioSchema.parse({
      ...base,
      heldDice: [{ id: 'sabotage-die', name: 'Sabotage die', owner: 'prosecutor', public: false }],
    });
    const r = session(scenario);
    const [roll] = r.act({ type: 'held-die.roll', die: 'sabotage-die' });
    const face = (roll!.outcome as { to: number }).to;
    const holder = report(r, team('prosecutor')).results.find((x) => x.seq === roll!.seq);
    expect(holder).toMatchObject({ dice: `${face} on Sabotage die`, result: String(face) });
    expect(holder!.text).toMatch(new RegExp(`^Rolled Sabotage die: ${face} `));
    expect(report(r, team('refinery-ship-1')).results.some((x) => x.seq === roll!.seq)).toBe(false);
    expect(report(r, { kind: 'display' }).results.some((x) => x.seq === roll!.seq)).toBe(false);
    expect(
      csvRows(r, team('refinery-ship-1')).data.some((x) => x['seq'] === String(roll!.seq)),
    ).toBe(false);
    expect(
      csvRows(r, team('prosecutor')).data.find((x) => x['seq'] === String(roll!.seq)),
    ).toMatchObject({ dice: `${face} on Sabotage die`, result: String(face) });
  });

  it('gives the CSV dice and result columns, for Control and for anyone else', () => {
    const r = session(bundled('so-say-we-all'));
    r.act({ type: 'dice.roll', expression: '2d6+1' });
    const control = csvRows(r);
    expect(control.meta.fields).toEqual([...LOG_CSV_COLUMNS]);
    expect(control.meta.fields).toEqual(expect.arrayContaining(['dice', 'result', 'outcome']));
    expect(control.data.at(-1)!['dice']).toMatch(/^2d6 \[\d, \d\] \+ 1 = \d+$/);
    const viewer = csvRows(r, team('prosecutor'));
    expect(viewer.meta.fields).toEqual([...VIEWER_LOG_CSV_COLUMNS]);
    expect(viewer.meta.fields).toEqual(expect.arrayContaining(['dice', 'result']));
    expect(viewer.meta.fields).not.toContain('outcome');
    expect(viewer.data.at(-1)!['result']).toBe(control.data.at(-1)!['result']);
  });
});
