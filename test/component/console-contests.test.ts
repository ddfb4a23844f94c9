import { cleanup, fireEvent, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSessionView } from './support/session-view.ts';
import ContestsView from '../../features/contests/ui/ContestsView.svelte';
import { scenarioSchema } from '../../scenarios/format/schema.ts';
import { createHeader } from '../../session/session-header.ts';
import { recorder, T0 } from '../unit/session/session-fixtures.ts';
import { contestsRecorder } from '../unit/contests/contests-fixtures.ts';

afterEach(() => cleanup());

const renderContests = (r: ReturnType<typeof contestsRecorder>) =>
  renderSessionView(ContestsView, r);

const panel = (testid: string, key: string, value: string) =>
  screen.getAllByTestId(testid).find((p) => p.dataset[key] === value)!;

describe('the votes & auctions view', () => {
  it('opens a vote, takes ballots, closes it and names the winner', async () => {
    const r = contestsRecorder();
    r.act({ type: 'tracker.set', tracker: 'status', holder: 'ana', value: 3 });
    renderContests(r);
    const viceroy = panel('vote-panel', 'vote', 'viceroy');
    await fireEvent.click(within(viceroy).getByTestId('vote-open'));
    const ballot = (voter: string) => within(viceroy).getByLabelText(`Vote of ${voter}`);
    await fireEvent.change(ballot('Ana'), { target: { value: 'ana' } });
    await fireEvent.change(ballot('Bo'), { target: { value: 'cy' } });
    const total = within(viceroy)
      .getAllByTestId('vote-total')
      .find((t) => t.dataset.choice === 'ana')!;
    expect(total.textContent).toContain('3');
    await fireEvent.click(within(viceroy).getByTestId('vote-close'));
    expect(within(viceroy).getByTestId('vote-result').textContent).toContain('Ana');
  });

  it('hides a secret vote’s choices until it closes', async () => {
    const r = contestsRecorder();
    renderContests(r);
    await fireEvent.change(screen.getByTestId('vote-pick'), { target: { value: 'motion' } });
    const motion = panel('vote-panel', 'vote', 'motion');
    await fireEvent.click(within(motion).getByTestId('vote-open'));
    await fireEvent.change(within(motion).getByLabelText('Vote of Ana'), {
      target: { value: 'aye' },
    });
    expect((within(motion).getByLabelText('Vote of Ana') as HTMLSelectElement).value).toBe('');
    expect(within(motion).queryAllByTestId('vote-total')).toEqual([]);
    expect(motion.textContent).toContain('1 of 4 have voted');
    await fireEvent.change(within(motion).getByLabelText('Vote of Bo'), {
      target: { value: 'nay' },
    });
    await fireEvent.click(within(motion).getByTestId('vote-close'));
    // Closed: the ballots and totals show; the tie goes to the chair.
    expect(within(motion).getAllByTestId('vote-total')).toHaveLength(2);
    expect(within(motion).getByTestId('vote-result').textContent).toContain('No winner');
    const nay = within(motion)
      .getAllByTestId('vote-decide')
      .find((b) => b.dataset.choice === 'nay')!;
    await fireEvent.click(nay);
    expect(within(motion).getByTestId('vote-result').textContent).toContain('Nay');
    expect((screen.getByTestId('vote-pick') as HTMLSelectElement).value).toBe('motion');
  });

  it('buys from a pile and shows the new price; runs a sealed auction and shows who gains what', async () => {
    const r = contestsRecorder();
    const { sent } = renderContests(r);
    const committee = panel('committee-panel', 'committee', 'black-market');
    await fireEvent.change(within(committee).getByTestId('committee-player'), {
      target: { value: 'ana' },
    });
    await fireEvent.change(within(committee).getByTestId('pile-option'), {
      target: { value: 'smuggler-base' },
    });
    const played = within(committee).getByTestId('pile-played');
    const buy = within(committee).getByTestId('pile-buy') as HTMLButtonElement;
    await fireEvent.input(played, { target: { value: '7 5' } });
    expect(buy.disabled).toBe(true);
    expect(buy.textContent).toBe('Buy (12 vs 13)');
    await fireEvent.input(played, { target: { value: '7 10' } });
    await fireEvent.click(buy);
    expect(sent.at(-1)).toEqual({
      type: 'pile.buy',
      committee: 'black-market',
      option: 'smuggler-base',
      player: 'ana',
      played: [7, 10],
      added: 7,
    });
    const base = within(committee)
      .getAllByTestId('pile')
      .find((p) => p.dataset.option === 'smuggler-base')!;
    expect(within(base).getByTestId('pile-value').textContent).toBe('beat 20');

    const homes = panel('auction-panel', 'auction', 'home-systems');
    await fireEvent.click(within(homes).getByTestId('auction-open'));
    const bid = (team: string) =>
      within(homes)
        .getAllByTestId('sealed-bid')
        .find((i) => i.dataset.team === team)!;
    await fireEvent.input(bid('sol'), { target: { value: '6' } });
    await fireEvent.input(bid('norr'), { target: { value: '1' } });
    await fireEvent.click(within(homes).getByTestId('sealed-open'));
    expect(within(homes).getByTestId('auction-result').textContent).toContain(
      'Norr +5 Trade goods, Saar +6 Trade goods',
    );
  });
});

describe('who votes', () => {
  it('opens a vote with only the players Control leaves ticked as present', async () => {
    const r = contestsRecorder();
    const { sent } = renderContests(r);
    const viceroy = panel('vote-panel', 'vote', 'viceroy');
    const present = within(viceroy).getAllByTestId('vote-present');
    expect(present).toHaveLength(4);
    await fireEvent.click(present.find((c) => c.dataset.player === 'di')!);
    expect(viceroy.textContent).toContain('Voting: 3 of 4 players');
    await fireEvent.click(within(viceroy).getByTestId('vote-open'));
    expect(sent.at(-1)).toEqual({
      type: 'vote.open',
      vote: 'viceroy',
      voters: ['ana', 'bo', 'cy'],
    });
    expect(
      within(viceroy)
        .getAllByTestId('voter')
        .map((v) => v.dataset.voter),
    ).toEqual(['ana', 'bo', 'cy']);
  });
});

describe('auctions in turn, awards, new turns and empty scenarios', () => {
  it('shows whose turn it is in an ascending auction, takes a bid and passes to a winner', async () => {
    const r = contestsRecorder();
    const { sent } = renderContests(r);
    const speaker = panel('auction-panel', 'auction', 'speaker');
    await fireEvent.click(within(speaker).getByTestId('auction-open'));
    // Counter-clockwise: the seats Sol, Norr, Saar reversed.
    const turn = () =>
      within(speaker)
        .getAllByTestId('bidder')
        .find((b) => b.classList.contains('turn'))?.dataset.team;
    expect(turn()).toBe('saar');
    await fireEvent.input(within(speaker).getByTestId('auction-amount'), {
      target: { value: '2' },
    });
    await fireEvent.click(within(speaker).getByTestId('auction-bid'));
    expect(sent.at(-1)).toEqual({
      type: 'auction.bid',
      auction: 'speaker',
      team: 'saar',
      amount: 2,
    });
    expect(within(speaker).getByTestId('auction-high').textContent).toContain('Saar 2');
    expect(turn()).toBe('norr');
    expect((within(speaker).getByTestId('auction-amount') as HTMLInputElement).value).toBe('3');
    await fireEvent.click(within(speaker).getByTestId('auction-pass'));
    await fireEvent.click(within(speaker).getByTestId('auction-pass'));
    expect(within(speaker).getByTestId('auction-result').textContent).toContain('Saar wins at 2');
    expect(within(speaker).getByTestId('auction-result').textContent).toContain(
      'Norr +2 Trade goods, Sol +2 Trade goods',
    );
  });

  it('previews an award, then gives it; a new turn unlocks taken options', async () => {
    const r = contestsRecorder();
    r.act({ type: 'tracker.set', tracker: 'banked', holder: 'bo', value: 10 });
    r.act({ type: 'tracker.set', tracker: 'banked', holder: 'cy', value: 8 });
    r.act({
      type: 'pile.take',
      committee: 'black-market',
      option: 'medal',
      player: 'bo',
      lock: true,
    });
    const { sent } = renderContests(r);
    const rows = screen.getAllByTestId('award-row');
    expect(rows.map((row) => row.dataset.player)).toEqual(['bo', 'cy', 'ana', 'di']);
    expect(rows[0]!.textContent).toContain('+3 bonus');
    expect(rows[1]!.textContent).toContain('+2 bonus');
    await fireEvent.click(screen.getByTestId('award-run'));
    expect(sent.at(-1)).toEqual({ type: 'award.run', award: 'hourly' });
    expect(r.engine.state.trackers.values['bonus']).toEqual({ bo: 3, cy: 2 });

    const medal = screen.getAllByTestId('pile').find((p) => p.dataset.option === 'medal')!;
    expect(within(medal).getByTestId('pile-value').textContent).toBe('locked');
    await fireEvent.click(screen.getByTestId('pile-unlock-all'));
    expect(sent.at(-1)).toEqual({ type: 'pile.unlock' });
    expect(within(medal).getByTestId('pile-value').textContent).toBe('beat 0');
  });

  it('says what a scenario without contests lacks', () => {
    const scenario = scenarioSchema.parse({
      schemaVersion: 1,
      meta: { title: 'Plain', players: { min: 2, max: 4 }, durationMinutes: 30 },
    });
    const r = recorder(
      createHeader({
        id: 'plain',
        title: 'Plain',
        scenarioId: null,
        scenario,
        seed: 'plain',
        createdAt: T0,
        createdBy: 'Ana',
        utcOffsetMinutes: 0,
      }),
    );
    renderContests(r);
    expect(screen.getByTestId('no-votes').textContent).toBe('This scenario has no votes.');
    expect(screen.getByTestId('no-committees').textContent).toBe(
      'This scenario has no committees.',
    );
    expect(screen.getByTestId('no-auctions').textContent).toContain('no auctions');
    expect(screen.getByTestId('no-awards').textContent).toContain('no awards');
  });
});
