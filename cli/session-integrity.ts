import type { CliIo } from './io.ts';
import type { SessionFile } from '../host/session-file.ts';
import type { IndexUpdate } from '../host/session-index.ts';

/**
 * How the `session` commands that write to a file speak of a log that does not hold
 * together, and how they record its head afterwards.
 */

/** The problems of a read-only session, one line each, and the two ways on. */
export function printReadOnly(
  io: CliIo,
  command: string,
  file: string,
  session: SessionFile,
): void {
  const { problems, lastGood } = session.integrity;
  io.err(
    `lodestar ${command}: refused: ${file} is read-only, its log does not hold together; nothing was written`,
  );
  for (const problem of problems) io.err(`  ${problem.message}`);
  io.err(`Either fork a new session from the last good entry:`);
  io.err(`  lodestar session fork ${file} --from ${lastGood}`);
  io.err(`or accept the log as it is, saying why (the reason is logged):`);
  io.err(`  lodestar session accept ${file} --reason "…"`);
}

/**
 * What the sessions index beside a file should now hold of its session: the head, the last
 * snapshot written, and, when the index had no head for a session that already had entries,
 * the entry it is recorded again from.
 */
export function indexUpdateAfterWrite(
  session: SessionFile,
  entriesBefore: number,
  snapshotSeq: number | null,
  at: number,
): IndexUpdate {
  const lost = session.indexedHead !== null && session.indexedHead.kind !== 'recorded';
  return {
    head: { seq: session.seq, hash: session.engine.lastHash, at },
    ...(snapshotSeq === null ? {} : { snapshotSeq }),
    ...(lost && entriesBefore > 0 ? { reanchoredAt: entriesBefore } : {}),
  };
}

/** A session file opened to be written to, and the entry of the last snapshot a write made. */
export interface OpenedToWrite {
  session: SessionFile;
  snapshotSeq: () => number | null;
}

/**
 * Opens the session file a `session` command writes to, or says in one line why it cannot be
 * read as a log and returns null (nothing was written).
 */
export async function openToWrite(
  io: CliIo,
  command: string,
  journalPath: string,
  now: number,
): Promise<OpenedToWrite | null> {
  const { SessionFile, SessionFileError } = await import('../host/session-file.ts');
  let snapshotSeq: number | null = null;
  try {
    const session = await SessionFile.open(journalPath, {
      now,
      onSnapshotWritten: (seq) => (snapshotSeq = seq),
    });
    return { session, snapshotSeq: () => snapshotSeq };
  } catch (error) {
    if (!(error instanceof SessionFileError)) throw error;
    io.err(`lodestar ${command}: ${error.message}; nothing was written`);
    return null;
  }
}
