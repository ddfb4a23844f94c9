import type { ConsoleTab } from './palette-commands.ts';

const KEY = 'lodestar.console.tab';

/** Which half of the console is showing; remembered on this machine across reloads. */
export class ConsoleTabs {
  current = $state<ConsoleTab>('clock');
  readonly #storage: Storage | undefined;

  constructor(storage: Storage | undefined = globalThis.localStorage) {
    this.#storage = storage;
    try {
      if (storage?.getItem(KEY) === 'draws') this.current = 'draws';
    } catch {
      // Storage disabled: start on the clock.
    }
  }

  show(tab: ConsoleTab): void {
    this.current = tab;
    try {
      this.#storage?.setItem(KEY, tab);
    } catch {
      // Storage full or disabled: the tab is not remembered.
    }
  }
}
