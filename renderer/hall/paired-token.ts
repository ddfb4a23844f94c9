/**
 * The token a paired console got from `pairing.claim`, kept for this tab (sessionStorage:
 * it survives a reload, not the tab) and presented again after every reconnect. Never put in
 * a URL.
 */
export const PAIRED_TOKEN_KEY = 'lodestar.pairedToken';

export class PairedToken {
  constructor(private readonly storage: Storage | undefined = globalThis.sessionStorage) {}

  get(): string | null {
    try {
      return this.storage?.getItem(PAIRED_TOKEN_KEY) ?? null;
    } catch {
      return null;
    }
  }

  set(token: string): void {
    try {
      this.storage?.setItem(PAIRED_TOKEN_KEY, token);
    } catch {
      // Storage disabled: the console pairs again after a reconnect.
    }
  }

  clear(): void {
    try {
      this.storage?.removeItem(PAIRED_TOKEN_KEY);
    } catch {
      // Nothing kept.
    }
  }
}
