import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autosaver } from '../../renderer/scenario/autosave.svelte.ts';

let valid = true;
let saves: number;
let pending: { resolve: () => void; reject: (e: Error) => void }[];

function saver(delayMs = 600) {
  return new Autosaver({
    delayMs,
    isValid: () => valid,
    save: () => {
      saves += 1;
      return new Promise<void>((resolve, reject) => pending.push({ resolve, reject }));
    },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  valid = true;
  saves = 0;
  pending = [];
});
afterEach(() => vi.useRealTimers());

describe('autosave', () => {
  it('waits for a pause in the edits, then saves once', async () => {
    const s = saver();
    s.changed();
    await vi.advanceTimersByTimeAsync(500);
    s.changed();
    await vi.advanceTimersByTimeAsync(500);
    expect(saves).toBe(0);
    expect(s.state).toBe('dirty');
    await vi.advanceTimersByTimeAsync(100);
    expect(saves).toBe(1);
    expect(s.state).toBe('saving');
    pending[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.state).toBe('saved');
    expect(s.hasUnsavedChanges).toBe(false);
  });

  it('saves again after a save for the edits made during it', async () => {
    const s = saver();
    s.changed();
    await vi.advanceTimersByTimeAsync(600);
    s.changed(); // while the first save is on its way
    pending[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.state).toBe('dirty');
    await vi.advanceTimersByTimeAsync(600);
    expect(saves).toBe(2);
    pending[1]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.state).toBe('saved');
  });

  it('never sends invalid content, and saves as soon as it is fixed', async () => {
    const s = saver();
    valid = false;
    s.changed();
    expect(s.state).toBe('invalid');
    await s.flush();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(saves).toBe(0);
    valid = true;
    s.changed();
    await vi.advanceTimersByTimeAsync(600);
    expect(saves).toBe(1);
  });

  it('reports a failure and retries on flush', async () => {
    const s = saver();
    s.changed();
    const first = s.flush();
    pending[0]?.reject(new Error('disk full'));
    await first;
    expect(s.state).toBe('error');
    expect(s.error).toBe('disk full');
    expect(s.hasUnsavedChanges).toBe(true);
    const retry = s.flush();
    pending[1]?.resolve();
    await retry;
    expect(s.state).toBe('saved');
  });

  it('does nothing on flush when there is nothing to save', async () => {
    const s = saver();
    await s.flush();
    expect(saves).toBe(0);
    expect(s.state).toBe('saved');
  });
});
