import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { createHeader } from '../../session/session-header.ts';
import type { Action } from '../../session/types.ts';
import { legalCells } from '../../editor/analysis/deal/index.ts';
import SetupView from '../../features/setup/ui/SetupView.svelte';
import { bundledScenarios } from '../../scenarios/library/index.ts';
import { recorder, T0 } from '../unit/session/session-fixtures.ts';

afterEach(() => cleanup());

const scenario = bundledScenarios.find((b) => b.id === 'ti3-patch')!.scenario;

/** A TI3 session of six seated players, its setup view showing the galaxy deal step. */
function renderDeal() {
  const r = recorder(
    createHeader({
      id: 'ti3',
      title: 'TI3',
      scenarioId: 'ti3-patch',
      scenario,
      seed: 'component-deal',
      createdAt: T0,
      createdBy: 'Ana',
      utcOffsetMinutes: 0,
    }),
  );
  r.act({
    type: 'roster.import',
    players: [1, 2, 3, 4, 5, 6].map((n) => ({ name: `P${n}`, team: `seat-${n}`, role: 'player' })),
  });
  // Each seat's drafted race brings its home system to the deal.
  const races = scenario.decks.find((d) => d.id === 'races')!.cards.map((c) => c.id);
  for (let n = 1; n <= 6; n++)
    r.act({ type: 'setup.draft-pick', step: 'race-draft', team: `seat-${n}`, card: races[n - 1] });
  const sent: Action[] = [];
  const props = () => ({ scenario, session: r.engine.state, disabled: false, onact });
  async function onact(action: Action) {
    sent.push(action);
    r.act(action);
    await view.rerender(props());
    return true;
  }
  const view = render(SetupView, { props: props() });
  return { r, sent };
}

describe('the galaxy deal step', () => {
  it('deals, lights the places the chosen tile may go and logs a placement on one', async () => {
    const { r, sent } = renderDeal();
    await fireEvent.click(
      screen.getAllByTestId('setup-step').find((b) => b.dataset.step === 'galaxy-deal')!,
    );
    await fireEvent.change(screen.getByTestId('galaxy-deal-template'), {
      target: { value: 'ti3-star-by-star-6' },
    });
    await fireEvent.click(screen.getByTestId('galaxy-deal'));
    expect(sent).toEqual([
      { type: 'galaxy.deal', step: 'galaxy-deal', template: 'ti3-star-by-star-6' },
    ]);
    expect(screen.getAllByTestId('galaxy-hand')).toHaveLength(6);

    // Seat 1's second tile chosen: exactly its legal places are lit.
    const deal = r.engine.state.galaxy.deals['galaxy-deal']!.deal;
    const tile = deal.hands[0]![1]!;
    const picks = screen.getAllByTestId('galaxy-tile');
    await fireEvent.click(picks.find((b) => b.dataset.tile === tile)!);
    const legal = legalCells({ tiles: scenario.tiles, rules: scenario.mapRules }, deal, tile);
    const lit = [...screen.getByTestId('galaxy-board').querySelectorAll('g[data-state="legal"]')];
    expect(lit.map((g) => g.getAttribute('data-place')).sort()).toEqual([...legal].sort());
    // Only tiles of the hand whose turn it is can be chosen.
    expect(picks.every((b) => deal.hands[0]!.includes(b.dataset.tile!))).toBe(true);

    await fireEvent.click(lit[0]!);
    expect(sent.at(-1)).toEqual({
      type: 'galaxy.place',
      step: 'galaxy-deal',
      team: 'seat-1',
      tile,
      place: lit[0]!.getAttribute('data-place'),
    });
    expect(screen.getByTestId('galaxy-deal-turn').textContent).toMatch(
      /Seat 2 to place \(1 placed\)/,
    );
  });
});
