import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { cards, cardTitles, openLibrary, sampleLibrary } from './support/app.ts';
import { FakeBackend, makeScenario } from './support/fake-backend.ts';

describe('library screen', () => {
  it('shows one card per scenario with what a game master needs to choose', async () => {
    await openLibrary(sampleLibrary());

    expect(cardTitles()).toEqual(['Aquila Rift', 'So Say We All']); // most recently modified first
    const card = cards()[1] as HTMLElement;
    expect(card.textContent).toContain('45 players');
    expect(card.textContent).toContain('7 h');
    const stats = within(within(card).getByRole('list', { name: 'Contents' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\s+/g, ' ').trim());
    expect(stats).toEqual(['2 teams', '9 seats', '1 map', '0 decks']);
    expect(within(card).getByText('hidden traitors')).toBeTruthy();
    expect(card.textContent).toContain('by Justin Delaney');
    expect(cards()[0]?.textContent).toContain('12–40 players');
    expect(cards()[0]?.textContent).toContain('4 h');
  });

  it('says what to do when the library is empty', async () => {
    await openLibrary(new FakeBackend());
    const empty = screen.getByTestId('empty-library');
    expect(empty.textContent).toMatch(/New scenario/);
    expect(empty.textContent).toMatch(/import/i);
    expect(cards()).toHaveLength(0);
  });

  it('filters by title, tag and designer as you type', async () => {
    await openLibrary(sampleLibrary());
    const search = screen.getByTestId('search-input');

    await fireEvent.input(search, { target: { value: 'aquila' } });
    expect(cardTitles()).toEqual(['Aquila Rift']);

    await fireEvent.input(search, { target: { value: 'TRAITORS' } });
    expect(cardTitles()).toEqual(['So Say We All']);

    await fireEvent.input(search, { target: { value: 'burke' } });
    expect(cardTitles()).toEqual(['Aquila Rift']);

    await fireEvent.input(search, { target: { value: 'nothing like this' } });
    expect(cards()).toHaveLength(0);
    expect(screen.getByTestId('no-matches').textContent).toContain('nothing like this');
  });

  it('sorts by title and by players', async () => {
    const backend = sampleLibrary().add(
      'battle-of-hoth',
      makeScenario({ title: 'Battle of Hoth', players: { min: 2, max: 6 } }),
      '2026-03-01T09:00:00Z',
    );
    await openLibrary(backend);
    const sort = screen.getByTestId('sort-select');
    await fireEvent.change(sort, { target: { value: 'title' } });
    expect(cardTitles()).toEqual(['Aquila Rift', 'Battle of Hoth', 'So Say We All']);

    await fireEvent.change(sort, { target: { value: 'players' } });
    expect(cardTitles()).toEqual(['So Say We All', 'Aquila Rift', 'Battle of Hoth']);
  });

  it('asks before deleting, then offers an undo that restores the scenario', async () => {
    const backend = sampleLibrary();
    await openLibrary(backend);
    await fireEvent.click(cards()[0] as HTMLElement);

    await fireEvent.click(screen.getByTestId('delete-scenario'));
    const dialog = screen.getByTestId('confirm-delete-dialog');
    expect(dialog.textContent).toContain('Aquila Rift');
    expect(backend.callsOf('scenario.delete')).toHaveLength(0);

    await fireEvent.click(within(dialog).getByTestId('confirm-button'));
    await waitFor(() => expect(cardTitles()).toEqual(['So Say We All']));
    expect(backend.callsOf('scenario.delete')).toEqual([{ id: 'aquila-rift' }]);

    const toast = screen.getByTestId('undo-toast');
    expect(toast.textContent).toContain('Aquila Rift');
    await fireEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(cardTitles()).toContain('Aquila Rift'));
    expect(backend.callsOf('scenario.restore')).toEqual([{ trashId: 'trash-1' }]);
    expect(screen.queryByTestId('undo-toast')).toBeNull();
  });

  it('keeps the scenario when the delete is cancelled', async () => {
    const backend = sampleLibrary();
    await openLibrary(backend);
    await fireEvent.click(screen.getByTestId('delete-scenario'));
    const dialog = screen.getByTestId('confirm-delete-dialog');
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.callsOf('scenario.delete')).toHaveLength(0);
    expect(cards()).toHaveLength(2);
  });

  it('undoes the last delete with Ctrl+Z', async () => {
    const backend = sampleLibrary();
    await openLibrary(backend);
    await fireEvent.keyDown(window, { key: 'Delete' });
    await fireEvent.click(
      within(screen.getByTestId('confirm-delete-dialog')).getByTestId('confirm-button'),
    );
    await waitFor(() => expect(cards()).toHaveLength(1));
    // Shortcuts wait while a dialog is open.
    await waitFor(() =>
      expect(screen.getByTestId('confirm-delete-dialog').hasAttribute('open')).toBe(false),
    );

    await fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(backend.callsOf('scenario.restore')).toHaveLength(1);
  });

  it('lists files that failed to load with their problems, and opens a backup', async () => {
    const backend = sampleLibrary();
    backend.problems = [
      {
        fileName: 'broken.lodestar.json',
        kind: 'invalid',
        problems: [
          { path: '$.meta.players.max', message: 'max must be at least min' },
          { path: '$.meta.durationMinutes', message: 'Too small' },
        ],
        hasBackup: true,
      },
      {
        fileName: 'future.lodestar.json',
        kind: 'newer-version',
        problems: [{ path: '$.schemaVersion', message: 'written by a newer Lodestar' }],
        hasBackup: false,
      },
    ];
    backend.backups.set('broken.lodestar.json', makeScenario({ title: 'Broken, as it was' }));
    await openLibrary(backend);

    const panel = screen.getByTestId('error-panel');
    const [broken, future] = within(panel).getAllByTestId('error-entry') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(broken.textContent).toContain('broken.lodestar.json');
    expect(broken.textContent).toContain('does not match the scenario format');
    expect(broken.textContent).toContain('$.meta.players.max: max must be at least min');
    expect(broken.textContent).toContain('$.meta.durationMinutes: Too small');
    expect(future.textContent).toContain('newer version of Lodestar');
    expect(within(future).queryByTestId('open-backup')).toBeNull();

    await fireEvent.click(within(broken).getByTestId('open-backup'));
    await waitFor(() => expect(cardTitles()).toContain('Broken, as it was'));
    expect(backend.callsOf('library.openBackup')).toEqual([{ fileName: 'broken.lodestar.json' }]);
  });

  it('refuses a bad import, names the file and lists the problems, and changes nothing else', async () => {
    const backend = sampleLibrary();
    await openLibrary(backend);
    const bad = new File(
      [JSON.stringify({ schemaVersion: 1, meta: { title: 'Bad', players: { min: 9, max: 3 } } })],
      'bad-game.lodestar.json',
      { type: 'application/json' },
    );

    await fireEvent.change(screen.getByTestId('import-input'), { target: { files: [bad] } });

    const entry = await screen.findByTestId('import-error');
    expect(entry.textContent).toContain('bad-game.lodestar.json');
    expect(entry.textContent).toContain('$.meta.durationMinutes');
    expect(entry.textContent).toContain('$.meta.players.max: max must be at least min');
    expect(cardTitles()).toEqual(['Aquila Rift', 'So Say We All']);
    expect(backend.scenarios.size).toBe(2);
  });

  it('imports several files at once: good ones are added, bad ones are reported', async () => {
    const backend = sampleLibrary();
    await openLibrary(backend);
    const good = new File(
      [JSON.stringify(makeScenario({ title: 'Imported Game' }))],
      'imported.lodestar.json',
    );
    const empty = new File([''], 'empty.json');
    const notJson = new File(['hello'], 'notes.txt');

    await fireEvent.change(screen.getByTestId('import-input'), {
      target: { files: [good, empty, notJson] },
    });

    await waitFor(() => expect(screen.getAllByTestId('import-error')).toHaveLength(2));
    expect(cardTitles()).toContain('Imported Game');
    const errors = screen.getAllByTestId('import-error').map((e) => e.textContent ?? '');
    expect(errors[0]).toContain('empty.json');
    expect(errors[0]).toContain('the file is empty');
    expect(errors[1]).toContain('notes.txt');
    // The text file never reached the host.
    expect(backend.callsOf('scenario.import').map((c) => c.fileName)).toEqual([
      'imported.lodestar.json',
      'empty.json',
    ]);
  });

  it('imports files dropped on the window, with an overlay while dragging', async () => {
    const backend = sampleLibrary();
    await openLibrary(backend);
    const file = new File([JSON.stringify(makeScenario({ title: 'Dropped' }))], 'd.json');
    const dataTransfer = { types: ['Files'], files: [file], dropEffect: 'none' };

    await fireEvent.dragEnter(window, { dataTransfer });
    expect(screen.getByTestId('drop-overlay')).toBeTruthy();
    await fireEvent.drop(window, { dataTransfer });
    expect(screen.queryByTestId('drop-overlay')).toBeNull();
    await waitFor(() => expect(cardTitles()).toContain('Dropped'));
  });

  it('refreshes when the host says the library changed', async () => {
    const backend = sampleLibrary();
    await openLibrary(backend);
    backend.add('new-one', makeScenario({ title: 'Added elsewhere' }));
    backend.emit('library.changed', { reason: 'file added' });
    await waitFor(() => expect(cardTitles()).toContain('Added elsewhere'));
  });

  it('moves the selection with the arrow keys and opens it with Enter', async () => {
    await openLibrary(sampleLibrary());
    const list = screen.getByTestId('scenario-list');
    expect(cards()[0]?.getAttribute('aria-selected')).toBe('true');

    await fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(cards()[1]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Selected:').parentElement?.textContent).toContain('So Say We All');

    await fireEvent.keyDown(list, { key: 'Enter' });
    await waitFor(() => expect(window.location.hash).toBe('#/scenario/so-say-we-all'));
    await screen.findByTestId('scenario-overview');
  });

  it('creates a scenario from a bundled template and opens it', async () => {
    const backend = sampleLibrary().addTemplate(
      'aquila',
      makeScenario({ title: 'Aquila Template', description: 'A template' }),
    );
    await openLibrary(backend);

    await fireEvent.click(screen.getByTestId('new-scenario'));
    const dialog = screen.getByTestId('new-scenario-dialog');
    const template = await within(dialog).findByText('Aquila Template');
    await fireEvent.click(template);
    await fireEvent.input(within(dialog).getByTestId('new-scenario-title'), {
      target: { value: 'Our Rift' },
    });
    await fireEvent.click(within(dialog).getByTestId('create-scenario'));

    await waitFor(() => expect(window.location.hash).toBe('#/scenario/our-rift'));
    expect(backend.callsOf('scenario.create')).toEqual([
      { templateId: 'aquila', title: 'Our Rift' },
    ]);
  });

  it('renames and duplicates the selected scenario', async () => {
    const backend = sampleLibrary();
    await openLibrary(backend);

    await fireEvent.click(screen.getByTestId('rename-scenario'));
    const input = screen.getByTestId('rename-input') as HTMLInputElement;
    expect(input.value).toBe('Aquila Rift');
    await fireEvent.input(input, { target: { value: 'Aquila Rift II' } });
    await fireEvent.click(screen.getByTestId('confirm-rename'));
    await waitFor(() => expect(cardTitles()).toContain('Aquila Rift II'));

    await fireEvent.click(screen.getByTestId('duplicate-scenario'));
    await waitFor(() => expect(cardTitles()).toContain('Aquila Rift II (copy)'));
    expect(backend.callsOf('scenario.duplicate')).toEqual([{ id: 'aquila-rift' }]);
  });

  it('shows why a rename was refused and keeps the dialog open', async () => {
    const backend = sampleLibrary().failNext('scenario.rename', {
      code: 'io',
      message: 'the disk is full',
    });
    await openLibrary(backend);
    await fireEvent.click(screen.getByTestId('rename-scenario'));
    await fireEvent.input(screen.getByTestId('rename-input'), { target: { value: 'New name' } });
    await fireEvent.click(screen.getByTestId('confirm-rename'));
    expect((await screen.findByRole('alert')).textContent).toContain('the disk is full');
    expect(cardTitles()).not.toContain('New name');
  });

  it('says so when the library cannot be listed, and tries again on request', async () => {
    const backend = sampleLibrary().failNext('library.list', {
      code: 'io',
      message: 'permission denied: /data/lodestar',
    });
    const { renderApp } = await import('./support/app.ts');
    renderApp(backend);
    const alert = await screen.findByText(/permission denied/);
    expect(alert).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
  });
});
