import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { renderApp, sampleLibrary } from './support/app.ts';
import type { FakeBackend } from './support/fake-backend.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';

async function openOverview(backend: FakeBackend, autosaveDelayMs?: number) {
  window.location.hash = '#/scenario/so-say-we-all';
  renderApp(backend, { autosaveDelayMs });
  // The first open loads the page's modules: on a busy machine that can take seconds.
  await waitFor(() => expect(document.body.dataset.ready).toBe('scenario'), { timeout: 60_000 });
}

const status = () => screen.getByTestId('save-status').textContent?.trim();
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('scenario overview', () => {
  it('shows the scenario and explains each empty section', async () => {
    await openOverview(sampleLibrary());
    expect(input('title-input').value).toBe('So Say We All');
    expect(input('players-min-input').value).toBe('45');
    expect(input('duration-hours-input').value).toBe('7');
    expect(input('tags-input').value).toBe('megagame, hidden traitors');
    expect(status()).toBe('Saved');

    expect(screen.getByTestId('section-maps').textContent).toContain('Galaxy');
    expect(screen.getByTestId('section-decks').textContent).toMatch(
      /No decks yet\. Add one, then import its cards/,
    );
    expect(screen.getByTestId('section-tables').textContent).toMatch(
      /No tables yet\. Add one, then import its rows/,
    );
    expect(screen.getByTestId('section-schedule').textContent).toMatch(
      /No timetable yet: add the turns/,
    );
    expect(screen.getByTestId('seat-total').textContent).toMatch(/9 seats/);
  });

  it('autosaves edits after a pause, showing the status, and keeps the other sections', async () => {
    const backend = sampleLibrary();
    await openOverview(backend);

    await fireEvent.input(input('title-input'), { target: { value: 'So Say We All, Again' } });
    await fireEvent.input(input('tags-input'), { target: { value: 'megagame, bsg,  ' } });
    expect(status()).toBe('Unsaved changes');
    expect(backend.callsOf('scenario.save')).toHaveLength(0);

    await waitFor(() => expect(status()).toBe('Saved'));
    const saves = backend.callsOf('scenario.save');
    expect(saves).toHaveLength(1); // both edits in one save
    const saved = saves[0]?.scenario;
    expect(saved?.meta.title).toBe('So Say We All, Again');
    expect(saved?.meta.tags).toEqual(['megagame', 'bsg']);
    expect(saved?.maps?.map((m) => m.id)).toEqual(['galaxy']);
    expect(saved?.teams?.map((t) => t.name)).toEqual(['Galactica', 'Pegasus']);
    expect(backend.scenarios.get('so-say-we-all')?.scenario.meta.title).toBe(
      'So Say We All, Again',
    );
  });

  it('says "Saving…" while the host is writing', async () => {
    const backend = sampleLibrary();
    await openOverview(backend);
    const release = backend.hold('scenario.save');
    await fireEvent.input(input('credits-input'), { target: { value: 'Thanks to everyone' } });
    await waitFor(() => expect(status()).toBe('Saving…'));
    release();
    await waitFor(() => expect(status()).toBe('Saved'));
  });

  it('saves at once when a field loses focus', async () => {
    const backend = sampleLibrary();
    await openOverview(backend, 60_000); // far longer than the test: only the blur can save
    await fireEvent.input(input('designers-input'), { target: { value: 'A, B' } });
    await fireEvent.focusOut(input('designers-input'));
    await waitFor(() => expect(backend.callsOf('scenario.save')).toHaveLength(1));
    expect(backend.callsOf('scenario.save')[0]?.scenario.meta.designers).toEqual(['A', 'B']);
  });

  it('does not save a players range whose maximum is below its minimum', async () => {
    const backend = sampleLibrary();
    await openOverview(backend);

    await fireEvent.input(input('players-max-input'), { target: { value: '30' } });
    expect(status()).toBe('Not saved — fix the marked fields');
    expect(input('players-max-input').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('field-error').textContent).toContain('must be at least the minimum');
    await new Promise((resolve) => setTimeout(resolve, 150));
    await fireEvent.focusOut(input('players-max-input'));
    expect(backend.callsOf('scenario.save')).toHaveLength(0);

    await fireEvent.input(input('players-min-input'), { target: { value: '20' } });
    expect(screen.queryByTestId('field-error')).toBeNull();
    await waitFor(() => expect(status()).toBe('Saved'));
    expect(backend.callsOf('scenario.save')[0]?.scenario.meta.players).toEqual({
      min: 20,
      max: 30,
    });
  });

  it('does not save an empty title or an empty number', async () => {
    const backend = sampleLibrary();
    await openOverview(backend);
    await fireEvent.input(input('title-input'), { target: { value: '   ' } });
    expect(screen.getByTestId('field-error').textContent).toContain('a scenario needs a title');
    await fireEvent.input(input('title-input'), { target: { value: 'Fine' } });
    await fireEvent.input(input('duration-hours-input'), { target: { value: '' } });
    await fireEvent.input(input('duration-minutes-input'), { target: { value: '' } });
    expect(screen.getByTestId('field-error').textContent).toContain('enter a number');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(backend.callsOf('scenario.save')).toHaveLength(0);
  });

  it('reports a failed save with the reason, and retries', async () => {
    const backend = sampleLibrary().failNext('scenario.save', {
      code: 'io',
      message: 'no space left on device',
    });
    await openOverview(backend);

    await fireEvent.input(input('title-input'), { target: { value: 'Renamed' } });
    await waitFor(() => expect(status()).toBe('Save failed — no space left on device'));
    expect(backend.scenarios.get('so-say-we-all')?.scenario.meta.title).toBe('So Say We All');

    await fireEvent.click(screen.getByTestId('retry-save'));
    await waitFor(() => expect(status()).toBe('Saved'));
    expect(backend.scenarios.get('so-say-we-all')?.scenario.meta.title).toBe('Renamed');
  });

  it('edits teams and roles with a live seat total', async () => {
    const backend = sampleLibrary();
    await openOverview(backend);
    expect(screen.getAllByTestId('team-row')).toHaveLength(2);

    await fireEvent.click(screen.getByTestId('add-team'));
    const rows = screen.getAllByTestId('team-row');
    const added = rows[2] as HTMLElement;
    await fireEvent.input(within(added).getByTestId('team-name-input'), {
      target: { value: 'Cylons' },
    });
    await fireEvent.click(within(added).getByTestId('add-role'));
    await fireEvent.input(within(added).getByTestId('role-count-input'), {
      target: { value: '6' },
    });
    expect(screen.getByTestId('seat-total').textContent).toMatch(/15 seats/);

    // An office's posts are held on top of a seat: they add none.
    await fireEvent.change(within(added).getByTestId('team-kind-select'), {
      target: { value: 'office' },
    });
    expect(screen.getByTestId('seat-total').textContent).toMatch(/9 seats/);

    await fireEvent.click(within(rows[0] as HTMLElement).getByTestId('remove-role'));
    expect(screen.getByTestId('seat-total').textContent).toMatch(/5 seats/);

    await waitFor(() => expect(status()).toBe('Saved'));
    const teams = backend.scenarios.get('so-say-we-all')?.scenario.teams ?? [];
    expect(teams.map((t) => [t.name, t.kind, t.roles.map((r) => r.count)])).toEqual([
      ['Galactica', 'team', []],
      ['Pegasus', 'team', [5]],
      ['Cylons', 'office', [6]],
    ]);
    expect(new Set(teams.map((t) => t.id)).size).toBe(3);
  });

  it('asks before removing a team that has roles', async () => {
    const backend = sampleLibrary();
    await openOverview(backend);
    await fireEvent.click(
      within(screen.getAllByTestId('team-row')[1] as HTMLElement).getByTestId('remove-team'),
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove this team?' });
    expect(dialog.textContent).toContain('Pegasus');
    await fireEvent.click(within(dialog).getByTestId('confirm-button'));
    expect(screen.getAllByTestId('team-row')).toHaveLength(1);
    expect(screen.getByTestId('seat-total').textContent).toMatch(/4 seats/);
  });

  it('saves pending edits when going back to the library', async () => {
    const backend = sampleLibrary();
    await openOverview(backend);
    await fireEvent.input(input('title-input'), { target: { value: 'Left in a hurry' } });
    await fireEvent.click(screen.getByTestId('back-to-library'));
    window.location.hash = '#/';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await screen.findByTestId('library-screen');
    await waitFor(() =>
      expect(backend.scenarios.get('so-say-we-all')?.scenario.meta.title).toBe('Left in a hurry'),
    );
  });

  it('says when the scenario does not exist', async () => {
    window.location.hash = '#/scenario/nowhere';
    renderApp(sampleLibrary());
    expect((await screen.findByRole('alert')).textContent).toContain('Scenario not found');
  });

  it('offers Load theirs or Keep mine when someone else saved meanwhile', async () => {
    const backend = sampleLibrary();
    await openOverview(backend);
    const stored = () => backend.scenarios.get('so-say-we-all')?.scenario as Scenario;
    const original = stored();
    // Another facilitator saves first.
    backend.add('so-say-we-all', { ...original, meta: { ...original.meta, title: 'Theirs' } });

    await fireEvent.input(input('title-input'), { target: { value: 'Mine' } });
    await fireEvent.blur(input('title-input'));
    await waitFor(() => expect(status()).toBe('Not saved — changed elsewhere since you opened it'));
    expect(stored().meta.title).toBe('Theirs');

    await fireEvent.click(screen.getByTestId('keep-mine'));
    await waitFor(() => expect(status()).toBe('Saved'));
    expect(stored().meta.title).toBe('Mine');

    // And later edits are based on the version now saved: no false alarm.
    await fireEvent.input(input('title-input'), { target: { value: 'Mine again' } });
    await fireEvent.blur(input('title-input'));
    await waitFor(() => expect(status()).toBe('Saved'));
    expect(stored().meta.title).toBe('Mine again');
  });

  it('loads the other version on request, dropping the edits here', async () => {
    const backend = sampleLibrary();
    await openOverview(backend);
    const original = backend.scenarios.get('so-say-we-all')?.scenario as Scenario;
    backend.add('so-say-we-all', { ...original, meta: { ...original.meta, title: 'Theirs' } });

    await fireEvent.input(input('title-input'), { target: { value: 'Mine' } });
    await fireEvent.blur(input('title-input'));
    await waitFor(() => screen.getByTestId('load-theirs'));
    await fireEvent.click(screen.getByTestId('load-theirs'));
    await waitFor(() => expect(input('title-input').value).toBe('Theirs'));
    expect(status()).toBe('Saved');
  });

  it('shows a version saved elsewhere when nothing is waiting to be saved here', async () => {
    const backend = sampleLibrary();
    await openOverview(backend);
    const original = backend.scenarios.get('so-say-we-all')?.scenario as Scenario;
    backend.add('so-say-we-all', { ...original, meta: { ...original.meta, title: 'Theirs' } });
    backend.emit('library.changed', { reason: 'saved so-say-we-all' });
    await waitFor(() => expect(input('title-input').value).toBe('Theirs'));
  });
});

describe('decks and tables on the scenario page', () => {
  const file = (name: string, text: string) => new File([text], name, { type: 'text/csv' });

  it('adds a deck, imports its cards from a spreadsheet after asking, and saves them', async () => {
    const backend = sampleLibrary();
    await openOverview(backend, 0);
    await fireEvent.input(input('section-decks-new'), { target: { value: 'Events' } });
    await fireEvent.submit(input('section-decks-new').form!);
    const importer = screen.getByTestId('section-decks-import') as HTMLInputElement;
    await fireEvent.change(importer, {
      target: {
        files: [
          file(
            'events.csv',
            'title,copies,persistent,cost\nFire,2,no,1 Fuel\nPlague,1,yes,2 Food\n',
          ),
        ],
      },
    });
    const dialog = await screen.findByTestId('section-decks-confirm');
    expect(dialog.textContent).toContain(
      'Replace the 0 cards of Events with the 3 cards (2 different cards) in “events.csv”?',
    );
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() =>
      expect(screen.getByTestId('section-decks-entry').textContent).toContain(
        '3 cards, 1 persistent',
      ),
    );
    await waitFor(() => {
      const saved = backend.callsOf('scenario.save').at(-1) as { scenario: Scenario } | undefined;
      expect(saved?.scenario.decks[0]?.cards.map((c) => c.title)).toEqual(['Fire', 'Plague']);
    });
  });

  it('lists a file’s mistakes by row and changes nothing', async () => {
    const backend = sampleLibrary();
    await openOverview(backend, 0);
    await fireEvent.input(input('section-tables-new'), { target: { value: 'Raid' } });
    await fireEvent.submit(input('section-tables-new').form!);
    await fireEvent.change(screen.getByTestId('section-tables-import'), {
      target: { files: [file('raid.csv', '1d6,result\n1-3,Calm\nsix,Storm\n')] },
    });
    const errors = await screen.findByTestId('section-tables-errors');
    expect(errors.textContent).toContain('row 3: "six" is not a roll or a range');
    expect(screen.getByTestId('section-tables-entry').textContent).toContain('1d6 · 0 rows');
    // The new, empty table is already flagged by the check.
    expect(screen.getByTestId('section-tables-problems').textContent).toContain(
      'the table has no rows',
    );
  });
});
