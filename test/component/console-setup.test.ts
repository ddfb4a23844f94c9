import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { Action } from '../../session/types.ts';
import SetupView from '../../features/setup/ui/SetupView.svelte';
import { setupRecorder } from '../unit/setup/setup-fixtures.ts';

afterEach(() => cleanup());

/**
 * The view of a recorded session: actions the session knows are applied and the view
 * re-rendered; the rest (another tab's engines) are only recorded.
 */
function renderSetup(r: ReturnType<typeof setupRecorder>) {
  const sent: Action[] = [];
  const props = () => ({
    scenario: r.engine.header.scenario,
    session: r.engine.state,
    disabled: false,
    onact,
  });
  async function onact(action: Action) {
    sent.push(action);
    if (r.engine.registry.get(action.type)) r.act(action);
    await view.rerender(props());
    return true;
  }
  const view = render(SetupView, { props: props() });
  return { sent };
}

const row = (testId: string, team: string) =>
  screen.getAllByTestId(testId).find((tr) => tr.dataset.team === team)!;

describe('the guided setup view', () => {
  it('lists the steps, rolls for seats and moves on when a step is marked done', async () => {
    const r = setupRecorder();
    const { sent } = renderSetup(r);
    expect(screen.getAllByTestId('setup-step').map((b) => b.textContent?.trim())).toEqual([
      '1. Roll for seats',
      '2. Draft',
      '3. Home bidding',
      '4. Speaker bid',
      '5. Normalise',
      '6. Deal objectives',
    ]);
    await fireEvent.click(screen.getByTestId('seat-roll'));
    expect(sent).toEqual([{ type: 'setup.seat-roll', step: 'seats' }]);
    const order = r.engine.state.roster.teamOrder;
    const rolls = r.engine.state.setup.seatRolls!;
    expect(screen.getAllByTestId('seat-row').map((tr) => tr.dataset.team)).toEqual(order);
    for (const team of order)
      expect(within(row('seat-row', team)).getByTestId('seat-rolls').textContent).toContain(
        rolls[team]!.join(' → '),
      );
    expect(screen.getByTestId('seat-roll')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('seat-order').textContent).toContain('Seat order (clockwise)');
    await fireEvent.click(screen.getByTestId('setup-done'));
    expect(screen.getAllByTestId('setup-step')[0]!.textContent).toContain('✓');
    expect(screen.getByTestId('setup-current').textContent).toContain('2. Draft');
  });

  it('drafts in seat order, then draws for the teams that passed, hiding draws until asked', async () => {
    const r = setupRecorder();
    const { sent } = renderSetup(r);
    await fireEvent.click(screen.getAllByTestId('setup-step')[1]!);
    // North is on turn: only its row offers Pick and Pass.
    expect(within(row('draft-row', 'east')).queryByTestId('draft-pick')).toBeNull();
    await fireEvent.change(screen.getByTestId('draft-choice'), { target: { value: 'oak' } });
    await fireEvent.click(screen.getByTestId('draft-pick'));
    expect(sent.at(-1)).toEqual({
      type: 'setup.draft-pick',
      step: 'draft',
      team: 'north',
      card: 'oak',
    });
    expect(within(row('draft-row', 'north')).getByTestId('draft-card').textContent).toContain(
      'Oak',
    );
    const options = within(screen.getByTestId('draft-choice'))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(options).not.toContain('oak');
    for (let i = 0; i < 3; i++) await fireEvent.click(screen.getByTestId('draft-pass'));
    expect(sent.at(-1)).toEqual({ type: 'setup.draft-pass', step: 'draft', team: 'west' });
    const east = () => row('draft-row', 'east');
    await fireEvent.click(within(east()).getByTestId('draft-draw'));
    expect(sent.at(-1)).toEqual({ type: 'setup.draft-draw', step: 'draft', team: 'east' });
    const held = r.engine.state.setup.drafts['draft']!['east']!.card!;
    const title = held[0]!.toUpperCase() + held.slice(1);
    expect(within(east()).getByTestId('draft-card').textContent).toContain('hidden');
    expect(within(east()).getByTestId('draft-card').textContent).not.toContain(title);
    await fireEvent.click(screen.getByTestId('show-hidden'));
    expect(within(east()).getByTestId('draft-card').textContent).toContain(title);
    expect(within(east()).getByTestId('draft-draw').textContent).toBe('Draw again (2 of 3)');
    await fireEvent.click(within(east()).getByTestId('draft-draw'));
    await fireEvent.click(within(east()).getByTestId('draft-draw'));
    expect(within(east()).queryByTestId('draft-draw')).toBeNull();
    expect(within(east()).queryByTestId('draft-reveal')).toBeNull();
    await fireEvent.click(within(row('draft-row', 'west')).getByTestId('draft-draw'));
    await fireEvent.click(within(row('draft-row', 'west')).getByTestId('draft-reveal'));
    expect(sent.at(-1)).toEqual({ type: 'setup.draft-reveal', step: 'draft', team: 'west' });
    expect(r.engine.state.setup.drafts['draft']!['west']!.hidden).toBe(false);
  });

  it('opens the speaker auction with the lowest roller first, and opens sealed bids together', async () => {
    const r = setupRecorder();
    r.act({ type: 'setup.seat-roll', step: 'seats' });
    const { sent } = renderSetup(r);
    const order = r.engine.state.roster.teamOrder;
    await fireEvent.click(screen.getAllByTestId('setup-step')[3]!);
    expect(screen.getByTestId('auction-first').textContent).toContain('lowest seat roll');
    await fireEvent.click(screen.getByTestId('auction-open'));
    expect(sent.at(-1)).toEqual({ type: 'auction.open', auction: 'speaker', first: order.at(-1) });
    // Counter-clockwise from the lowest roller: back up the seats.
    expect(r.engine.state.contests.auctions['speaker']!.bidders).toEqual([...order].reverse());
    await fireEvent.click(screen.getAllByTestId('setup-step')[2]!);
    await fireEvent.click(screen.getByTestId('auction-open'));
    expect(sent.at(-1)).toEqual({ type: 'auction.open', auction: 'homes' });
    const bids = screen.getAllByTestId('sealed-bid');
    expect(bids.map((b) => b.dataset.team)).toEqual(order);
    await fireEvent.input(bids[0]!, { target: { value: '6' } });
    await fireEvent.input(bids[1]!, { target: { value: '1' } });
    await fireEvent.click(screen.getByTestId('sealed-open'));
    const [a, b, c, d] = order;
    expect(sent.at(-1)).toEqual({
      type: 'auction.sealed',
      auction: 'homes',
      bids: { [a!]: 6, [b!]: 1, [c!]: 0, [d!]: 0 },
    });
    expect(screen.getByTestId('auction-result').textContent).toContain('wins at 6');
  });

  it('previews a normalisation and runs it', async () => {
    const r = setupRecorder();
    r.act({ type: 'tracker.set', tracker: 'tg', holder: 'east', value: 7 });
    r.act({ type: 'tracker.set', tracker: 'tg', holder: 'south', value: 8 });
    const { sent } = renderSetup(r);
    await fireEvent.click(screen.getAllByTestId('setup-step')[4]!);
    expect(screen.getByTestId('normalise-shift').textContent).toContain('everyone +1');
    expect(
      screen
        .getAllByTestId('normalise-row')
        .map((tr) => [...tr.children].map((cell) => cell.textContent?.trim()).join(' ')),
    ).toEqual(['North 0 1', 'East 7 8', 'South 8 9', 'West 0 1']);
    await fireEvent.click(screen.getByTestId('normalise-run'));
    expect(sent.at(-1)).toEqual({ type: 'tracker.normalise', tracker: 'tg', floor: 1 });
    expect(screen.getByTestId('normalise-run')).toHaveProperty('disabled', true);
  });
});
