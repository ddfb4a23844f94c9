import { applyJsonPatch, JsonPatchError, type JsonPatchOperation } from './json-patch.ts';
import { ChecksumCache, projectionChecksum } from './projection-checksum.ts';

/**
 * A client's copy of its projection of a session, kept current from the patches the host
 * pushes after each action. A patch applies only to the state it was made from: the client's
 * seq must be the patch's `fromSeq - 1`, and the result must have the host's checksum.
 * Anything else (an update lost to a dropped socket, a patch that does not fit, a checksum
 * that differs) asks for a resync: the caller opens the session again and hands the full
 * state to `opened`. Pure, so the console, the display and the load bench share it.
 */

/** The part of a pushed `session.updated` that moves the state on. */
export interface ProjectionPatch {
  /** The seq the patch starts after, plus one. */
  fromSeq: number;
  /** The seq of the state the patch makes. */
  seq: number;
  patch: readonly JsonPatchOperation[];
  /** `projectionChecksum` of the state the patch makes. */
  checksum: string;
}

export type FollowOutcome<S> =
  | { kind: 'applied'; state: S }
  /** Already seen (the reply to one's own action, or an update that overtook an open). */
  | { kind: 'stale' }
  /** Arrived while the session was being opened: applied once it is. */
  | { kind: 'held' }
  | { kind: 'resync'; reason: string };

/** Updates kept while an open is on its way; a longer wait resyncs instead. */
const MAX_HELD = 64;

export class ProjectionFollower<S extends { seq: number }> {
  #state: S | null = null;
  #opening = false;
  #held: ProjectionPatch[] = [];
  #overflowed = false;
  /** Container hashes of the states checked so far: a patch shares the untouched ones. */
  readonly #checksums = new ChecksumCache();

  get state(): S | null {
    return this.#state;
  }

  /** The seq of the state held, or 0 for none. */
  get seq(): number {
    return this.#state?.seq ?? 0;
  }

  /** An open (or resync) is on its way: hold updates until it arrives. */
  opening(): void {
    this.#opening = true;
    this.#held = [];
    this.#overflowed = false;
  }

  /**
   * The full state from an open; then the updates that arrived meanwhile, in order. Returns
   * the state to show, or a resync if those updates cannot be applied to it.
   */
  opened(state: S): FollowOutcome<S> {
    this.#opening = false;
    const held = this.#held.sort((a, b) => a.seq - b.seq);
    this.#held = [];
    if (!this.#state || state.seq >= this.#state.seq) this.#state = state;
    if (this.#overflowed) return { kind: 'resync', reason: 'too many updates during the open' };
    for (const update of held) {
      const outcome = this.receive(update);
      if (outcome.kind === 'resync') return outcome;
    }
    return { kind: 'applied', state: this.#state };
  }

  /** A full state from elsewhere (the reply to one's own action): kept if it is newer. */
  adopt(state: S): S {
    if (!this.#state || state.seq >= this.#state.seq) this.#state = state;
    return this.#state;
  }

  /** The open failed: forget the updates held for it. */
  abandon(): void {
    this.#opening = false;
    this.#held = [];
  }

  receive(update: ProjectionPatch): FollowOutcome<S> {
    if (this.#opening) {
      if (this.#held.length >= MAX_HELD) this.#overflowed = true;
      else this.#held.push(update);
      return { kind: 'held' };
    }
    const current = this.#state;
    if (!current) return { kind: 'resync', reason: 'no state to patch' };
    if (update.seq <= current.seq) return { kind: 'stale' };
    if (update.fromSeq !== current.seq + 1)
      return {
        kind: 'resync',
        reason: `missed updates: have ${current.seq}, the update starts at ${update.fromSeq}`,
      };
    let next: S;
    try {
      next = applyJsonPatch(current, update.patch);
    } catch (error) {
      if (!(error instanceof JsonPatchError)) throw error;
      return { kind: 'resync', reason: `the patch does not fit: ${error.message}` };
    }
    if (projectionChecksum(next, this.#checksums) !== update.checksum)
      return { kind: 'resync', reason: `checksum mismatch at ${update.seq}` };
    this.#state = next;
    return { kind: 'applied', state: next };
  }
}
