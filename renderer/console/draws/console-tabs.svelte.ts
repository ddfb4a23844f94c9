import { isConsoleTab, type ConsoleTab } from '../console-tab-list.ts';

const KEY = 'lodestar.console.tab';

/** Which tab of the console is showing; remembered on this machine across reloads. */
export class ConsoleTabs {
  current = $state<ConsoleTab>('clock');
  readonly #storage: Storage | undefined;

  constructor(storage: Storage | undefined = globalThis.localStorage) {
    this.#storage = storage;
    try {
      const stored = storage?.getItem(KEY);
      if (isConsoleTab(stored)) this.current = stored;
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
