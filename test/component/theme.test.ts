import { describe, expect, it } from 'vitest';
import { Theme } from '../../renderer/app/theme.svelte.ts';

/** A stand-in for the operating system's dark-mode setting. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
  } as unknown as MediaQueryList;
  return {
    query,
    set(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('Theme', () => {
  it('under "System" follows the operating system as it changes', () => {
    const root = document.createElement('html');
    const system = fakeSystem(true);
    const theme = new Theme(root, undefined, system.query);
    expect(theme.choice).toBe('system');
    expect(root.dataset.theme).toBe('dark');
    system.set(false);
    expect(root.dataset.theme).toBe('light');
  });

  it('keeps an explicit choice whatever the operating system says', () => {
    const root = document.createElement('html');
    const system = fakeSystem(false);
    const theme = new Theme(root, undefined, system.query);
    theme.set('dark');
    system.set(false);
    expect(root.dataset.theme).toBe('dark');
    theme.set('system');
    expect(root.dataset.theme).toBe('light');
  });
});
