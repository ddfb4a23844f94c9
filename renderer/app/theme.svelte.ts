/**
 * Light, dark, or whatever the system prefers. The choice is kept in localStorage and applied
 * as `data-theme` on <html>; "system" removes the attribute so the CSS media query decides.
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

  constructor(
    root: HTMLElement = document.documentElement,
    storage: Storage | undefined = globalThis.localStorage,
  ) {
    this.#storage = storage;
    this.#root = root;
    this.choice = readChoice(storage);
    this.#apply();
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
    if (this.choice === 'system') delete this.#root.dataset.theme;
    else this.#root.dataset.theme = this.choice;
  }
}
