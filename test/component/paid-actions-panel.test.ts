import '@testing-library/svelte/vitest';
import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { ActionRequest } from '../../features/index.ts';
import type { PaidActionView } from '../../features/teams/paid-action-view.ts';
import PaidActionsPanel from '../../features/teams/ui/PaidActionsPanel.svelte';

/** An FTL jump of two ships, the Fleet at `at`: every other place is offered. */
function jump(at: string, short = false): PaidActionView {
  return {
    id: 'ftl-jump',
    name: 'FTL jump',
    trackerName: 'Fuel',
    total: 5,
    payers: [
      { team: 'a', name: 'Ship A', cost: 3, has: 6, short: false },
      { team: 'b', name: 'Ship B', cost: 2, has: short ? 1 : 3, short },
    ],
    refusal: short ? 'FTL jump fails: Ship B has 1 Fuel of 2' : null,
    assumed: true,
    moves: true,
    places: [
      { at: 'alpha', name: 'Alpha' },
      { at: 'beta', name: 'Beta' },
    ].filter((p) => p.at !== at),
  };
}

describe('PaidActionsPanel', () => {
  it('sends the chosen destination, then forgets it once the piece is there', async () => {
    const sent: ActionRequest[] = [];
    const onact = (action: ActionRequest) => {
      sent.push(action);
      return Promise.resolve(true);
    };
    const { rerender } = render(PaidActionsPanel, {
      props: { actions: [jump('alpha')], disabled: false, onact },
    });
    const button = screen.getByTestId<HTMLButtonElement>('paid-take');
    expect(button.disabled).toBe(true);
    await fireEvent.change(screen.getByTestId('paid-destination'), { target: { value: 'beta' } });
    expect(button.disabled).toBe(false);
    await fireEvent.click(button);
    expect(sent).toEqual([{ type: 'paid-action.take', action: 'ftl-jump', to: 'beta' }]);

    // The Fleet is at Beta now: Beta is no longer offered, so no jump can be sent there.
    await rerender({ actions: [jump('beta')], disabled: false, onact });
    expect(screen.getByTestId<HTMLButtonElement>('paid-take').disabled).toBe(true);
  });

  it('marks a short payer in words, shows the refusal and the total', () => {
    render(PaidActionsPanel, {
      props: {
        actions: [jump('alpha', true)],
        disabled: false,
        onact: () => Promise.resolve(true),
      },
    });
    const rows = screen.getAllByTestId('paid-payer');
    expect(rows[1]?.classList.contains('short')).toBe(true);
    expect(rows[1]?.textContent).toMatch(/Ship B\s*2\s*1\s*short/i);
    expect(rows[0]?.textContent).not.toMatch(/short/i);
    expect(screen.getByTestId('paid-refusal').textContent).toMatch('Ship B has 1 Fuel of 2');
    expect(screen.getByTestId('paid-total').textContent).toMatch('5 Fuel');
  });
});
