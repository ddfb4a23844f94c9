import { describe, expect, it } from 'vitest';
import {
  FullscreenToggle,
  isFullscreenKey,
  keepScreenAwake,
  type FullscreenDocument,
  type WakeDocument,
  type WakeLockLike,
  type WakeLockSentinelLike,
} from '../../renderer/screens/screen-presence.svelte.ts';
import { largestFittingScale } from '../../renderer/screens/shrink-to-fit.ts';

/** A document whose full screen the test drives, as a browser's would. */
class FakeFullscreenDocument implements FullscreenDocument {
  fullscreenEnabled = true;
  fullscreenElement: Element | null = null;
  refuse = false;
  #listeners = new Set<() => void>();
  documentElement = {
    requestFullscreen: async () => {
      if (this.refuse) throw new TypeError('Permissions check failed');
      this.fullscreenElement = {} as Element;
      this.#emit();
    },
  };
  exitFullscreen = async () => {
    this.fullscreenElement = null;
    this.#emit();
  };
  addEventListener(_type: 'fullscreenchange', listener: () => void) {
    this.#listeners.add(listener);
  }
  removeEventListener(_type: 'fullscreenchange', listener: () => void) {
    this.#listeners.delete(listener);
  }
  #emit() {
    for (const listener of this.#listeners) listener();
  }
  get listeners() {
    return this.#listeners.size;
  }
}

/** A page that can be hidden and shown, and a wake lock the browser drops when it is hidden. */
class FakeWakePage implements WakeDocument, WakeLockLike {
  visibilityState: DocumentVisibilityState = 'visible';
  requests = 0;
  refuse = false;
  held: { released: boolean }[] = [];
  #listeners = new Set<() => void>();
  async request(type: 'screen'): Promise<WakeLockSentinelLike> {
    expect(type).toBe('screen');
    this.requests++;
    if (this.refuse) throw new DOMException('Not allowed', 'NotAllowedError');
    const sentinel = {
      released: false,
      release: async () => {
        sentinel.released = true;
      },
    };
    this.held.push(sentinel);
    return sentinel;
  }
  addEventListener(_type: 'visibilitychange', listener: () => void) {
    this.#listeners.add(listener);
  }
  removeEventListener(_type: 'visibilitychange', listener: () => void) {
    this.#listeners.delete(listener);
  }
  async setVisible(visible: boolean) {
    this.visibilityState = visible ? 'visible' : 'hidden';
    if (!visible) for (const s of this.held) s.released = true;
    for (const listener of this.#listeners) listener();
    await flush();
  }
  get listeners() {
    return this.#listeners.size;
  }
  get active() {
    return this.held.filter((s) => !s.released).length;
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the full-screen toggle', () => {
  it('enters and leaves full screen, following the document', async () => {
    const doc = new FakeFullscreenDocument();
    const toggle = new FullscreenToggle(doc);
    expect(toggle.supported).toBe(true);
    expect(toggle.active).toBe(false);
    await toggle.toggle();
    expect(toggle.active).toBe(true);
    await toggle.toggle();
    expect(toggle.active).toBe(false);
    // Esc leaves full screen without the button: the change event says so.
    await doc.documentElement.requestFullscreen();
    expect(toggle.active).toBe(true);
    await doc.exitFullscreen();
    expect(toggle.active).toBe(false);
    toggle.destroy();
    expect(doc.listeners).toBe(0);
  });

  it('stays as it is when the browser refuses', async () => {
    const doc = new FakeFullscreenDocument();
    doc.refuse = true;
    const toggle = new FullscreenToggle(doc);
    await expect(toggle.toggle()).resolves.toBeUndefined();
    expect(toggle.active).toBe(false);
  });

  it('is unsupported where the browser has no full screen', async () => {
    const doc = new FakeFullscreenDocument();
    doc.fullscreenEnabled = false;
    const toggle = new FullscreenToggle(doc);
    expect(toggle.supported).toBe(false);
    await toggle.toggle();
    expect(doc.fullscreenElement).toBeNull();
  });

  it('takes F alone, and not while typing or with a modifier', () => {
    const key = (init: KeyboardEventInit, target?: HTMLElement) => {
      const event = new KeyboardEvent('keydown', { ...init, bubbles: true });
      if (target) Object.defineProperty(event, 'target', { value: target });
      return event;
    };
    expect(isFullscreenKey(key({ key: 'f' }))).toBe(true);
    expect(isFullscreenKey(key({ key: 'F' }))).toBe(true);
    expect(isFullscreenKey(key({ key: 'g' }))).toBe(false);
    expect(isFullscreenKey(key({ key: 'f', ctrlKey: true }))).toBe(false);
    expect(isFullscreenKey(key({ key: 'f', metaKey: true }))).toBe(false);
    expect(isFullscreenKey(key({ key: 'f' }, document.createElement('input')))).toBe(false);
    expect(isFullscreenKey(key({ key: 'f' }, document.createElement('div')))).toBe(true);
  });
});

describe('the screen wake lock', () => {
  it('holds a lock while visible and asks again each time the page comes back', async () => {
    const page = new FakeWakePage();
    const stop = keepScreenAwake(page, page);
    await flush();
    expect(page.requests).toBe(1);
    expect(page.active).toBe(1);
    await page.setVisible(false);
    expect(page.active).toBe(0);
    expect(page.requests).toBe(1); // never asked for while hidden
    await page.setVisible(true);
    expect(page.requests).toBe(2);
    expect(page.active).toBe(1);
    await stop();
    expect(page.active).toBe(0);
    expect(page.listeners).toBe(0);
  });

  it('asks for nothing more once it already holds a lock', async () => {
    const page = new FakeWakePage();
    const stop = keepScreenAwake(page, page);
    await flush();
    await page.setVisible(true);
    expect(page.requests).toBe(1);
    await stop();
  });

  it('is silently absent without the API, and quiet when refused', async () => {
    const page = new FakeWakePage();
    const stop = keepScreenAwake(page, undefined);
    expect(page.listeners).toBe(0);
    await expect(stop()).resolves.toBeUndefined();
    page.refuse = true;
    const stopRefused = keepScreenAwake(page, page);
    await flush();
    expect(page.requests).toBe(1);
    expect(page.active).toBe(0);
    await stopRefused();
  });
});

describe('shrinking text to fit', () => {
  it('keeps full size when it fits, and finds the largest scale that fits when not', () => {
    expect(largestFittingScale(() => true, 0.6)).toBe(1);
    const scale = largestFittingScale((s) => s <= 0.75, 0.6);
    expect(scale).toBeLessThanOrEqual(0.75);
    expect(scale).toBeGreaterThan(0.72);
  });

  it('stops at its floor when nothing fits', () => {
    expect(largestFittingScale(() => false, 0.6)).toBe(0.6);
  });
});
