/**
 * Light, dark, or whatever the system prefers. The choice is kept in localStorage; the theme
 * in force is always written as `data-theme` on <html> ("system" follows the operating
 * system's setting as it changes), so the stylesheet defines each palette once.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_STORAGE_KEY = 'lodestar.theme';
const order: ThemeChoice[] = ['system', 'light', 'dark'];

function readChoice(storage: Storage | undefined): ThemeChoice {
  try {
    const saved = storage?.getItem(THEME_STORAGE_KEY);
    return order.includes(saved as ThemeChoice) ? (saved as ThemeChoice) : 'system';
  } catch {
    // Storage can be disabled (private windows, strict settings): fall back to the system.
    return 'system';
  }
}

export class Theme {
  choice = $state<ThemeChoice>('system');
  #storage: Storage | undefined;
  #root: HTMLElement;
  #systemDark: MediaQueryList | undefined;

  constructor(
    root: HTMLElement = document.documentElement,
    storage: Storage | undefined = globalThis.localStorage,
    systemDark: MediaQueryList | undefined = globalThis.matchMedia?.(
      '(prefers-color-scheme: dark)',
    ),
  ) {
    this.#storage = storage;
    this.#root = root;
    this.#systemDark = systemDark;
    this.choice = readChoice(storage);
    this.#apply();
    this.#systemDark?.addEventListener('change', () => this.#apply());
  }

  /** The palette in force: the choice, or the system's preference for "system". */
  get resolved(): 'light' | 'dark' {
    if (this.choice !== 'system') return this.choice;
    return this.#systemDark?.matches ? 'dark' : 'light';
  }

  set(choice: ThemeChoice): void {
    this.choice = choice;
    try {
      this.#storage?.setItem(THEME_STORAGE_KEY, choice);
    } catch {
      // Not persisted; the choice still holds for this window.
    }
    this.#apply();
  }

  /** System → light → dark → system. */
  cycle(): void {
    this.set(order[(order.indexOf(this.choice) + 1) % order.length] ?? 'system');
  }

  #apply(): void {
    this.#root.dataset.theme = this.resolved;
  }
}
