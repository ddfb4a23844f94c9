import { describe, expect, it } from 'vitest';
import { lazyTable } from '../../../host/lazy-table.ts';

describe('lazyTable', () => {
  it('makes each entry on first read only, then keeps it', () => {
    const made: string[] = [];
    const table = lazyTable({
      a: () => (made.push('a'), { n: 1 }),
      b: () => (made.push('b'), { n: 2 }),
    });
    expect(Object.keys(table)).toEqual(['a', 'b']);
    expect(Object.hasOwn(table, 'a')).toBe(true);
    expect(made).toEqual([]);
    const first = table.a;
    expect(table.a).toBe(first);
    expect(made).toEqual(['a']);
    expect(table.b.n).toBe(2);
    expect(made).toEqual(['a', 'b']);
    expect((table as Record<string, unknown>).c).toBeUndefined();
  });
});
