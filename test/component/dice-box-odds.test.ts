import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Distribution } from '../../console/draws/dice/index.ts';
import { parseDice } from '../../console/draws/dice/index.ts';
import { dieSlots, parseFaceList, rollOf } from '../../renderer/console/draws/dice-entry.ts';
import { MAX_BARS, MAX_SAMPLED_DICE, planOdds } from '../../renderer/console/draws/dice-odds.ts';
import { DiceOdds } from '../../renderer/console/draws/dice-odds.svelte.ts';
import type { OddsRequest } from '../../renderer/console/draws/dice-odds.worker.ts';

afterEach(() => vi.unstubAllGlobals());

const custom = {
  engineer: {
    name: 'Engineer',
    faces: [
      { value: 1, label: 'Wrench' },
      { value: 1, label: 'Wrench' },
      { value: 3, label: '' },
    ],
  },
};

describe('deciding what to chart', () => {
  it('works exact odds out at once', () => {
    const plan = planOdds('2d6+1', custom);
    expect(plan.kind).toBe('chart');
    if (plan.kind === 'chart') expect(plan.distribution).toMatchObject({ min: 3, exact: true });
  });

  it('leaves exploding dice to be sampled, and refuses too many of them', () => {
    expect(planOdds('3d6!', custom)).toEqual({ kind: 'estimate', expression: '3d6!' });
    const many = planOdds(`${MAX_SAMPLED_DICE + 1}d6!`, custom);
    expect(many).toMatchObject({ kind: 'note' });
  });

  it('skips expressions with more totals than a chart can show, before working them out', () => {
    // Ten thousand dice of ten thousand sides would take minutes to work out.
    const plan = planOdds('1000d10000', custom);
    expect(plan).toMatchObject({ kind: 'note' });
    if (plan.kind === 'note') expect(plan.note).toContain('9,999,001 possible totals');
    expect(planOdds(`1d${MAX_BARS}`, custom).kind).toBe('chart');
    expect(planOdds(`1d${MAX_BARS + 1}`, custom).kind).toBe('note');
    expect(planOdds('d%*d%', custom).kind).toBe('note');
  });

  it('bounds every kind of expression without working it out', () => {
    expect(planOdds('-(2d6) + max(1d4, 1d8) - 3', custom).kind).toBe('chart');
    expect(planOdds('10d6>=5', custom).kind).toBe('chart');
    expect(planOdds('100d6kh3', custom).kind).toBe('chart');
    expect(planOdds('2d[engineer]', custom).kind).toBe('chart');
  });

  it('has nothing to say about empty or broken notation', () => {
    expect(planOdds('  ', custom)).toEqual({ kind: 'none' });
    expect(planOdds('2d', custom)).toEqual({ kind: 'none' });
  });
});

/** A stand-in for the browser's Worker: answers when the test says so. */
class FakeWorker {
  static made: FakeWorker[] = [];
  terminated = false;
  request: OddsRequest | null = null;
  #listeners = new Map<string, (event: { data: unknown }) => void>();

  constructor() {
    FakeWorker.made.push(this);
  }

  addEventListener(type: string, listener: (event: { data: unknown }) => void) {
    this.#listeners.set(type, listener);
  }

  postMessage(request: OddsRequest) {
    this.request = request;
  }

  terminate() {
    this.terminated = true;
  }

  fail() {
    this.#listeners.get('error')?.({ data: null });
  }

  answer(distribution: Distribution | null) {
    this.#listeners.get('message')?.({ data: { id: this.request?.id, distribution } });
  }
}

describe('estimating exploding dice off the page', () => {
  const sampled: Distribution = {
    min: 1,
    p: [0.5, 0.5],
    exact: false,
    samples: 100,
    standardError: 0.05,
  };

  it('shows the estimate when the worker answers, and drops answers that came too late', () => {
    FakeWorker.made = [];
    vi.stubGlobal('Worker', FakeWorker);
    const odds = new DiceOdds();
    odds.show('3d6!', custom);
    expect(odds.view).toEqual({ kind: 'working', expression: '3d6!' });
    const first = FakeWorker.made[0]!;
    expect(first.request).toMatchObject({ expression: '3d6!' });

    odds.show('4d6!', custom);
    expect(first.terminated).toBe(true);
    first.answer(sampled);
    expect(odds.view.kind).toBe('working');

    const second = FakeWorker.made[1]!;
    second.answer(sampled);
    expect(odds.view).toEqual({ kind: 'chart', distribution: sampled });
    expect(second.terminated).toBe(true);
  });

  it('stops sampling when exact odds are asked for instead, or the box goes away', () => {
    FakeWorker.made = [];
    vi.stubGlobal('Worker', FakeWorker);
    const odds = new DiceOdds();
    odds.show('3d6!', custom);
    odds.show('2d6', custom);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    expect(odds.view.kind).toBe('chart');
    odds.show('3d6!', custom);
    odds.dispose();
    expect(FakeWorker.made[1]!.terminated).toBe(true);
  });

  it('says so when an estimate has too many totals to chart', () => {
    FakeWorker.made = [];
    vi.stubGlobal('Worker', FakeWorker);
    const odds = new DiceOdds();
    odds.show('1d1000!', custom);
    FakeWorker.made[0]!.answer({
      min: 1,
      p: new Array<number>(MAX_BARS + 1).fill(0),
      exact: false,
    });
    expect(odds.view).toMatchObject({ kind: 'note' });
  });
});

describe('typing in dice rolled at the table', () => {
  const expr = (text: string) => {
    const parsed = parseDice(text, custom);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.expr;
  };

  it('gives one slot per die in reading order, each with the faces it can show', () => {
    const slots = dieSlots(expr('1d4 + 2d[engineer] - 3'));
    expect(slots?.map((s) => s.notation)).toEqual(['d4', 'd[engineer]', 'd[engineer]']);
    expect(slots?.[1]?.faces).toEqual([
      { value: 1, label: 'Wrench (1)' },
      { value: 3, label: '3' },
    ]);
  });

  it('falls back to a list when the number of dice varies or is large', () => {
    expect(dieSlots(expr('3d6!'))).toBeNull();
    expect(dieSlots(expr('2d6r<2'))).toBeNull();
    expect(dieSlots(expr('30d6'))).toBeNull();
    expect(dieSlots(expr('5'))).toBeNull();
  });

  it('reads a typed list of faces', () => {
    expect(parseFaceList('4, 6;1  2')).toEqual([4, 6, 1, 2]);
    expect(parseFaceList('4 six')).toBeNull();
    expect(parseFaceList('4.5')).toBeNull();
  });
});

describe('rolling a logged result again', () => {
  const result = (label: string, detail: string) => ({
    seq: 1,
    at: 0,
    kind: 'dice' as const,
    label,
    value: '0',
    detail,
    physical: false,
  });

  it('uses the notation when it was the label, else reads it back from the working', () => {
    expect(rollOf(result('2d6+1', '2d6 [4, 5] + 1 = 10'), custom)).toEqual({ expression: '2d6+1' });
    expect(rollOf(result('Guns', '2d6 [4, 5] + 1 = 10'), custom)).toEqual({
      expression: '2d6 + 1',
      label: 'Guns',
    });
    expect(rollOf(result('Repairs', '2d[engineer] [Wrench (1), 3] - 1 = 3'), custom)).toEqual({
      expression: '2d[engineer] - 1',
      label: 'Repairs',
    });
    expect(rollOf(result('Odd', 'max(1d6 [2], 1d8 [7]) = -7'), custom)).toEqual({
      expression: 'max(1d6, 1d8)',
      label: 'Odd',
    });
  });

  it('gives up on results that are not dice or cannot be read back', () => {
    expect(rollOf({ ...result('Table', ''), kind: 'table' }, custom)).toBeNull();
    expect(rollOf(result('Guns', 'garbled'), custom)).toBeNull();
  });
});

describe('when no worker can start', () => {
  it('samples in place instead of giving up on the chart', () => {
    FakeWorker.made = [];
    vi.stubGlobal('Worker', FakeWorker);
    const odds = new DiceOdds();
    odds.show('1d4!', custom);
    FakeWorker.made[0]!.fail();
    expect(odds.view).toMatchObject({ kind: 'chart', distribution: { exact: false, min: 1 } });
  });
});
