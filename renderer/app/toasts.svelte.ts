/** Short messages at the bottom of the window, optionally with one action (such as Undo). */
export interface Toast {
  id: number;
  message: string;
  tone: 'info' | 'success' | 'error';
  action?: { label: string; run: () => void };
  /** A stable hook for end-to-end tests, e.g. "undo-toast". */
  testId?: string;
}

export type ToastInput = Omit<Toast, 'id'> & { durationMs?: number };

export class Toasts {
  items = $state.raw<Toast[]>([]);
  #nextId = 1;
  // Timers are bookkeeping, not something the screen shows: a plain Map on purpose.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  #timers = new Map<number, ReturnType<typeof setTimeout>>();

  show(input: ToastInput): number {
    const { durationMs = 5_000, ...toast } = input;
    const id = this.#nextId++;
    this.items = [...this.items, { ...toast, id }];
    this.#timers.set(
      id,
      setTimeout(() => this.dismiss(id), durationMs),
    );
    return id;
  }

  dismiss(id: number): void {
    clearTimeout(this.#timers.get(id));
    this.#timers.delete(id);
    this.items = this.items.filter((toast) => toast.id !== id);
  }

  clear(): void {
    for (const id of [...this.#timers.keys()]) this.dismiss(id);
  }
}
