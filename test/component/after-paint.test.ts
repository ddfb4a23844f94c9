import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../renderer/lib/after-paint.ts';

describe('afterNextPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the next frame, then runs just after it rather than before it', () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('task'));
    // A timeout queued now (as the page's own work would be) comes first: no frame yet.
    setTimeout(() => order.push('timeout before the frame'), 0);
    vi.advanceTimersByTime(0);
    expect(order).toEqual(['timeout before the frame']);
    // The frame's callbacks run; the task is queued behind the frame, not inside it.
    requestAnimationFrame(() => order.push('frame'));
    vi.advanceTimersToNextFrame();
    expect(order).toEqual(['timeout before the frame', 'frame']);
    vi.advanceTimersByTime(1);
    expect(order).toEqual(['timeout before the frame', 'frame', 'task']);
  });

  it('runs each task once', () => {
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(100);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(100);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
