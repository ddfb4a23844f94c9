import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import App from '../../renderer/App.svelte';
import type { ConnectionMonitor, ConnectionStatus } from '../../renderer/backend/connection.ts';
import { THEME_STORAGE_KEY } from '../../renderer/app/theme.svelte.ts';
import { openLibrary, sampleLibrary } from './support/app.ts';

/** A transport status the test sets by hand. */
function fakeConnection(initial: ConnectionStatus = 'open') {
  const listeners = new Set<(status: ConnectionStatus) => void>();
  let current = initial;
  const monitor: ConnectionMonitor & { set(status: ConnectionStatus): void } = {
    get status() {
      return current;
    },
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(status) {
      current = status;
      for (const listener of listeners) listener(status);
    },
  };
  return monitor;
}

describe('app shell', () => {
  it('shows a banner while reconnecting, and catches up with the library once back', async () => {
    const backend = sampleLibrary();
    const connection = fakeConnection();
    render(App, { props: { backend, connection } });
    await waitFor(() => expect(document.body.dataset.ready).toBe('library'));
    expect(screen.queryByTestId('connection-banner')).toBeNull();
    const listsBefore = backend.callsOf('library.list').length;

    connection.set('reconnecting');
    expect((await screen.findByTestId('connection-banner')).textContent).toContain('reconnecting');

    connection.set('open');
    await waitFor(() => expect(screen.queryByTestId('connection-banner')).toBeNull());
    await waitFor(() => expect(backend.callsOf('library.list').length).toBe(listsBefore + 1));
  });

  it('cycles the theme and remembers the choice', async () => {
    const first = await openLibrary(sampleLibrary());
    const toggle = screen.getByTestId('theme-toggle');
    expect(toggle.textContent).toContain('System');
    // "System" follows the operating system (light here: happy-dom reports no dark preference).
    expect(document.documentElement.dataset.theme).toBe('light');

    await fireEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('light');
    await fireEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    first.unmount();
    delete document.documentElement.dataset.theme;
    await openLibrary(sampleLibrary());
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByTestId('theme-toggle').textContent).toContain('Dark');
    await fireEvent.click(screen.getByTestId('theme-toggle'));
    expect(screen.getByTestId('theme-toggle').textContent).toContain('System');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('stops listening to the host when it unmounts', async () => {
    const backend = sampleLibrary();
    const view = await openLibrary(backend);
    expect(backend.listenerCount('library.changed')).toBe(1);
    expect(backend.listenerCount('app.command')).toBe(1);
    view.unmount();
    expect(backend.listenerCount('library.changed')).toBe(0);
    expect(backend.listenerCount('app.command')).toBe(0);
  });
});
