import path from 'node:path';
import { defineCommand } from '../command.ts';
import { jsonOption, printJson } from '../common-options.ts';
import { EXIT } from '../io.ts';

export const sessionVerifyCommand = defineCommand({
  name: 'verify',
  summary: "check a session file's hash chain, replay and snapshot",
  description: `Checks a session file after the event: every line is a log entry, the entries are numbered
without gaps and each links to the hash of the one before (so nothing was changed, removed or
inserted), replaying the log gives every recorded result again (each card, die and pick), and
the snapshot beside the file agrees with the replay. Prints "verified N entries: …", or every
problem as "FILE: line N: message". A last line cut off by a crash is a warning, not a failure:
that action was never acknowledged.`,
  positionals: [{ name: 'file', description: 'the session file (.session.jsonl)' }],
  options: { json: jsonOption('{file, ok, entryCount, snapshot, problems, warnings, …}') },
  exitCodes: '0 verified, 1 a problem was found or the file cannot be read, 2 usage error.',

  async run({ args, options }, io) {
    const { file } = args;
    const { verifySessionFile } = await import('../../host/session-verify.ts');
    const report = { ...(await verifySessionFile(path.resolve(io.cwd, file))), file };
    for (const warning of report.warnings) io.err(`warning: ${file}: ${warning}`);
    if (options.json) {
      printJson(io, report);
    } else if (report.ok) {
      const count = `${report.entryCount} ${report.entryCount === 1 ? 'entry' : 'entries'}`;
      io.out(
        report.snapshot === 'compared'
          ? `verified ${count}: chain intact, replay matches the snapshot`
          : `verified ${count}: chain intact, replay matches the recorded results (no snapshot to compare)`,
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
    return report.ok ? EXIT.ok : EXIT.invalid;
  },
});
