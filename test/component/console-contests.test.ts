import { cleanup, fireEvent, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSessionView } from './support/session-view.ts';
import ContestsView from '../../renderer/console/contests/ContestsView.svelte';
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
    const motion = panel('vote-panel', 'vote', 'motion');
    await fireEvent.click(within(motion).getByTestId('vote-open'));
    await fireEvent.change(within(motion).getByLabelText('Vote of Ana'), {
      target: { value: 'aye' },
    });
    expect((within(motion).getByLabelText('Vote of Ana') as HTMLSelectElement).value).toBe('');
    expect(within(motion).queryAllByTestId('vote-total')).toEqual([]);
    expect(motion.textContent).toContain('1 of 4 have voted');
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
