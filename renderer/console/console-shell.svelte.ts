import type { Snippet } from 'svelte';
import type { ConsolePanelDef, ConsoleShell as Shell } from '../features/define-feature-ui.ts';
import type { Command } from '../app/commands.ts';

/** What the console knows that its tabs read: each read goes to the console's own state. */
export interface ConsoleLive {
  readonly now: number;
  readonly ended: boolean;
  readonly busy: boolean;
  readonly flashes: number;
}

/**
 * The console as its tabs see it: the time and the session's state of play, the log and the
 * dialogs the console owns, the choices that outlive a tab (how long a shown card stays), and
 * the fields a shortcut focuses, whichever tab drew them.
 */
export class ConsoleShell implements Shell {
  showUntil = $state<'next-phase' | 'cleared'>('next-phase');
  // Plain maps: elements and callbacks, never read reactively.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #fields = new Map<string, HTMLElement>();
  /** What a shortcut asked of a field whose tab was still coming onto the screen. */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #waiting = new Map<string, (element: HTMLElement) => void>();

  constructor(
    readonly live: ConsoleLive,
    readonly log: Snippet,
    readonly tools: Snippet,
    readonly panels: readonly ConsolePanelDef[],
    readonly dialogs: { openJump(): void; openNewTimer(): void; confirmEndGame(): void },
    readonly commands: { register(commands: Command[]): () => void },
  ) {}

  get now(): number {
    return this.live.now;
  }
  get ended(): boolean {
    return this.live.ended;
  }
  get busy(): boolean {
    return this.live.busy;
  }
  get flashes(): number {
    return this.live.flashes;
  }

  registerCommands = (commands: Command[]): (() => void) => this.commands.register(commands);
  openJump = (): void => this.dialogs.openJump();
  openNewTimer = (): void => this.dialogs.openNewTimer();
  confirmEndGame = (): void => this.dialogs.confirmEndGame();

  registerField = (name: string, element: HTMLElement | null): void => {
    if (!element) {
      this.#fields.delete(name);
      return;
    }
    this.#fields.set(name, element);
    const waiting = this.#waiting.get(name);
    this.#waiting.delete(name);
    waiting?.(element);
  };

  /**
   * Does `then` with the field registered as `name` (focus it, fill it in): now if it is on
   * screen, else as soon as its tab draws it. A later request replaces an earlier one.
   */
  withField(name: string, then: (element: HTMLElement) => void): void {
    const element = this.#fields.get(name);
    if (element) then(element);
    else this.#waiting.set(name, then);
  }
}
