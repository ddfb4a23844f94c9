/**
 * A choice among a few values (a tab, a mode) that this machine remembers across reloads.
 * What the person chooses is stored; what the work shows for now (`follow`) is not.
 */
export class RememberedChoice<T extends string> {
  current: T = $state() as T;
  readonly #key: string;
  readonly #storage: Storage | undefined;

  constructor(
    key: string,
    fallback: T,
    isChoice: (value: unknown) => value is T,
    storage: Storage | undefined = globalThis.localStorage,
  ) {
    this.#key = key;
    this.#storage = storage;
    this.current = fallback;
    try {
      const stored = storage?.getItem(key);
      if (isChoice(stored)) this.current = stored;
    } catch {
      // Storage disabled: start from the fallback.
    }
  }

  /** The person chose: show it and remember it. */
  choose(value: T): void {
    this.current = value;
    try {
      this.#storage?.setItem(this.#key, value);
    } catch {
      // Storage full or disabled: the choice is not remembered.
    }
  }

  /** Show what the work calls for, for now, without changing what is remembered. */
  follow(value: T | null): void {
    if (value !== null) this.current = value;
  }
}
