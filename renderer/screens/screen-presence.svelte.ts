/**
 * What keeps a hall screen in front of its players: full screen at a tap (or the F key), and
 * the device kept awake while the page is visible. Both are optional browser features: where
 * one is missing it is simply absent (no button, no lock), never an error on screen.
 */

/** The part of `document` full screen needs, so tests can pass a fake. */
export interface FullscreenDocument {
  readonly fullscreenEnabled?: boolean;
  readonly fullscreenElement: Element | null;
  readonly documentElement: { requestFullscreen?: () => Promise<void> };
  exitFullscreen?: () => Promise<void>;
  addEventListener(type: 'fullscreenchange', listener: () => void): void;
  removeEventListener(type: 'fullscreenchange', listener: () => void): void;
}

/** Whether the page fills the screen, followed through `fullscreenchange`, and the way to toggle it. */
export class FullscreenToggle {
  readonly supported: boolean;
  active = $state(false);
  #doc: FullscreenDocument;
  #sync = () => (this.active = this.#doc.fullscreenElement !== null);

  constructor(doc: FullscreenDocument) {
    this.#doc = doc;
    this.supported =
      doc.fullscreenEnabled === true && typeof doc.documentElement.requestFullscreen === 'function';
    this.#sync();
    doc.addEventListener('fullscreenchange', this.#sync);
  }

  /** Enters or leaves full screen. A browser's refusal (no user gesture, a policy) is ignored. */
  async toggle(): Promise<void> {
    if (!this.supported) return;
    try {
      if (this.#doc.fullscreenElement) await this.#doc.exitFullscreen?.();
      else await this.#doc.documentElement.requestFullscreen?.();
    } catch {
      // Refused: the page stays as it is and the button keeps its label.
    }
    this.#sync();
  }

  destroy(): void {
    this.#doc.removeEventListener('fullscreenchange', this.#sync);
  }
}

/** True for the F key alone, outside anything that takes typing. */
export function isFullscreenKey(event: KeyboardEvent): boolean {
  if (event.key !== 'f' && event.key !== 'F') return false;
  if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return false;
  const target = event.target as HTMLElement | null;
  if (!target || typeof target.closest !== 'function') return true;
  return !target.closest(
    'input, textarea, select, [contenteditable]:not([contenteditable="false"])',
  );
}

/** The part of the Screen Wake Lock API used here. */
export interface WakeLockSentinelLike {
  readonly released: boolean;
  release(): Promise<void>;
}
export interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}
export interface WakeDocument {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/**
 * Holds a screen wake lock while the page is visible. The browser drops the lock whenever the
 * page is hidden, so it is asked for again each time the page comes back. Returns the stop.
 */
export function keepScreenAwake(
  doc: WakeDocument,
  wakeLock: WakeLockLike | undefined,
): () => Promise<void> {
  if (!wakeLock || typeof wakeLock.request !== 'function') return async () => {};
  let lock: WakeLockSentinelLike | null = null;
  let stopped = false;
  let pending: Promise<void> | null = null;

  const request = async () => {
    if (stopped || doc.visibilityState !== 'visible' || (lock && !lock.released)) return;
    try {
      const got = await wakeLock.request('screen');
      if (stopped) await got.release();
      else lock = got;
    } catch {
      // Refused (battery saver, no permission): the screen may dim, nothing else changes.
    }
  };
  const onVisibility = () => {
    pending = request();
  };

  doc.addEventListener('visibilitychange', onVisibility);
  pending = request();

  return async () => {
    stopped = true;
    doc.removeEventListener('visibilitychange', onVisibility);
    await pending;
    if (lock && !lock.released) await lock.release().catch(() => {});
    lock = null;
  };
}
