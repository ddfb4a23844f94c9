import { RememberedChoice } from '../lib/remembered-choice.svelte.ts';
import { isConsoleTab, type ConsoleTab } from './console-tab-list.ts';

/** Which tab of the console is showing; remembered on this machine across reloads. */
export class ConsoleTabs extends RememberedChoice<ConsoleTab> {
  constructor(storage: Storage | undefined = globalThis.localStorage) {
    super('lodestar.console.tab', 'clock', isConsoleTab, storage);
  }

  show(tab: ConsoleTab): void {
    this.choose(tab);
  }
}
