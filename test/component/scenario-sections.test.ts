import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { renderApp, sampleLibrary } from './support/app.ts';
import type { FakeBackend } from './support/fake-backend.ts';

/** The scenario page's section forms: a section edited, checked, saved, undone and redone. */
async function openSection(backend: FakeBackend, key: string) {
  window.location.hash = `#/scenario/so-say-we-all/section/${key}`;
  renderApp(backend, { autosaveDelayMs: 0 });
  // The first open loads the page's modules: on a busy machine that can take seconds.
  await waitFor(() => expect(document.body.dataset.ready).toBe('scenario'), { timeout: 60_000 });
  return screen.findByTestId('section-form');
}

const field = (path: string) => {
  const label = document.querySelector(`[data-path="${path}"]`);
  const control = label?.querySelector('input, textarea, select');
  if (!control) throw new Error(`no field at ${path}`);
  return control as HTMLInputElement;
};

describe('section forms', () => {
  it('adds a tracker, saves it, and undoes and redoes it', async () => {
    const backend = sampleLibrary();
    const form = await openSection(backend, 'trackers');
    const before = backend.scenarios.get('so-say-we-all')?.scenario.trackers.length ?? 0;

    await fireEvent.click(within(form).getAllByTestId('form-add')[0] as HTMLElement);
    const at = `$.trackers[${before}]`;
    await fireEvent.input(field(`${at}.name`), { target: { value: 'Morale' } });
    await waitFor(() =>
      expect(backend.scenarios.get('so-say-we-all')?.scenario.trackers.at(-1)?.name).toBe('Morale'),
    );
    const saved = backend.scenarios.get('so-say-we-all')?.scenario.trackers.at(-1);
    expect(saved?.id).toBe(`tracker-${before + 1}`);

    await fireEvent.click(screen.getByTestId('scenario-undo'));
    await waitFor(() => expect(field(`${at}.name`).value).toBe(`Tracker ${before + 1}`));
    await fireEvent.click(screen.getByTestId('scenario-undo'));
    await waitFor(() =>
      expect(backend.scenarios.get('so-say-we-all')?.scenario.trackers).toHaveLength(before),
    );
    await fireEvent.click(screen.getByTestId('scenario-redo'));
    await fireEvent.click(screen.getByTestId('scenario-redo'));
    await waitFor(() =>
      expect(backend.scenarios.get('so-say-we-all')?.scenario.trackers.at(-1)?.name).toBe('Morale'),
    );
    expect((screen.getByTestId('scenario-redo') as HTMLButtonElement).disabled).toBe(true);
  });

  it('names a bad value where it is and in the list of sections, and saves nothing', async () => {
    const backend = sampleLibrary();
    const form = await openSection(backend, 'trackers');
    const count = (backend.scenarios.get('so-say-we-all')?.scenario.trackers.length ?? 0) + 1;
    await fireEvent.click(within(form).getAllByTestId('form-add')[0] as HTMLElement);
    await waitFor(() =>
      expect(backend.scenarios.get('so-say-we-all')?.scenario.trackers).toHaveLength(count),
    );
    const saves = backend.callsOf('scenario.save').length;
    await fireEvent.input(field(`$.trackers[${count - 1}].id`), { target: { value: 'Not An Id' } });

    const problems = await screen.findByTestId('section-problems');
    expect(problems.textContent).toContain(`#${count} › Id`);
    expect(screen.getAllByTestId('field-error').some((e) => e.textContent?.trim())).toBe(true);
    const nav = document.querySelector('[data-testid="section-nav-link"][data-section="trackers"]');
    expect(nav?.querySelector('[data-testid="section-nav-problems"]')?.textContent).toBe('1');
    expect(backend.callsOf('scenario.save')).toHaveLength(saves);
  });

  it('points out a table’s gaps beside its form, and saves it all the same', async () => {
    const backend = sampleLibrary();
    const form = await openSection(backend, 'tables');
    const count = (backend.scenarios.get('so-say-we-all')?.scenario.tables.length ?? 0) + 1;
    await fireEvent.click(within(form).getAllByTestId('form-add')[0] as HTMLElement);
    await waitFor(() =>
      expect(backend.scenarios.get('so-say-we-all')?.scenario.tables).toHaveLength(count),
    );
    const notes = await screen.findByTestId('section-notes');
    expect(notes.textContent).toContain(`#${count}`);
    expect(notes.textContent).toContain('the table has no rows');
    expect(notes.textContent).toContain('One thing worth a look (they do not stop a save)');
    expect(screen.queryByTestId('section-problems')).toBeNull();
  });

  it('sends the map editor’s sections to the map editor', async () => {
    const form = await openSection(sampleLibrary(), 'maps');
    const link = within(form).getByTestId('section-elsewhere') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('#/scenario/so-say-we-all/maps');
  });

  it('says so when a section does not exist', async () => {
    window.location.hash = '#/scenario/so-say-we-all/section/nonsense';
    renderApp(sampleLibrary(), { autosaveDelayMs: 0 });
    expect((await screen.findByTestId('section-missing')).textContent).toContain('nonsense');
  });

  it('starts a try-out session and archives the previous one', async () => {
    const backend = sampleLibrary();
    await openSection(backend, 'trackers');
    await fireEvent.click(screen.getByTestId('try-it'));
    await waitFor(() => expect(backend.callsOf('session.create')).toHaveLength(1));
    expect(backend.callsOf('session.create')[0]).toMatchObject({
      scenarioId: 'so-say-we-all',
      title: 'Try-out: So Say We All',
    });
  });
});
