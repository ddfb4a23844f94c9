import { describe, expect, it } from 'vitest';
import { liveConsole } from './support/live-console.ts';
import { shootAtSizes } from './support/screenshots.ts';

/**
 * Two controls a facilitator uses at the start of play, in real Chromium: TI3's first setup
 * step, which asks how many are playing, and So Say We All's Fleet initiative order on the
 * clock tab, started and passed on with the I key.
 */
const live = liveConsole('orders-and-seats');

describe('seats in play and orders of play', () => {
  it('sets three players at TI3, so that only three seats take part', async () => {
    const control = live.control;
    await control.startSession('ti3-patch');
    await control.press('7');
    await control.byTestId('setup-view').waitFor();
    const step = control.byTestId('seats-in-play-step');
    await step.waitFor();
    await step.getByTestId('player-count').selectOption('3');
    await step.getByTestId('seats-in-play-set').click();
    await expect
      .poll(() => step.getByTestId('seats-in-play-list').innerText())
      .toMatch(/Seat 1.*Seat 2.*Seat 3/s);
    expect(await step.getByTestId('seats-in-play-list').innerText()).not.toContain('Seat 4');
    await shootAtSizes(control.page, 'console-seats-in-play', control.byTestId('setup-view'));
  });

  it("starts So Say We All's Fleet initiative and passes the turn on with I", async () => {
    const control = live.control;
    await control.startSession('so-say-we-all');
    await control.press('1');
    const panel = control.byTestId('initiative-panel');
    await panel.waitFor();
    const order = panel.getByTestId('initiative-order').first();
    await order.getByTestId('initiative-start').click();
    const turn = order.getByTestId('initiative-turn');
    await expect.poll(() => turn.innerText()).toMatch(/Prosecutor/);
    const first = await turn.innerText();
    await control.press('i');
    await expect.poll(() => turn.innerText()).not.toBe(first);
    await shootAtSizes(control.page, 'console-initiative', panel);
  });
});
