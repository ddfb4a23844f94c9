import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from './support/app.ts';
import { FakeBackend } from './support/fake-backend.ts';
import { teamsScenario } from '../unit/teams/teams-fixtures.ts';

afterEach(() => cleanup());

async function openShips() {
  const backend = new FakeBackend().add('ships', teamsScenario());
  window.location.hash = '#/scenario/ships';
  renderApp(backend, { autosaveDelayMs: 0 });
  await waitFor(() => expect(document.body.dataset.ready).toBe('scenario'), { timeout: 60_000 });
  return backend;
}

describe('trackers and event boxes on the scenario page', () => {
  it('lists trackers, production and the event box rules, read-only', async () => {
    await openShips();
    const trackers = screen.getByTestId('section-trackers');
    expect(trackers.textContent).toContain('Law & Order');
    expect(trackers.textContent).toContain(
      'game-wide -3…3, starts at 0 · on the display · 2 bands',
    );
    expect(trackers.textContent).toContain('Refine');
    const boxes = screen.getByTestId('section-event-boxes');
    expect(boxes.textContent).toContain(
      'Events: 2 events with costs · at most 1 open per team · items Manpower (returned), Fuel, Food, Sabotage (sabotage)',
    );
    expect(within(trackers).queryByRole('button')).toBe(null);
  });

  it('will not delete the deck the event boxes draw from', async () => {
    await openShips();
    const events = screen
      .getAllByTestId('section-decks-entry')
      .find((li) => li.dataset.id === 'events')!;
    await fireEvent.click(within(events).getByTestId('section-decks-delete-button'));
    const dialog = await screen.findByTestId('section-decks-delete');
    expect(within(dialog).getByTestId('section-decks-in-use').textContent).toContain(
      'the event box rules Event boxes',
    );
  });
});
