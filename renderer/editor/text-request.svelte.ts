/** A question the canvas asks the person (a node's name, a label's text). */
export interface TextQuestion {
  title: string;
  initial: string;
}

/**
 * The tools ask for a line of text through a promise; the screen shows one small dialog for
 * the question at hand and answers it. A new question cancels one still open.
 */
export class TextRequests {
  current = $state.raw<TextQuestion | null>(null);
  #resolve: ((value: string | null) => void) | null = null;

  ask(question: TextQuestion): Promise<string | null> {
    this.answer(null);
    this.current = question;
    return new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }

  /** The person's answer; null when they cancelled. */
  answer(value: string | null): void {
    const resolve = this.#resolve;
    this.#resolve = null;
    this.current = null;
    resolve?.(value);
  }
}
