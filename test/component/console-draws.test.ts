import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { Action } from '../../session/types.ts';
import { bundledScenarios } from '../../scenarios/library/index.ts';
import DealDialog from '../../features/draws/ui/DealDialog.svelte';
import { initialRoster } from '../../features/teams/initial-teams.ts';
import DrawsView from '../../features/draws/ui/DrawsView.svelte';
import { percent } from '../../renderer/lib/percent.ts';
import { drawsRecorder, drawsScenario } from '../unit/draws/draws-fixtures.ts';

afterEach(() => cleanup());

const sswa = bundledScenarios.find((b) => b.id === 'so-say-we-all')!.scenario;
const solo = bundledScenarios.find((b) => b.id === 'free-captain-solo')!.scenario;

/** Records the actions a component sends; each is accepted. */
function recorder() {
  const sent: Action[] = [];
  return { sent, onact: async (action: Action) => (sent.push(action), true) };
}

const byTestId = (id: string) => screen.getByTestId(id);

/** The draws view of a recorded session, with the actions it sends. */
function renderDraws(r: ReturnType<typeof drawsRecorder>) {
  const { sent, onact } = recorder();
  render(DrawsView, {
    props: { scenario: r.engine.header.scenario, session: r.engine.state, disabled: false, onact },
  });
  return { sent };
}

describe('the draws view', () => {
  it('sends draws, reveals and hides from the deck panel', async () => {
    const r = drawsRecorder();
    r.act({ type: 'deck.draw', deck: 'events', count: 2 });
    const { sent } = renderDraws(r);
    const events = screen.getAllByTestId('deck-panel').find((p) => p.dataset.deck === 'events')!;
    await fireEvent.click(within(events).getByTestId('deck-draw'));
    expect(sent.at(-1)).toEqual({
      type: 'deck.draw',
      deck: 'events',
      count: 1,
      position: 'top',
      to: 'play',
    });
    const cards = within(events).getAllByTestId('card-face');
    expect(cards).toHaveLength(2);
    await fireEvent.click(within(events).getAllByTestId('show-card')[0]!);
    expect(sent.at(-1)).toEqual({
      type: 'draws.show',
      item: { kind: 'cards', deck: 'events', cards: [cards[0]!.dataset.card] },
      until: 'next-phase',
    });
    // Unticked, what Control shows stays until cleared.
    await fireEvent.click(byTestId('show-until-next-phase'));
    await fireEvent.click(within(events).getAllByTestId('show-card')[1]!);
    expect(sent.at(-1)).toMatchObject({ type: 'draws.show', until: 'cleared' });
    const piles = within(events)
      .getAllByTestId('pile-count')
      .map((p) => p.dataset.pile);
    expect(piles).toEqual(['draw', 'play']);
  });

  it('shows what is on the display and clears it', async () => {
    const r = drawsRecorder();
    const [roll] = r.act({ type: 'dice.roll', expression: '2d6', label: 'Guns' });
    r.act({ type: 'draws.show', item: { kind: 'result', seq: roll!.seq } });
    const { sent } = renderDraws(r);
    expect(byTestId('on-display').textContent).toContain('Guns:');
    expect(byTestId('on-display').textContent).toContain('clears at the next phase');
    await fireEvent.click(byTestId('on-display-until'));
    await fireEvent.click(byTestId('hide-display'));
    expect(sent).toEqual([{ type: 'draws.until', until: 'cleared' }, { type: 'draws.hide' }]);
  });

  it('shows each kind’s odds beside the bag and draws from it', async () => {
    const r = drawsRecorder('s', { bags: solo.bags });
    const { sent } = renderDraws(r);
    const odds = screen.getAllByTestId('bag-odds').map((o) => o.textContent);
    // Normal: 4 each of red, blue, orange, black and 5 each of yellow and white, 26 in all.
    expect(odds).toEqual(['19.2%', '19.2%', '15.4%', '15.4%', '15.4%', '15.4%']);
    await fireEvent.click(byTestId('bag-draw'));
    expect(sent).toEqual([{ type: 'bag.draw', bag: 'cloth-bag', count: 1, replace: false }]);
  });

  it('rolls on a table, or takes a roll made at the table, and lists what to check', async () => {
    const fleet = bundledScenarios.find((b) => b.id === 'naval-duel')!.scenario;
    const r = drawsRecorder('s', { tables: fleet.tables });
    const { sent } = renderDraws(r);
    await fireEvent.change(byTestId('table-pick'), { target: { value: 'fleet' } });
    await fireEvent.click(byTestId('table-roll'));
    expect(sent.at(-1)).toEqual({ type: 'table.roll', table: 'fleet', modifier: 0 });
    await fireEvent.input(byTestId('table-entered'), { target: { value: '7' } });
    await fireEvent.click(byTestId('table-enter'));
    expect(sent.at(-1)).toEqual({ type: 'table.roll', table: 'fleet', modifier: 0, entered: 7 });
    expect(byTestId('table-problems').textContent).toMatch(/two rows for 5–6 \(rows 3 and 4\)/);
  });

  it('starts another table without the last table’s modifier or typed roll', async () => {
    const naval = bundledScenarios.find((b) => b.id === 'naval-duel')!.scenario;
    const r = drawsRecorder('s', { tables: naval.tables });
    const { sent } = renderDraws(r);
    await fireEvent.change(byTestId('table-pick'), { target: { value: 'broadside' } });
    await fireEvent.input(byTestId('table-modifier'), { target: { value: '3' } });
    await fireEvent.input(byTestId('table-entered'), { target: { value: '4' } });
    await fireEvent.click(byTestId('table-enter'));
    expect(sent.at(-1)).toEqual({
      type: 'table.roll',
      table: 'broadside',
      modifier: 3,
      entered: 4,
    });
    await fireEvent.change(byTestId('table-pick'), { target: { value: 'damage-attribute' } });
    expect((byTestId('table-modifier') as HTMLInputElement).value).toBe('0');
    expect((byTestId('table-entered') as HTMLInputElement).value).toBe('');
    await fireEvent.click(byTestId('table-roll'));
    expect(sent.at(-1)).toEqual({ type: 'table.roll', table: 'damage-attribute', modifier: 0 });
  });

  it('shows the columns the rulebook prints beside the row rolled', async () => {
    const raid = bundledScenarios.find((b) => b.id === 'rifle-and-axe')!.scenario;
    const r = drawsRecorder('s', { tables: raid.tables });
    r.act({ type: 'table.roll', table: 'indian-raid', entered: 7 });
    renderDraws(r);
    await fireEvent.change(byTestId('table-pick'), { target: { value: 'indian-raid' } });
    expect(byTestId('table-result').textContent).toContain('Skirmish');
    // Rifle & Axe's Skirmish row: Fight 15, Loses 2 (seed 003 L10774).
    const pairs = [...byTestId('table-result-fields').querySelectorAll('div')].map((d) =>
      [...d.children].map((c) => c.textContent),
    );
    expect(pairs).toEqual([
      ['Fight', '15'],
      ['Loses', '2'],
    ]);
    // A table without columns shows none.
    await fireEvent.change(byTestId('table-pick'), { target: { value: 'boon' } });
    expect(screen.queryByTestId('table-result-fields')).toBeNull();
  });

  it('offers to roll again or pick a row when the rulebook prints no row for the total', async () => {
    const fleet = bundledScenarios.find((b) => b.id === 'naval-duel')!.scenario;
    const r = drawsRecorder('s', { tables: fleet.tables });
    const [roll] = r.act({ type: 'table.roll', table: 'fleet', entered: 7 });
    const { sent } = renderDraws(r);
    await fireEvent.change(byTestId('table-pick'), { target: { value: 'fleet' } });
    expect(byTestId('table-result').textContent).toContain('The table has no row for 7');
    expect(byTestId('table-open-message').textContent).toBe(
      'The rulebook prints no row for 7. Roll again, or pick the row that fits.',
    );
    await fireEvent.click(byTestId('table-reroll'));
    expect(sent.at(-1)).toEqual({ type: 'table.reroll', seq: roll!.seq });
    await fireEvent.click(byTestId('table-pick-row-open'));
    await fireEvent.change(byTestId('table-pick-row'), { target: { value: '4' } });
    await fireEvent.click(byTestId('table-pick-row-use'));
    expect(sent.at(-1)).toEqual({ type: 'table.pick', seq: roll!.seq, row: 4 });
  });

  it('says when the rulebook prints two rows for the total, and shows nothing once settled', async () => {
    const fleet = bundledScenarios.find((b) => b.id === 'naval-duel')!.scenario;
    const r = drawsRecorder('s', { tables: fleet.tables });
    r.act({ type: 'table.roll', table: 'fleet', entered: 5 });
    const first = renderDraws(r);
    await fireEvent.change(byTestId('table-pick'), { target: { value: 'fleet' } });
    expect(byTestId('table-open').dataset.reason).toBe('overlap');
    expect(byTestId('table-open-message').textContent).toMatch(
      /^The rulebook prints two rows for 5 \(rows 3, 4\): row 3, the first, was used/,
    );
    await fireEvent.click(byTestId('table-pick-row-open'));
    await fireEvent.click(byTestId('table-pick-row-use'));
    expect(first.sent.at(-1)).toMatchObject({ type: 'table.pick', row: 4 });
    cleanup();
    r.act({ type: 'table.pick', row: 4 });
    renderDraws(r);
    await fireEvent.change(byTestId('table-pick'), { target: { value: 'fleet' } });
    expect(screen.queryByTestId('table-open')).toBeNull();
  });
});

describe('the deal dialog', () => {
  it('deals to every ship by default, face up with a limit for a deck dealt into play', async () => {
    const { sent, onact } = recorder();
    const events = sswa.decks.find((d) => d.id === 'events')!;
    render(DealDialog, {
      props: {
        open: true,
        scenario: sswa,
        deck: events,
        roster: initialRoster(sswa),
        onact,
        onclose: () => {},
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('deal-team')).toHaveLength(11));
    expect(byTestId('deal-confirm').textContent).toContain('Deal 11 cards');
    await fireEvent.click(screen.getAllByTestId('deal-team')[0]!);
    await fireEvent.click(byTestId('deal-confirm'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      type: 'deck.deal',
      deck: 'events',
      count: 1,
      to: 'play',
      limit: 1,
    });
    expect((sent[0] as unknown as { holders: string[] }).holders).toHaveLength(10);
    expect((sent[0] as unknown as { holders: string[] }).holders[0]).toBe('refinery-ship-1');
  });
});

describe('the deal dialog, after seats are rolled', () => {
  it('lists the teams in seat order, ticks the seats in play, and deals round that way', async () => {
    const { sent, onact } = recorder();
    const events = sswa.decks.find((d) => d.id === 'events')!;
    const ships = initialRoster(sswa).teamOrder;
    const rolled = [...ships].reverse();
    const seated = [rolled[0]!, rolled[2]!];
    const roster = {
      teamOrder: rolled,
      players: seated.map((team, i) => ({
        id: `p${i}`,
        name: `Player ${i}`,
        team,
        role: null,
        notes: '',
        posts: [],
      })),
    };
    render(DealDialog, {
      props: { open: true, scenario: sswa, deck: events, roster, onact, onclose: () => {} },
    });
    await waitFor(() => expect(screen.getAllByTestId('deal-team')).toHaveLength(ships.length));
    const boxes = screen.getAllByTestId('deal-team') as HTMLInputElement[];
    expect(boxes.map((b) => b.value)).toEqual(rolled);
    expect(boxes.filter((b) => b.checked).map((b) => b.value)).toEqual(seated);
    await fireEvent.click(byTestId('deal-confirm'));
    expect((sent[0] as unknown as { holders: string[] }).holders).toEqual(seated);
  });
});

describe('chances', () => {
  it('are written for people', () => {
    expect([0, 0.00004, 0.0046, 0.1923, 1].map(percent)).toEqual([
      '0%',
      '<0.01%',
      '0.46%',
      '19.2%',
      '100%',
    ]);
  });
});

describe('other ways to draw from a bag', () => {
  it('redraws chosen kinds, or draws until a kind comes out', async () => {
    const r = drawsRecorder('s', { bags: solo.bags });
    const { sent } = renderDraws(r);
    const redraw = screen.getAllByTestId('bag-redraw') as HTMLInputElement[];
    await fireEvent.click(redraw.find((c) => c.value === 'yellow')!);
    await fireEvent.click(redraw.find((c) => c.value === 'white')!);
    await fireEvent.click(byTestId('bag-draw-redraw'));
    expect(sent.at(-1)).toEqual({
      type: 'bag.draw',
      bag: 'cloth-bag',
      count: 1,
      replace: false,
      redraw: ['yellow', 'white'],
    });
    await fireEvent.change(byTestId('bag-until'), { target: { value: 'black' } });
    await fireEvent.click(byTestId('bag-draw-until'));
    expect(sent.at(-1)).toEqual({
      type: 'bag.draw',
      bag: 'cloth-bag',
      until: ['black'],
      replace: false,
    });
  });
});

describe('hand limits and draw N, keep K', () => {
  const withRules = {
    decks: drawsScenario().decks.map((d) =>
      d.id === 'sabotage'
        ? {
            ...d,
            handLimit: { cards: 2, over: 'flag' as const },
            drawKeep: { keep: 1, rest: 'discard' as const, count: 'the highest stat' },
          }
        : d,
    ),
  };
  const sabotagePanel = () =>
    screen.getAllByTestId('deck-panel').find((p) => p.dataset.deck === 'sabotage')!;

  it('shows a hand against its limit and flags the excess', () => {
    const r = drawsRecorder('s', withRules);
    r.act({ type: 'deck.draw', deck: 'sabotage', count: 3, to: 'hand:alpha' });
    renderDraws(r);
    const hand = within(sabotagePanel())
      .getAllByTestId('pile-count')
      .find((p) => p.dataset.pile === 'hand:alpha')!;
    expect(hand.textContent).toContain('3 / 2');
    expect(within(hand).getByTestId('hand-over-limit').textContent).toBe(
      'over the limit: discard 1',
    );
  });

  it('draws N for a team, then sends the card ticked to keep', async () => {
    const r = drawsRecorder('s', withRules);
    const { sent } = renderDraws(r);
    await fireEvent.click(within(sabotagePanel()).getByTestId('deck-draw-keep'));
    expect(byTestId('draw-keep-hint').textContent).toContain('the highest stat');
    await fireEvent.change(byTestId('draw-keep-team'), { target: { value: 'beta' } });
    await fireEvent.input(byTestId('draw-keep-count'), { target: { value: '3' } });
    await fireEvent.click(byTestId('draw-keep-confirm'));
    expect(sent.at(-1)).toEqual({
      type: 'deck.draw-to-choose',
      deck: 'sabotage',
      team: 'beta',
      count: 3,
      keep: 1,
      rest: 'discard',
    });
    cleanup();

    // With the choice waiting, the panel lists it and the dialog ticks one card to keep.
    r.act(sent.at(-1));
    const again = renderDraws(r);
    const waiting = within(sabotagePanel()).getByTestId('deck-choosing');
    expect(waiting.textContent).toContain('Beta keeps 1 of 3');
    await fireEvent.click(within(waiting).getByTestId('deck-choose'));
    const boxes = screen.getAllByTestId('draw-keep-card') as HTMLInputElement[];
    expect(boxes).toHaveLength(3);
    expect((byTestId('draw-keep-confirm') as HTMLButtonElement).disabled).toBe(true);
    await fireEvent.click(boxes[1]!);
    await fireEvent.click(byTestId('draw-keep-confirm'));
    expect(again.sent.at(-1)).toEqual({
      type: 'deck.keep',
      deck: 'sabotage',
      team: 'beta',
      cards: [boxes[1]!.value],
    });
  });
});

describe('a deck with a cost', () => {
  const withCost = {
    decks: drawsScenario().decks.map((d) =>
      d.id === 'sabotage' ? { ...d, cost: { tracker: 'fuel', amount: 2 } } : d,
    ),
    trackers: [{ id: 'fuel', name: 'Fuel', start: 5 }],
  };
  const sabotagePanel = () =>
    screen.getAllByTestId('deck-panel').find((p) => p.dataset.deck === 'sabotage')!;

  it('shows the cost on the Draw button and buys into a team’s hand, or free', async () => {
    const { sent } = renderDraws(drawsRecorder('s', withCost));
    const draw = within(sabotagePanel()).getByTestId('deck-draw');
    expect(draw.textContent?.trim()).toBe('Draw 1 · 2 Fuel');
    await fireEvent.click(draw);
    expect(sent.at(-1)).toEqual({
      type: 'deck.draw',
      deck: 'sabotage',
      count: 1,
      position: 'top',
      to: 'hand:alpha',
    });
    await fireEvent.click(within(sabotagePanel()).getByTestId('deck-draw-free'));
    expect(draw.textContent?.trim()).toBe('Draw 1 · free');
    await fireEvent.click(draw);
    expect(sent.at(-1)).toMatchObject({ to: 'hand:alpha', free: true });
  });
});
