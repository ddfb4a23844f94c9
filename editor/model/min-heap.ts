/** A binary min-heap of items by priority; equal priorities leave in the order they came. */
export class MinHeap<T> {
  readonly #entries: { item: T; priority: number; seq: number }[] = [];
  #seq = 0;

  push(item: T, priority: number): void {
    const entries = this.#entries;
    entries.push({ item, priority, seq: this.#seq++ });
    let i = entries.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.#before(i, parent)) break;
      this.#swap(i, parent);
      i = parent;
    }
  }

  pop(): { item: T; priority: number } | undefined {
    const entries = this.#entries;
    const top = entries[0];
    const last = entries.pop();
    if (top === undefined || last === undefined) return undefined;
    if (entries.length > 0) {
      entries[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let first = i;
        if (left < entries.length && this.#before(left, first)) first = left;
        if (right < entries.length && this.#before(right, first)) first = right;
        if (first === i) break;
        this.#swap(i, first);
        i = first;
      }
    }
    return { item: top.item, priority: top.priority };
  }

  #before(a: number, b: number): boolean {
    const x = this.#entries[a];
    const y = this.#entries[b];
    if (!x || !y) return false;
    return x.priority < y.priority || (x.priority === y.priority && x.seq < y.seq);
  }

  #swap(a: number, b: number): void {
    const entries = this.#entries;
    const x = entries[a];
    const y = entries[b];
    if (!x || !y) return;
    entries[a] = y;
    entries[b] = x;
  }
}
