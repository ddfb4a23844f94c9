import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openRollView } from '../../../../features/draws/tables/index.ts';
import { lodestarSession } from '../../../../features/index.ts';
import { SessionEngine } from '../../../../session/engine.ts';
import { canonicalJson, hashEntry } from '../../../../session/hash.ts';
import type { LogEntry } from '../../../../session/types.ts';
import type { TableInput } from '../../../../features/draws/draws-format.ts';
import { drawsRecorder } from '../draws-fixtures.ts';

/**
 * A table as some rulebooks print it: "5-6" twice and nothing for 7–8. A roll that lands
 * where the rulebook says nothing (or says two things) is left for Control to settle.
 */
const fleet: TableInput = {
  id: 'fleet',
  name: 'Fleet',
  roll: '1d10',
  rows: [
    { min: 1, max: 2, result: 'Green' },
    { min: 3, max: 4, result: 'Average' },
    { min: 5, max: 6, result: 'Crack' },
    { min: 5, max: 6, result: 'Elite', roll: '1d6' },
    { min: 9, max: 10, result: 'Veteran' },
  ],
};
const once: TableInput = {
  id: 'once',
  name: 'Once',
  roll: '1d4',
  replacement: false,
  rows: [
    { min: 1, max: 2, result: 'A' },
    { min: 2, max: 2, result: 'B' },
    { min: 3, max: 3, result: 'C' },
  ],
};

const withFleet = (seed = 'gaps') => drawsRecorder(seed, { tables: [fleet, once] });

function rejection(r: ReturnType<typeof withFleet>, action: unknown): string {
  try {
    r.act(action);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the action was accepted');
}

describe('a roll where the rulebook prints no row', () => {
  it('is unresolved, says so, and waits for Control', () => {
    const r = withFleet();
    const [entry] = r.act({ type: 'table.roll', table: 'fleet', entered: 7 });
    expect(entry!.action).toMatchObject({ gaps: 'ask' });
    expect(entry!.outcome).toMatchObject({
      row: null,
      gap: true,
      total: 7,
      result: 'The table has no row for 7',
    });
    expect((entry!.outcome as { detail: string }).detail).toContain(
      'the rulebook prints no row for 7: roll again or pick a row',
    );
    expect(r.engine.state.draws.results[0]).toMatchObject({
      seq: entry!.seq,
      value: 'The table has no row for 7',
      open: { table: 'fleet', reason: 'gap', total: 7, modifier: 0, rows: [], row: null },
    });
    expect(r.engine.registry.describe(entry!, r.engine.header)).toBe(
      'Entered a roll on Fleet: The table has no row for 7',
    );
  });

  it('rolls the same table again from the session generator, with the same modifier', () => {
    const r = withFleet();
    const [roll] = r.act({ type: 'table.roll', table: 'fleet', entered: 5, modifier: 2 });
    const [again] = r.act({ type: 'table.reroll' });
    const outcome = again!.outcome as { replaces: number; roll: { total: number }; total: number };
    expect(outcome.replaces).toBe(roll!.seq);
    expect(outcome.total).toBe(outcome.roll.total + 2);
    const [newest, older] = r.engine.state.draws.results;
    expect(newest!.seq).toBe(again!.seq);
    expect(older).not.toHaveProperty('open');
    expect(older!.detail).toContain(`rolled again as #${again!.seq}`);
    expect(r.engine.registry.describe(again!, r.engine.header)).toMatch(
      new RegExp(`^Fleet again \\(for #${roll!.seq}\\): rolled \\d+\\+2 = \\d+ on 1d10 → `),
    );
  });

  it('records the row Control picks, and who picked it', () => {
    const r = withFleet();
    const [roll] = r.act({ type: 'table.roll', table: 'fleet', entered: 8 });
    const [pick] = r.act({ type: 'table.pick', seq: roll!.seq, row: 4 }, 1000, 'Bea');
    expect(pick!.outcome).toMatchObject({
      row: 3,
      result: 'Elite',
      by: 'Bea',
      for: roll!.seq,
      total: 8,
    });
    const result = r.engine.state.draws.results[0]!;
    expect(result).toMatchObject({ seq: roll!.seq, value: 'Elite' });
    expect(result).not.toHaveProperty('open');
    expect(result.detail).toMatch(/; Bea picked row 4; 1d6: [1-6]$/);
    // The row's own die shows with its result.
    expect(r.engine.registry.describe(pick!, r.engine.header)).toMatch(
      new RegExp(
        `^Bea picked row 4 of Fleet by hand for roll #${roll!.seq}: Elite \\(rolled [1-6] on 1d6\\)$`,
      ),
    );
  });

  it('refuses a row that does not exist, a settled roll, and nothing to settle, in a sentence', () => {
    const r = withFleet();
    expect(rejection(r, { type: 'table.pick', row: 1 })).toBe(
      'no table roll is waiting to be settled: there is nothing to roll again or pick a row for',
    );
    expect(rejection(r, { type: 'table.reroll' })).toMatch(/^no table roll is waiting/);
    const [roll] = r.act({ type: 'table.roll', table: 'fleet', entered: 7 });
    expect(rejection(r, { type: 'table.pick', row: 6 })).toBe(
      'Fleet has no row 6: pick a row from 1 to 5',
    );
    expect(rejection(r, { type: 'table.pick', seq: 99, row: 1 })).toBe(
      'there is no recent table roll #99',
    );
    r.act({ type: 'table.pick', row: 1 });
    expect(rejection(r, { type: 'table.pick', seq: roll!.seq, row: 2 })).toBe(
      `roll #${roll!.seq} on Fleet (Green) is settled: there is nothing to roll again or pick a row for`,
    );
  });
});

describe('a roll where the rulebook prints two rows', () => {
  it('uses the first, says so, and lets Control pick the other', () => {
    const r = withFleet();
    const [roll] = r.act({ type: 'table.roll', table: 'fleet', entered: 6 });
    expect(roll!.outcome).toMatchObject({ row: 2, result: 'Crack', overlap: [2, 3] });
    expect((roll!.outcome as { detail: string }).detail).toContain(
      'the rulebook prints two rows for 6 (rows 3 and 4): the first, row 3, was used',
    );
    expect(r.engine.registry.describe(roll!, r.engine.header)).toBe(
      'Entered a roll on Fleet: Crack (the rulebook prints two rows for 6: the first was used)',
    );
    expect(r.engine.state.draws.results[0]!.open).toMatchObject({
      reason: 'overlap',
      rows: [2, 3],
      row: 2,
    });
    r.act({ type: 'table.pick', row: 4 });
    expect(r.engine.state.draws.results[0]).toMatchObject({ value: 'Elite' });
  });

  it('puts back the first row of a table without replacement when Control picks the other', () => {
    const r = withFleet();
    r.act({ type: 'table.roll', table: 'once', entered: 2 });
    expect(r.engine.state.draws.tables.once!.used).toEqual([0]);
    r.act({ type: 'table.pick', row: 2 });
    expect(r.engine.state.draws.tables.once!.used).toEqual([1]);
    r.act({ type: 'table.roll', table: 'once', entered: 4 });
    expect(rejection(r, { type: 'table.pick', row: 2 })).toBe(
      'row 2 of Once has been used: pick another or reset the table',
    );
  });
});

describe('a roll on a table a row led to', () => {
  const sail: TableInput = {
    id: 'sail',
    name: 'Sail',
    roll: '1d4',
    rows: [{ min: 1, max: 4, result: 'Meet a fleet', then: 'fleet' }],
  };

  it('is left open on the linked table, and a pick keeps the first table’s result', () => {
    let found: { r: ReturnType<typeof drawsRecorder>; seq: number } | null = null;
    for (let s = 0; s < 200 && !found; s++) {
      const r = drawsRecorder(`nested${s}`, { tables: [sail, fleet] });
      const [entry] = r.act({ type: 'table.roll', table: 'sail' });
      const nested = (entry!.outcome as { nested: { gap?: boolean }[] }).nested[0]!;
      if (nested.gap) found = { r, seq: entry!.seq };
    }
    expect(found).not.toBeNull();
    const { r, seq } = found!;
    const open = r.engine.state.draws.results[0]!;
    expect(open).toMatchObject({
      seq,
      value: 'Meet a fleet',
      open: { table: 'fleet', reason: 'gap', nested: true },
    });
    const view = openRollView(r.engine.header.scenario, open);
    expect(view?.message).toMatch(/^The rulebook prints no row for [78] on Fleet\. /);
    expect(view?.rows[1]).toEqual({ row: 2, label: '2. 3–4: Average' });
    r.act({ type: 'table.pick', row: 2 });
    const settledResult = r.engine.state.draws.results[0]!;
    expect(settledResult).toMatchObject({ seq, value: 'Meet a fleet' });
    expect(settledResult.detail).toContain('; Ana picked on Fleet: Average, row 2');
    const replayed = SessionEngine.replay(r.engine.header, r.log, lodestarSession);
    expect(canonicalJson(replayed.state)).toBe(canonicalJson(r.engine.state));
  });
});

/** The log as an older version wrote it: without `gaps` on the rolls. */
function asOldLog(log: readonly LogEntry[], headerHash: string): LogEntry[] {
  const old: LogEntry[] = [];
  let prev = headerHash;
  for (const entry of log) {
    const { gaps: _gaps, ...action } = entry.action;
    const rewritten = {
      ...entry,
      prev,
      action: entry.action.type === 'table.roll' ? action : entry.action,
    };
    const { hash: _hash, ...unhashed } = rewritten;
    const hashed = { ...rewritten, hash: hashEntry(unhashed) };
    old.push(hashed);
    prev = hashed.hash;
  }
  return old;
}

describe('replay', () => {
  it('reads rolls logged before they could be settled as they were: "No row for N", first row silently', () => {
    const r = withFleet();
    const [gap] = r.act({ type: 'table.roll', table: 'fleet', entered: 7, gaps: 'silent' });
    const [both] = r.act({ type: 'table.roll', table: 'fleet', entered: 5, gaps: 'silent' });
    expect(gap!.outcome).toMatchObject({ row: null, result: 'No row for 7' });
    expect(gap!.outcome).not.toHaveProperty('gap');
    expect(both!.outcome).not.toHaveProperty('overlap');
    expect(r.engine.state.draws.results.every((x) => x.open === undefined)).toBe(true);
    const old = asOldLog(r.log, r.engine.headerHash);
    expect(old[0]!.action).not.toHaveProperty('gaps');
    const replayed = SessionEngine.replay(r.engine.header, old, lodestarSession);
    expect(canonicalJson(replayed.state)).toBe(canonicalJson(r.engine.state));
  });

  it('rolling again and picking replay to the same state (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.array(
          fc.oneof(
            fc
              .integer({ min: 1, max: 10 })
              .map((entered) => ({ type: 'table.roll', table: 'fleet', entered })),
            fc.constant({ type: 'table.roll', table: 'fleet' }),
            fc.constant({ type: 'table.reroll' }),
            fc.integer({ min: 1, max: 5 }).map((row) => ({ type: 'table.pick', row })),
          ),
          { maxLength: 12 },
        ),
        (seed, actions) => {
          const r = withFleet(seed);
          for (const action of actions) {
            try {
              r.act(action);
            } catch {
              // Nothing to settle: refused and not logged.
            }
          }
          const replayed = SessionEngine.replay(r.engine.header, r.log, lodestarSession);
          expect(canonicalJson(replayed.state)).toBe(canonicalJson(r.engine.state));
        },
      ),
      { numRuns: 40 },
    );
  });
});
