import { diffJson, type JsonPatch } from '../session/json-patch.ts';
import { projectionChecksum } from '../session/projection-checksum.ts';
import type { SessionState } from '../session/types.ts';
import { formatViewer, type Viewer } from '../session/viewer.ts';

/** What a client needs to move its projection on: see `ProjectionFollower`. */
export interface ProjectionDelta {
  fromSeq: number;
  seq: number;
  patch: JsonPatch;
  checksum: string;
}

/**
 * The last projection of one open session sent to each viewer, so the next update can be
 * sent as the change from it. One state per viewer (a few dozen KB, mostly shared with the
 * engine's own state), dropped with the session.
 */
export class ProjectionDeltas {
  readonly #last = new Map<string, SessionState>();

  /** A viewer was sent this state whole (an open): the next patch starts from it. */
  remember(viewer: Viewer, state: SessionState): void {
    this.#last.set(formatViewer(viewer), state);
  }

  /**
   * The patch from the viewer's last projection to `state`, whose entries start at
   * `firstNewSeq`. Call once per viewer per change. Without a last projection at
   * `firstNewSeq - 1` (nobody of that viewer opened it since the host started, or it missed
   * changes) the patch replaces the whole state, which any client can apply.
   */
  delta(viewer: Viewer, firstNewSeq: number, state: SessionState): ProjectionDelta {
    const key = formatViewer(viewer);
    const last = this.#last.get(key);
    this.#last.set(key, state);
    const patch: JsonPatch =
      last && last.seq === firstNewSeq - 1
        ? diffJson(last, state)
        : [{ op: 'replace', path: '', value: state }];
    return { fromSeq: firstNewSeq, seq: state.seq, patch, checksum: projectionChecksum(state) };
  }
}
