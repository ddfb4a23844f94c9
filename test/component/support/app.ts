import '@testing-library/svelte/vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import { beforeEach, expect } from 'vitest';
import App from '../../../renderer/App.svelte';
import { FakeBackend, makeScenario } from './fake-backend.ts';

// Each test starts on the library with no saved theme and no "ready" mark.
beforeEach(() => {
  window.location.hash = '#/';
  delete document.body.dataset.ready;
  localStorage.clear();
});

/** Mounts the whole app on a fake host, as main.ts does on a real one. */
export function renderApp(backend: FakeBackend, options: { autosaveDelayMs?: number } = {}) {
  return render(App, { props: { backend, autosaveDelayMs: options.autosaveDelayMs ?? 40 } });
}

/** The library as the person sees it once the first list is on screen. */
export async function openLibrary(backend: FakeBackend) {
  const result = renderApp(backend);
  await waitFor(() => expect(document.body.dataset.ready).toBe('library'));
  return result;
}

export function cards(): HTMLElement[] {
  return screen.queryAllByTestId('scenario-card');
}

export function cardTitles(): string[] {
  return cards().map((card) => within(card).getByRole('heading').textContent?.trim() ?? '');
}

/** Two scenarios that differ in every field the library shows. */
export function sampleLibrary(): FakeBackend {
  return new FakeBackend()
    .add(
      'so-say-we-all',
      makeScenario(
        {
          title: 'So Say We All',
          players: { min: 45, max: 45 },
          durationMinutes: 420,
          tags: ['megagame', 'hidden traitors'],
          designers: ['Justin Delaney'],
        },
        {
          teams: [
            {
              id: 'galactica',
              name: 'Galactica',
              colour: '#336699',
              roles: [{ id: 'crew', name: 'Crew', count: 4 }],
            },
            {
              id: 'pegasus',
              name: 'Pegasus',
              colour: '#993333',
              roles: [{ id: 'crew', name: 'Crew', count: 5 }],
            },
          ],
          maps: [{ id: 'galaxy', name: 'Galaxy' }],
        },
      ),
      '2026-03-01T10:00:00Z',
    )
    .add(
      'aquila-rift',
      makeScenario({
        title: 'Aquila Rift',
        players: { min: 12, max: 40 },
        durationMinutes: 240,
        tags: ['space opera'],
        designers: ['Dillon Burke'],
      }),
      '2026-03-01T11:00:00Z',
    );
}
