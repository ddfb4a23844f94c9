/**
 * Dice expressions this console keeps at hand: starred favourites and the recent notation
 * history walked with the arrow keys. Kept in this browser's storage, per machine.
 */
const FAVOURITES_KEY = 'lodestar.dice.favourites';
const HISTORY_KEY = 'lodestar.dice.history';
const HISTORY_KEPT = 30;

function read(storage: Storage | undefined, key: string): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string').slice(0, 100)
      : [];
  } catch {
    return [];
  }
}

export class DiceFavourites {
  favourites = $state<string[]>([]);
  history = $state<string[]>([]);
  readonly #storage: Storage | undefined;

  constructor(storage: Storage | undefined = globalThis.localStorage) {
    this.#storage = storage;
    this.favourites = read(storage, FAVOURITES_KEY);
    this.history = read(storage, HISTORY_KEY);
  }

  isFavourite(expression: string): boolean {
    return this.favourites.includes(expression.trim());
  }

  toggle(expression: string): void {
    const e = expression.trim();
    if (e === '') return;
    this.favourites = this.isFavourite(e)
      ? this.favourites.filter((f) => f !== e)
      : [...this.favourites, e];
    this.#write(FAVOURITES_KEY, this.favourites);
  }

  remember(expression: string): void {
    const e = expression.trim();
    if (e === '') return;
    this.history = [e, ...this.history.filter((h) => h !== e)].slice(0, HISTORY_KEPT);
    this.#write(HISTORY_KEY, this.history);
  }

  #write(key: string, value: string[]): void {
    try {
      this.#storage?.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or disabled: favourites last for this visit only.
    }
  }
}
