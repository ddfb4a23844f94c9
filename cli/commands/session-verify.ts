import path from 'node:path';
import { defineCommand } from '../command.ts';
import { jsonOption, printJson } from '../common-options.ts';
import { EXIT } from '../io.ts';
import { UsageError } from '../parse-command-args.ts';
import { parseAnchor, type LogAnchor } from '../../session/anchor.ts';

/** `--anchor 1234:a1b2c3`, as read off a console or the display. */
export function anchorArgument(value: string, flag: string): LogAnchor {
  const anchor = parseAnchor(value);
  if ('error' in anchor) throw new UsageError(`${flag}: ${anchor.error}`);
  return anchor;
}

export const sessionVerifyCommand = defineCommand({
  name: 'verify',
  summary: "check a session file's hash chain, replay, snapshot and recorded head",
  description: `Checks a session file after the event: every line is a log entry, the entries are numbered
without gaps and each links to the hash of the one before (so nothing was changed, removed or
inserted), replaying the log gives every recorded result again (each card, die and pick), and
the snapshot beside the file agrees with the replay. The chain cannot show that the last
entries were cut off, so the log is also compared with the head recorded outside it: the
sessions index (sessions/index.json, updated after every action) and, with --anchor, the code
a console or the display showed ("#1234·a1b2c3" is --anchor 1234:a1b2c3). Prints
"verified N entries: …", or every problem as "FILE: line N: message". A last line cut off by
a crash is a warning, not a failure: that action was never acknowledged; so are problems the
log's own "session.accept" entries accepted (see session accept), and a missing sessions
index or a session missing from it. A file with nothing outside it to compare its head with
(no index, no snapshot, no --anchor) is said to be so: a cut tail cannot be detected then.
--strict makes that a failure.`,
  positionals: [{ name: 'file', description: 'the session file (.session.jsonl)' }],
  options: {
    anchor: {
      type: 'string',
      value: 'SEQ:HASH',
      description: 'an entry and the start of its hash as a screen showed it (e.g. 1234:a1b2c3)',
      parse: anchorArgument,
    },
    strict: {
      type: 'boolean',
      description: `fail (exit 1) when nothing recorded outside the log was there to compare its
head with, so that a cut tail could not have been detected`,
    },
    json: jsonOption(
      '{file, ok, entryCount, snapshot, problems, warnings, anchors, headCompared, …}',
    ),
  },
  exitCodes: `0 verified, 1 a problem was found, the file cannot be read, or (--strict) the head was
compared with nothing, 2 usage error.`,

  async run({ args, options }, io) {
    const { file } = args;
    const { NOTHING_TO_COMPARE, verifySessionFile } = await import('../../host/session-verify.ts');
    const verifyOptions = options.anchor ? { anchor: options.anchor } : {};
    const report = {
      ...(await verifySessionFile(path.resolve(io.cwd, file), verifyOptions)),
      file,
    };
    // Said on standard output with the result instead.
    for (const warning of report.warnings)
      if (warning !== NOTHING_TO_COMPARE || !report.ok) io.err(`warning: ${file}: ${warning}`);
    if (options.json) {
      printJson(io, report);
    } else if (report.ok) {
      const count = `${report.entryCount} ${report.entryCount === 1 ? 'entry' : 'entries'}`;
      const against = report.anchors.map((a) => `the head recorded ${a.source}`);
      io.out(
        (report.snapshot === 'compared'
          ? `verified ${count}: chain intact, replay matches the snapshot`
          : `verified ${count}: chain intact, replay matches the recorded results (no snapshot to compare)`) +
          (against.length > 0 ? `, log holds ${against.join(' and ')}` : '') +
          (report.headCompared ? '' : `; but ${NOTHING_TO_COMPARE}`),
      );
    } else {
      for (const problem of report.problems) {
        io.out(
          problem.line === null
            ? `${file}: ${problem.message}`
            : `${file}: line ${problem.line}: ${problem.message}`,
        );
      }
    }
    if (!report.ok) return EXIT.invalid;
    if (options.strict && !report.headCompared) {
      io.err(`lodestar session verify: --strict: ${file}: the head was compared with nothing`);
      return EXIT.invalid;
    }
    return EXIT.ok;
  },
});
