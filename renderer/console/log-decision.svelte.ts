import type { SessionIntegrity } from '../../host/channels.ts';
import type { Backend } from '../backend/backend.ts';
import { describeError } from '../lib/describe-error.ts';
import type { Actor } from './console-session.svelte.ts';

/** How many of a broken log's problems the banner lists before "and N more". */
export const SHOWN_PROBLEMS = 5;

/**
 * Control's choice about a session whose log does not hold together: fork a new session
 * from the last good entry, or accept the log as it is with a reason. Both are the host's
 * (`session.fork`, `session.accept`); this holds the reason typed, whether a call is on its
 * way, and what went wrong, so the banner only shows them.
 */
export class LogDecision {
  reason = $state('');
  busy = $state(false);
  error = $state('');

  readonly #backend: Backend;
  readonly #sessionId: string;
  readonly #actor: Actor;
  readonly #onForked: (id: string) => void;
  readonly #onAccepted: () => Promise<void>;

  constructor(
    backend: Backend,
    sessionId: string,
    actor: Actor,
    handlers: { onForked: (id: string) => void; onAccepted: () => Promise<void> },
  ) {
    this.#backend = backend;
    this.#sessionId = sessionId;
    this.#actor = actor;
    this.#onForked = handlers.onForked;
    this.#onAccepted = handlers.onAccepted;
  }

  get canAccept(): boolean {
    return !this.busy && this.reason.trim().length > 0;
  }

  /** The problems to list, and how many more there are. */
  shown(integrity: SessionIntegrity): { problems: SessionIntegrity['problems']; more: number } {
    return {
      problems: integrity.problems.slice(0, SHOWN_PROBLEMS),
      more: Math.max(0, integrity.problems.length - SHOWN_PROBLEMS),
    };
  }

  fork(fromSeq: number): Promise<void> {
    return this.#run(async () => {
      const fork = await this.#backend.call('session.fork', {
        id: this.#sessionId,
        by: this.#actor.name,
        fromSeq,
      });
      this.#onForked(fork.id);
    });
  }

  accept(): Promise<void> {
    if (!this.canAccept) {
      this.error = 'Say why the log is accepted as it is: the reason is logged with the decision.';
      return Promise.resolve();
    }
    return this.#run(async () => {
      await this.#backend.call('session.accept', {
        id: this.#sessionId,
        by: this.#actor.name,
        reason: this.reason.trim(),
      });
      this.reason = '';
      await this.#onAccepted();
    });
  }

  async #run(task: () => Promise<void>): Promise<void> {
    this.busy = true;
    this.error = '';
    try {
      await task();
    } catch (error) {
      this.error = describeError(error);
    } finally {
      this.busy = false;
    }
  }
}
