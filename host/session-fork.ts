import fs from 'node:fs/promises';
import { forkHeader, rechain } from '../session/fork.ts';
import { ActionRejected, SessionIntegrityError, type LogEntry } from '../session/types.ts';
import type { SessionDefinition } from '../session/session-definition.ts';
import { SessionFile } from './session-file.ts';

/**
 * Fork a session whose log does not hold together: a new session file holding the old one's
 * entries up to `fromSeq` (at most its last good entry), re-linked to a header of its own, and
 * then a `session.fork` entry saying where it came from and what was wrong. The old file is
 * left as it is. Throws `ActionRejected` before anything is written for an entry past the last
 * good one; a fork whose entries do not replay as recorded is removed again and refused.
 */
export async function forkSessionFile(
  source: SessionFile,
  options: {
    fromSeq: number;
    /** The new session's id and where its journal goes (which must not exist). */
    id: string;
    journalPath: string;
    at: number;
    by: string;
    definition?: SessionDefinition;
    onSnapshotWritten?: (seq: number) => void;
  },
): Promise<SessionFile> {
  const { fromSeq } = options;
  const { lastGood, problems } = source.integrity;
  if (!Number.isInteger(fromSeq) || fromSeq < 0 || fromSeq > source.seq)
    throw new ActionRejected(
      `there is no entry ${fromSeq} to fork from: the log has entries 0 to ${source.seq}`,
    );
  if (fromSeq > lastGood)
    throw new ActionRejected(
      `entry ${fromSeq} is past the last good entry (${lastGood}): a fork starts at entry ${lastGood} or before`,
    );
  const header = forkHeader(source.header, options.id);
  const file = await SessionFile.create(options.journalPath, header, {
    ...(options.definition ? { definition: options.definition } : {}),
    ...(options.onSnapshotWritten ? { onSnapshotWritten: options.onSnapshotWritten } : {}),
  });
  try {
    const copied = await file.appendRecorded(
      rechain(source.entries.slice(0, fromSeq), file.engine.headerHash),
    );
    if (copied.problem) throw new ActionRejected(copied.problem.message);
    const hash =
      fromSeq === 0 ? source.engine.headerHash : (source.entries[fromSeq - 1] as LogEntry).hash;
    await file.appendForkEntry(
      { id: source.header.id, seq: fromSeq, hash },
      problems.map((p) => p.message),
      { at: options.at, by: options.by },
    );
    return file;
  } catch (error) {
    await file.abandon();
    await fs.rm(options.journalPath, { force: true });
    if (error instanceof SessionIntegrityError)
      throw new ActionRejected(
        `the entries up to ${fromSeq} do not replay as recorded (${error.message}); fork from an earlier entry`,
      );
    throw error;
  }
}
