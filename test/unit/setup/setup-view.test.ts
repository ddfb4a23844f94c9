import { describe, expect, it } from 'vitest';
import {
  currentSetupStep,
  draftView,
  firstBidder,
  normalisePreview,
  setupRows,
} from '../../../features/setup/setup-view.ts';
import { setupRecorder } from './setup-fixtures.ts';

describe('the setup screen’s views', () => {
  it('lists the steps with ticks and moves on to the first one not done', () => {
    const r = setupRecorder();
    const scenario = r.engine.header.scenario;
    expect(currentSetupStep(scenario, r.engine.state)).toBe('seats');
    r.act({ type: 'setup.done', step: 'seats' });
    expect(currentSetupStep(scenario, r.engine.state)).toBe('draft');
    expect(setupRows(scenario, r.engine.state).map((row) => [row.number, row.done])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, false],
      [5, false],
      [6, false],
    ]);
  });

  it('starts a counter-clockwise auction with the lowest roller, a clockwise one with the highest', () => {
    const r = setupRecorder();
    expect(firstBidder(r.engine.state, 'counter-clockwise')).toBeNull();
    r.act({ type: 'setup.seat-roll', step: 'seats' });
    const order = r.engine.state.roster.teamOrder;
    expect(firstBidder(r.engine.state, 'counter-clockwise')).toBe(order.at(-1));
    expect(firstBidder(r.engine.state, 'clockwise')).toBe(order[0]);
  });

  it('previews a normalisation: TI3’s bids 0/7/8 become 1/8/9', () => {
    const r = setupRecorder();
    r.act({ type: 'tracker.set', tracker: 'tg', holder: 'east', value: 7 });
    r.act({ type: 'tracker.set', tracker: 'tg', holder: 'south', value: 8 });
    r.act({ type: 'tracker.set', tracker: 'tg', holder: 'west', value: 3 });
    const preview = normalisePreview(r.engine.header.scenario, r.engine.state, 'tg', 1)!;
    expect(preview.shift).toBe(1);
    expect(preview.rows.map((row) => [row.name, row.before, row.after])).toEqual([
      ['North', 0, 1],
      ['East', 7, 8],
      ['South', 8, 9],
      ['West', 3, 4],
    ]);
    expect(normalisePreview(r.engine.header.scenario, r.engine.state, 'nope', 1)).toBeNull();
  });

  it('offers the free cards and draws only to teams that passed, once the picks are over', () => {
    const r = setupRecorder();
    const scenario = r.engine.header.scenario;
    const step = scenario.setup.find((s) => s.kind === 'draft')!;
    if (step.kind !== 'draft') throw new Error('no draft step');
    r.act({ type: 'setup.draft-pick', step: 'draft', team: 'north', card: 'oak' });
    r.act({ type: 'setup.draft-pass', step: 'draft', team: 'east' });
    let view = draftView(scenario, r.engine.state, step);
    expect(view.turn).toBe('south');
    expect(view.free.map((c) => c.id)).not.toContain('oak');
    expect(view.rows.find((row) => row.team === 'east')!.canDraw).toBe(false);
    r.act({ type: 'setup.draft-pass', step: 'draft', team: 'south' });
    r.act({ type: 'setup.draft-pass', step: 'draft', team: 'west' });
    view = draftView(scenario, r.engine.state, step);
    expect(view.turn).toBeNull();
    expect(view.rows.map((row) => row.canDraw)).toEqual([false, true, true, true]);
  });
});
