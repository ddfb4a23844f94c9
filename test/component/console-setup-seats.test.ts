import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { Action } from '../../session/types.ts';
import SetupView from '../../features/setup/ui/SetupView.svelte';
import { setupRecorder, setupScenario } from '../unit/setup/setup-fixtures.ts';

afterEach(() => cleanup());

describe('the player-count setup step', () => {
  it('asks how many play and sets the seats in play; the seat roll then rolls only those', async () => {
    const r = setupRecorder('seats-ui', {
      setup: [
        { id: 'players', name: 'How many play', kind: 'seats-in-play', min: 2, max: 4 },
        ...setupScenario().setup,
      ],
    });
    const sent: Action[] = [];
    const props = () => ({
      scenario: r.engine.header.scenario,
      session: r.engine.state,
      disabled: false,
      onact,
    });
    async function onact(action: Action) {
      sent.push(action);
      r.act(action);
      await view.rerender(props());
      return true;
    }
    const view = render(SetupView, { props: props() });
    const choices = screen.getByTestId('player-count').querySelectorAll('option');
    expect([...choices].map((o) => o.textContent)).toEqual(['2', '3', '4']);
    await fireEvent.change(screen.getByTestId('player-count'), { target: { value: '3' } });
    await fireEvent.click(screen.getByTestId('seats-in-play-set'));
    expect(sent).toEqual([{ type: 'setup.seats-in-play', step: 'players', count: 3 }]);
    expect(screen.getByTestId('seats-in-play-list').textContent).toContain(
      'In play: North, East, South',
    );
    r.act({ type: 'setup.seat-roll', step: 'seats' });
    await view.rerender(props());
    expect(Object.keys(r.engine.state.setup.seatRolls ?? {}).sort()).toEqual([
      'east',
      'north',
      'south',
    ]);
    expect(screen.getByTestId('seats-in-play-set')).toHaveProperty('disabled', true);
  });
});
