import { latestById, type Command } from './commands.ts';
import { isTypingTarget, matchesCombo, parseCombo } from './keys.ts';

export type { Command } from './commands.ts';

/**
 * The commands available right now (shortcuts, the `?` overlay, the Electron menu). Screens register theirs on mount and remove them on
 * unmount; a later registration with the same id wins, so a screen can refine a global one.
 */
export class CommandRegistry {
  #layers = $state.raw<{ token: symbol; commands: Command[] }[]>([]);

  register(commands: Command[]): () => void {
    const token = Symbol('actions');
    this.#layers = [...this.#layers, { token, commands }];
    return () => {
      this.#layers = this.#layers.filter((layer) => layer.token !== token);
    };
  }

  /** Every available action once, in registration order, the newest definition of each id. */
  get commands(): Command[] {
    return latestById(this.#layers.map((layer) => layer.commands));
  }

  find(id: string): Command | undefined {
    return this.commands.find((action) => action.id === id);
  }

  /** Run an action by id (menus, buttons); false when it is not available here. */
  run(id: string): boolean {
    const action = this.find(id);
    if (!action || action.enabled?.() === false) return false;
    action.run();
    return true;
  }

  /** The window's keydown handler. Returns true when a shortcut ran. */
  handleKeydown(event: KeyboardEvent): boolean {
    if (event.defaultPrevented || event.isComposing || event.repeat) return false;
    const typing = isTypingTarget(event.target);
    // A modal dialog owns the keyboard until it closes, wherever the focus is (a click on its
    // text leaves the focus on the page behind it).
    if (modalOpen(event.target)) return false;
    for (const action of this.commands) {
      if (typing && !action.whileTyping) continue;
      if (!action.keys.some((keys) => matchesCombo(event, parseCombo(keys)))) continue;
      if (action.enabled?.() === false) continue;
      event.preventDefault();
      action.run();
      return true;
    }
    return false;
  }
}

/** Whether a modal dialog is open in the document the key press happened in. */
function modalOpen(target: EventTarget | null): boolean {
  const doc = (target as Node | null)?.ownerDocument ?? globalThis.document;
  // A closed <dialog> keeps its aria-modal attribute: only an open one counts.
  return !!doc?.querySelector('dialog[open], [aria-modal="true"]:not(dialog)');
}
