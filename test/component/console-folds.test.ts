import { describe, expect, it } from 'vitest';
import { ConsoleHeaderFold } from '../../renderer/console/console-header-fold.svelte.ts';
import { SectionFolds } from '../../renderer/console/section-folds.svelte.ts';

/** A Storage that keeps what is set, for one test. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the console header fold', () => {
  it('folds on a short screen until Control unfolds it, and remembers the choice', () => {
    const storage = memoryStorage();
    const short = { current: true };
    const fold = new ConsoleHeaderFold(storage, short);
    expect(fold.compact).toBe(true);
    fold.toggle();
    expect(fold.compact).toBe(false);
    expect(new ConsoleHeaderFold(storage, short).compact).toBe(false);
  });

  it('stays whole on a tall screen until Control folds it', () => {
    const storage = memoryStorage();
    const fold = new ConsoleHeaderFold(storage, { current: false });
    expect(fold.compact).toBe(false);
    fold.toggle();
    expect(new ConsoleHeaderFold(storage, { current: false }).compact).toBe(true);
  });
});

describe('a long tab’s folded sections', () => {
  it('folds and opens sections, remembered per tab on this machine', () => {
    const storage = memoryStorage();
    const folds = new SectionFolds('draws', storage);
    folds.toggle('dice');
    folds.setFolded(['bag-a', 'bag-b'], true);
    expect(new SectionFolds('draws', storage).isFolded('bag-b')).toBe(true);
    expect(new SectionFolds('teams', storage).isFolded('dice')).toBe(false);
    folds.setFolded(['dice', 'bag-a', 'bag-b'], false);
    expect(new SectionFolds('draws', storage).isFolded('dice')).toBe(false);
  });

  it('starts open when what is stored is not a list of ids', () => {
    const storage = memoryStorage();
    storage.setItem('lodestar.console.folded.draws', '{"dice":true}');
    expect(new SectionFolds('draws', storage).isFolded('dice')).toBe(false);
  });
});
