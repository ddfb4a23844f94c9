import path from 'node:path';
import { defineCommand } from '../command.ts';
import {
  byOption,
  DEFAULT_FACILITATOR,
  jsonOption,
  printJson,
  textOfLength,
} from '../common-options.ts';
import { EXIT } from '../io.ts';

/** The `--json` shape of `lodestar session accept`. */
export interface SessionAcceptReport {
  file: string;
  /** The entry that records the decision. */
  seq: number;
  accepted: { kind: string; seq: number | null; message: string }[];
  reason: string;
}

export const sessionAcceptCommand = defineCommand({
  name: 'accept',
  summary: 'accept a log that does not hold together as it is, saying why',
  description: `A session file whose log does not hold together (an entry changed, its tail cut off, its
snapshot gone or not of this log) is read-only. accept takes it as it is: it appends a
"session.accept" entry naming every problem and the reason, sets the head recorded in the
sessions index to the log's head as it now is, and writes a fresh snapshot. From then on
the session can be acted in, and those problems are reported as accepted (by whom, why),
not as new ones; a later change to an accepted entry is a new problem. To start again from
the last good entry instead, use session fork.`,
  positionals: [{ name: 'file', description: 'the session file (.session.jsonl)' }],
  options: {
    reason: {
      type: 'string',
      value: 'TEXT',
      description: 'why the log is accepted as it is (logged with the decision)',
      required: true,
      parse: textOfLength(500, { trim: true, must: 'give a reason of' }),
    },
    by: byOption('who decides'),
    json: jsonOption('{file, seq, accepted, reason}'),
  },
  exitCodes: `0 accepted, 1 the log holds together (nothing to accept) or the file cannot be read
as a log, 2 usage error.`,

  async run({ args, options }, io) {
    const { file } = args;
    const by = options.by ?? DEFAULT_FACILITATOR;
    const at = Date.now();
    const { ActionInvalid, ActionRejected } = await import('../../session/types.ts');
    const { openToWrite } = await import('../session-integrity.ts');
    const journalPath = path.resolve(io.cwd, file);
    const opened = await openToWrite(io, 'session accept', journalPath, at);
    if (opened === null) return EXIT.invalid;
    const { session } = opened;
    const problems = session.integrity.problems;
    let entries;
    try {
      entries = await session.acceptAsItIs(options.reason, { at, by });
    } catch (error) {
      await session.abandon();
      if (error instanceof ActionInvalid || error instanceof ActionRejected) {
        io.err(`lodestar session accept: ${file}: ${error.message}; nothing was written`);
        return EXIT.invalid;
      }
      throw error;
    }
    try {
      await session.close(at);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      io.err(`warning: ${file}: accepted, but the snapshot could not be written: ${detail}`);
    }
    const { recordAnchorBeside } = await import('../../host/session-index.ts');
    try {
      const written = opened.snapshotSeq();
      await recordAnchorBeside(journalPath, session.header.id, {
        head: { seq: session.seq, hash: session.engine.lastHash, at },
        ...(written === null ? {} : { snapshotSeq: written }),
        replace: true,
      });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      io.err(`warning: ${file}: accepted, but the sessions index could not be updated: ${detail}`);
    }
    const seq = entries[0]?.seq ?? session.seq;
    const report: SessionAcceptReport = {
      file,
      seq,
      accepted: problems.map(({ kind, seq: at, message }) => ({ kind, seq: at, message })),
      reason: options.reason,
    };
    if (options.json) {
      printJson(io, report);
    } else {
      const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
      io.out(`${file}: accepted as it is at entry ${seq} (${count}): ${options.reason}`);
      for (const problem of problems) io.out(`  ${problem.message}`);
    }
    return EXIT.ok;
  },
});
