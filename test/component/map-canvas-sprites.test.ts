import { describe, expect, it } from 'vitest';
import { TextSprites, type TextLook } from '../../editor/canvas/text-sprites.ts';

/**
 * The text sprite cache with stand-in contexts that log their calls: which texts are painted
 * directly, which are made into pictures, and that the pages stay bounded.
 */

type Call = [string, ...unknown[]];

function loggingContext(log: Call[]): CanvasRenderingContext2D {
  const state: Record<string | symbol, unknown> = {};
  return new Proxy(state, {
    get(target, prop) {
      if (prop in target) return target[prop];
      if (prop === 'measureText') return (text: string) => ({ width: text.length * 6 });
      return (...args: unknown[]) => {
        log.push([String(prop), ...args]);
      };
    },
    set(target, prop, value) {
      target[prop] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

function setup(pageSize = 256, maxPages = 2) {
  const targetLog: Call[] = [];
  const pageLog: Call[] = [];
  const pages: HTMLCanvasElement[] = [];
  const target = loggingContext(targetLog);
  const sprites = new TextSprites(
    () => {
      const ctx = loggingContext(pageLog);
      const canvas = { width: 0, height: 0, getContext: () => ctx } as unknown as HTMLCanvasElement;
      pages.push(canvas);
      return canvas;
    },
    pageSize,
    maxPages,
  );
  return { sprites, target, targetLog, pageLog, pages };
}

const look: TextLook = {
  font: '700 20px sans-serif',
  fill: '#fff',
  stroke: '#000',
  outline: 4,
  baseline: 'middle',
};
const named = (log: Call[], name: string) => log.filter((c) => c[0] === name);

describe('TextSprites', () => {
  it('keeps a text as a picture the first time and copies it at whole pixels', () => {
    const { sprites, target, targetLog, pageLog } = setup();
    sprites.add(target, 'Alpha', look, 10.4, 20.6);
    sprites.add(target, 'Alpha', look, 50, 60);
    sprites.add(target, 'Alpha', look, 70, 80);
    sprites.flush(target);
    // Made once into the page, copied three times at whole pixels, never painted on the target.
    expect(named(pageLog, 'fillText')).toHaveLength(1);
    expect(named(pageLog, 'strokeText')).toHaveLength(1);
    expect(named(targetLog, 'fillText')).toHaveLength(0);
    const copies = named(targetLog, 'drawImage');
    expect(copies).toHaveLength(3);
    for (const c of copies) for (const n of c.slice(2)) expect(Number.isInteger(n)).toBe(true);
    expect(sprites.size).toBe(1);
  });

  it('tells looks apart: another colour is another picture', () => {
    const { sprites, target } = setup();
    for (let i = 0; i < 2; i++) {
      sprites.add(target, 'Beta', look, 0, 0);
      sprites.add(target, 'Beta', { ...look, fill: '#f00' }, 0, 0);
      sprites.flush(target);
    }
    expect(sprites.size).toBe(2);
  });

  it('keeps shared marks at once and stays within its pages', () => {
    const { sprites, target, pages } = setup(64, 2);
    const recipe = () => ({ left: 10, right: 10, up: 10, down: 10, paint: () => undefined });
    // 22 × 22 pictures: 4 to a 64 px page, 2 pages; 20 of them recycle the oldest page.
    for (let i = 0; i < 20; i++) sprites.addSprite(target, `mark-${i}`, i, i, recipe);
    sprites.flush(target);
    expect(pages).toHaveLength(2);
    expect(sprites.size).toBeLessThanOrEqual(8);
    expect(sprites.size).toBeGreaterThan(0);
  });

  it('paints a picture larger than a page directly', () => {
    const { sprites, target, targetLog } = setup(32, 1);
    sprites.add(target, 'A very long name that cannot fit', look, 5, 5);
    sprites.add(target, 'A very long name that cannot fit', look, 5, 5);
    sprites.flush(target);
    expect(named(targetLog, 'fillText')).toHaveLength(2);
    expect(sprites.size).toBe(0);
  });
});
