import { facilitatorSchema } from '../../host/channels.ts';

export const FACILITATOR_STORAGE_KEY = 'lodestar.facilitator';
export const DEFAULT_FACILITATOR = 'Control';

/** A name the host accepts, or null (blank, too long). */
export function cleanFacilitatorName(name: string): string | null {
  const parsed = facilitatorSchema.safeParse(name);
  return parsed.success ? parsed.data : null;
}

/**
 * Who is acting at this machine: written on every log entry. Asked once, then kept in
 * localStorage so that a reload (or the next session) does not ask again.
 */
export class Facilitator {
  name = $state(DEFAULT_FACILITATOR);
  /** False until the person has confirmed a name on this machine. */
  known = $state(false);
  #storage: Storage | undefined;

  constructor(storage: Storage | undefined = globalThis.localStorage) {
    this.#storage = storage;
    try {
      const saved = cleanFacilitatorName(storage?.getItem(FACILITATOR_STORAGE_KEY) ?? '');
      if (saved) {
        this.name = saved;
        this.known = true;
      }
    } catch {
      // Storage disabled: ask, and keep the answer for this window only.
    }
  }

  /** Sets the name; false (and nothing changes) when the host would refuse it. */
  set(name: string): boolean {
    const clean = cleanFacilitatorName(name);
    if (!clean) return false;
    this.name = clean;
    this.known = true;
    try {
      this.#storage?.setItem(FACILITATOR_STORAGE_KEY, clean);
    } catch {
      // Not persisted; the name still holds for this window.
    }
    return true;
  }
}
