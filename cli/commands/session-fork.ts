import path from 'node:path';
import { defineCommand } from '../command.ts';
import {
  byOption,
  DEFAULT_FACILITATOR,
  fileName,
  jsonOption,
  printJson,
  wholeNumber,
} from '../common-options.ts';
import { EXIT } from '../io.ts';

/** The `--json` shape of `lodestar session fork`. */
export interface SessionForkReport {
  /** The session forked from, and the new one. */
  from: string;
  file: string;
  id: string;
  /** The last entry copied. */
  fromSeq: number;
  /** Entries in the new log: those copied, then the fork's own. */
  seq: number;
  problems: string[];
}

export const sessionForkCommand = defineCommand({
  name: 'fork',
  summary: 'start a new session from a log up to its last good entry',
  description: `Starts a new session from FILE's log up to entry --from (by default the last good one, the
last entry no problem questions): the same scenario, seed and start, each entry re-linked to
the new header, then a "session.fork" entry saying where they came from and what was wrong
after them. Every copied entry must replay to what it recorded. FILE is left as it is (a log
that does not hold together stays read-only until it is forked or accepted, see session
accept). Prints the new file's path.`,
  positionals: [{ name: 'file', description: 'the session file (.session.jsonl)' }],
  options: {
    from: {
      type: 'string',
      value: 'N',
      description: 'the last entry to copy (default: the last good one; 0 copies none)',
      parse: wholeNumber(0, 1_000_000_000),
    },
    out: {
      type: 'string',
      value: 'FILE',
      description: 'where to write the new session (default: <new id>.session.jsonl beside FILE)',
      parse: fileName,
    },
    by: byOption('who forks'),
    json: jsonOption('{from, file, id, fromSeq, seq, problems}'),
  },
  exitCodes: `0 forked, 1 the entry is past the last good one, the entries do not replay, the file
cannot be read as a log or the new file exists, 2 usage error.`,

  async run({ args, options }, io) {
    const { file } = args;
    const by = options.by ?? DEFAULT_FACILITATOR;
    const at = Date.now();
    const { SessionFile, SessionFileError } = await import('../../host/session-file.ts');
    const { forkSessionFile } = await import('../../host/session-fork.ts');
    const { newSessionId } = await import('../../host/session-id.ts');
    const { ARCHIVE_FOLDER, SESSION_EXTENSION, SESSIONS_FOLDER } =
      await import('../../host/session-paths.ts');
    const { ActionRejected } = await import('../../session/types.ts');
    const journalPath = path.resolve(io.cwd, file);
    let source;
    try {
      source = await SessionFile.open(journalPath, { now: at });
    } catch (error) {
      if (!(error instanceof SessionFileError)) throw error;
      io.err(`lodestar session fork: ${error.message}; nothing was written`);
      return EXIT.invalid;
    }
    const { header } = source;
    const id = newSessionId(header.scenario.meta.title, at, header.utcOffsetMinutes);
    // An archived session's fork is a live one: it goes to the sessions folder.
    let folder = path.dirname(journalPath);
    if (
      path.basename(folder) === ARCHIVE_FOLDER &&
      path.basename(path.dirname(folder)) === SESSIONS_FOLDER
    )
      folder = path.dirname(folder);
    const out = options.out
      ? path.resolve(io.cwd, options.out)
      : path.join(folder, `${id}${SESSION_EXTENSION}`);
    const fromSeq = options.from ?? source.integrity.lastGood;
    let snapshotSeq: number | null = null;
    let fork;
    try {
      fork = await forkSessionFile(source, {
        fromSeq,
        id,
        journalPath: out,
        at,
        by,
        onSnapshotWritten: (seq) => (snapshotSeq = seq),
      });
    } catch (error) {
      if (error instanceof ActionRejected) {
        io.err(`lodestar session fork: ${file}: ${error.message}; nothing was written`);
        return EXIT.invalid;
      }
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
        io.err(
          `lodestar session fork: ${out} already exists; nothing was written (choose another --out)`,
        );
        return EXIT.invalid;
      }
      throw error;
    }
    try {
      await fork.close(at);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      io.err(`warning: ${out}: forked, but the snapshot could not be written: ${detail}`);
    }
    const { recordAnchorBeside } = await import('../../host/session-index.ts');
    try {
      await recordAnchorBeside(out, id, {
        head: { seq: fork.seq, hash: fork.engine.lastHash, at },
        ...(snapshotSeq === null ? {} : { snapshotSeq }),
      });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      io.err(`warning: ${out}: forked, but the sessions index could not be updated: ${detail}`);
    }
    const report: SessionForkReport = {
      from: file,
      file: out,
      id,
      fromSeq,
      seq: fork.seq,
      problems: source.integrity.problems.map((p) => p.message),
    };
    if (options.json) printJson(io, report);
    else io.out(out);
    return EXIT.ok;
  },
});
