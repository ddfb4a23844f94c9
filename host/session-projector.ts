import { lodestarSession } from '../features/index.ts';
import { SHORT_HASH_LENGTH } from '../session/anchor.ts';
import { entryText, type LogLine } from '../session/describe.ts';
import { projectHeader, projectLines, projectState } from '../session/projection.ts';
import type { SessionDefinition } from '../session/session-definition.ts';
import type { LogEntry, SessionHeader, SessionState } from '../session/types.ts';
import { isScreen, type Viewer } from '../session/viewer.ts';
import type { SessionEngine } from '../session/engine.ts';

export { memoByViewer } from './memo-by-viewer.ts';

/**
 * What one viewer receives of a session held open on the host: its projection of the state,
 * of the header and of the log lines, and undo/redo labels in its own words (screens never
 * undo, so they get none). Each connection is sent only this.
 */
export interface ViewerUpdate {
  lines: LogLine[];
  /** The seq of the first entry the update covers. */
  fromSeq: number;
  state: SessionState;
  undoLabel: string | null;
  redoLabel: string | null;
  /** The log's head, short: what a screen shows and a facilitator may photograph. */
  head: { seq: number; hash: string };
}

/** What the projector reads of a session: its header, its engine and its whole log. */
export interface ProjectedSession {
  readonly header: SessionHeader;
  readonly engine: SessionEngine;
  /** Every entry, oldest first (entry `seq` at index `seq - 1`). */
  readonly entries: readonly LogEntry[];
  readonly seq: number;
}

export class SessionProjector {
  constructor(private readonly definition: SessionDefinition = lodestarSession) {}

  header(file: ProjectedSession, viewer: Viewer): SessionHeader {
    return projectHeader(this.definition, file.header, viewer);
  }

  state(file: ProjectedSession, viewer: Viewer): SessionState {
    return projectState(this.definition, file.engine.state, file.header.scenario, viewer);
  }

  lines(file: ProjectedSession, entries: readonly LogEntry[], viewer: Viewer): LogLine[] {
    return projectLines(this.definition, file.header, entries, viewer, lookupIn(file));
  }

  /** The state, the lines of `entries` and the undo labels, for one viewer. */
  update(file: ProjectedSession, entries: readonly LogEntry[], viewer: Viewer): ViewerUpdate {
    return {
      lines: this.lines(file, entries, viewer),
      fromSeq: entries[0]?.seq ?? file.seq + 1,
      state: this.state(file, viewer),
      ...this.undoLabels(file, viewer),
      head: { seq: file.seq, hash: file.engine.lastHash.slice(0, SHORT_HASH_LENGTH) },
    };
  }

  undoLabels(
    file: ProjectedSession,
    viewer: Viewer,
  ): { undoLabel: string | null; redoLabel: string | null } {
    const { engine } = file;
    if (viewer.kind === 'control')
      return { undoLabel: engine.undoLabel, redoLabel: engine.redoLabel };
    if (isScreen(viewer)) return { undoLabel: null, redoLabel: null };
    const label = (seq: number | undefined) => {
      const entry = seq === undefined ? undefined : lookupIn(file)(seq);
      if (!entry) return null;
      return (
        entryText(entry, file.header, this.definition.registry, viewer, lookupIn(file)) ??
        'an earlier action'
      );
    };
    return {
      undoLabel: label(engine.history.past.at(-1)?.seq),
      redoLabel: label(engine.history.future.at(-1)?.seq),
    };
  }
}

/** Entries are numbered from 1 with no gaps: entry `seq` is at index `seq - 1`. */
function lookupIn(file: ProjectedSession): (seq: number) => LogEntry | undefined {
  return (seq) => file.entries[seq - 1];
}
