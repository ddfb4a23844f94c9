import { MediaQuery } from 'svelte/reactivity';
import { RememberedChoice } from '../lib/remembered-choice.svelte.ts';

/** 'auto' folds the header on a short screen; the others are what Control chose. */
export type HeaderFoldChoice = 'auto' | 'compact' | 'full';

const isHeaderFoldChoice = (value: unknown): value is HeaderFoldChoice =>
  value === 'auto' || value === 'compact' || value === 'full';

/** A laptop's screen: below this height the full header would take a third of it. */
export const SHORT_SCREEN = '(max-height: 900px)';

/**
 * Whether the console's header is folded to one line: on a short screen unless Control
 * unfolded it, or anywhere Control folded it. The choice is remembered on this machine.
 */
export class ConsoleHeaderFold {
  readonly #choice: RememberedChoice<HeaderFoldChoice>;
  readonly #short: { readonly current: boolean };

  constructor(
    storage: Storage | undefined = globalThis.localStorage,
    short: { readonly current: boolean } = new MediaQuery(SHORT_SCREEN),
  ) {
    this.#choice = new RememberedChoice(
      'lodestar.console.header',
      'auto',
      isHeaderFoldChoice,
      storage,
    );
    this.#short = short;
  }

  get compact(): boolean {
    const choice = this.#choice.current;
    return choice === 'compact' || (choice === 'auto' && this.#short.current);
  }

  toggle(): void {
    this.#choice.choose(this.compact ? 'full' : 'compact');
  }
}
