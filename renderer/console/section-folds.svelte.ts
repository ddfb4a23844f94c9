import { SvelteSet } from 'svelte/reactivity';

/** One section of a long tab, as its jump list names it. */
export interface TabSection {
  id: string;
  title: string;
}

/**
 * Which sections of a long console tab Control folded to their title, remembered on this
 * machine for that tab, so a game's forty bags stay out of the way from one evening to the next.
 */
export class SectionFolds {
  readonly #folded: SvelteSet<string>;
  readonly #key: string;
  readonly #storage: Storage | undefined;

  constructor(tab: string, storage: Storage | undefined = globalThis.localStorage) {
    this.#key = `lodestar.console.folded.${tab}`;
    this.#storage = storage;
    this.#folded = new SvelteSet(readIds(storage, this.#key));
  }

  isFolded(id: string): boolean {
    return this.#folded.has(id);
  }

  toggle(id: string): void {
    this.setFolded([id], !this.#folded.has(id));
  }

  setFolded(ids: readonly string[], folded: boolean): void {
    for (const id of ids) {
      if (folded) this.#folded.add(id);
      else this.#folded.delete(id);
    }
    try {
      this.#storage?.setItem(this.#key, JSON.stringify([...this.#folded]));
    } catch {
      // Storage full or disabled: the folds last until the console closes.
    }
  }
}

function readIds(storage: Storage | undefined, key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
