import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { openLibrary, sampleLibrary } from './support/app.ts';

const overlayOpen = () => screen.getByTestId('shortcuts-overlay').hasAttribute('open');
const dialogOpen = (testId: string) => screen.getByTestId(testId).hasAttribute('open');

describe('keyboard shortcuts', () => {
  it('"?" opens an overlay listing every shortcut; "?" again closes it', async () => {
    await openLibrary(sampleLibrary());
    expect(overlayOpen()).toBe(false);

    await fireEvent.keyDown(window, { key: '?', shiftKey: true });
    expect(overlayOpen()).toBe(true);
    const rows = within(screen.getByTestId('shortcuts-overlay'))
      .getAllByTestId('shortcut-row')
      .map((row) => row.textContent?.replace(/\s+/g, ' ').trim());
    for (const expected of [
      'New scenario Ctrl+N',
      'Import scenario files Ctrl+I',
      'Export the selected scenario Ctrl+E',
      'Delete the selected scenario Delete or Ctrl+Backspace',
      'Undo the last delete Ctrl+Z',
      'Search the library /',
      'Show or hide the keyboard shortcuts ?',
      'Open the selected scenario Enter',
    ]) {
      expect(rows).toContain(expected);
    }
    expect(
      rows.some((row) => row?.startsWith('Open the selected scenario (or search) Ctrl+O')),
    ).toBe(true);

    await fireEvent.keyDown(screen.getByTestId('shortcuts-overlay'), { key: '?' });
    expect(overlayOpen()).toBe(false);
  });

  it('runs the library actions from their keys', async () => {
    const backend = sampleLibrary();
    await openLibrary(backend);

    await fireEvent.keyDown(window, { key: 'n', ctrlKey: true });
    expect(dialogOpen('new-scenario-dialog')).toBe(true);
    await fireEvent(screen.getByTestId('new-scenario-dialog'), new Event('close'));
    expect(dialogOpen('new-scenario-dialog')).toBe(false);

    await fireEvent.keyDown(window, { key: '/' });
    expect(document.activeElement).toBe(screen.getByTestId('search-input'));

    (document.activeElement as HTMLElement).blur();
    await fireEvent.keyDown(window, { key: 'Delete' });
    expect(dialogOpen('confirm-delete-dialog')).toBe(true);
  });

  it('ignores shortcuts while typing in a field, except Esc', async () => {
    const backend = sampleLibrary();
    await openLibrary(backend);
    const search = screen.getByTestId('search-input');
    search.focus();

    for (const init of [
      { key: 'Delete' },
      { key: 'n', ctrlKey: true },
      { key: 'z', ctrlKey: true },
      { key: '?' },
      { key: '/' },
    ]) {
      const event = new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true });
      search.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
    await waitFor(() => expect(document.activeElement).toBe(search));
    expect(dialogOpen('confirm-delete-dialog')).toBe(false);
    expect(dialogOpen('new-scenario-dialog')).toBe(false);
    expect(overlayOpen()).toBe(false);

    // Esc still works in the field: it clears the search.
    await fireEvent.input(search, { target: { value: 'aquila' } });
    await fireEvent.keyDown(search, { key: 'Escape' });
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('runs the same actions from the Electron menu', async () => {
    const backend = sampleLibrary();
    await openLibrary(backend);

    backend.emit('app.command', { command: 'shortcuts' });
    await waitFor(() => expect(overlayOpen()).toBe(true));
    backend.emit('app.command', { command: 'shortcuts' });
    await waitFor(() => expect(overlayOpen()).toBe(false));

    backend.emit('app.command', { command: 'new' });
    await waitFor(() => expect(dialogOpen('new-scenario-dialog')).toBe(true));
  });

  it('a library command from the overview goes back to the library and runs there', async () => {
    const backend = sampleLibrary();
    await openLibrary(backend);
    await fireEvent.keyDown(screen.getByTestId('scenario-list'), { key: 'Enter' });
    await screen.findByTestId('scenario-overview');

    backend.emit('app.command', { command: 'new' });
    await waitFor(() => expect(dialogOpen('new-scenario-dialog')).toBe(true));
    expect(window.location.hash).toBe('#/');
  });

  it('"Open" from the overview goes back to the library to find another scenario', async () => {
    const backend = sampleLibrary();
    await openLibrary(backend);
    await fireEvent.keyDown(screen.getByTestId('scenario-list'), { key: 'Enter' });
    await screen.findByTestId('scenario-overview');

    backend.emit('app.command', { command: 'open' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('search-input')));
    expect(window.location.hash).toBe('#/');
  });
});
