import path from 'node:path';
import type { Command } from '../command.ts';
import { EXIT } from '../io.ts';
import { parseCommandArgs, UsageError } from '../parse-command-args.ts';
import { parseAt } from '../session-format.ts';
import { DEFAULT_FACILITATOR } from './session-new.ts';

/** The `--json` shape of `lodestar session act`. */
export interface SessionActReport {
  file: string;
  entries: {
    seq: number;
    at: number;
    by: string;
    type: string;
    description: string;
    causedBy: number | null;
  }[];
  /** Entries in the log after the action. */
  seq: number;
  /** "Turn 3 · Commitment", "Not started", "Ended". */
  position: string;
}

export const sessionActCommand: Command = {
  name: 'act',
  summary: 'append an action to a session file',
  help: `Usage: lodestar session act FILE JSON [--by NAME] [--at ISO|epoch-ms] [--json]

Appends an action to a session file, e.g.
  lodestar session act night.session.jsonl '{"type":"clock.start"}'
  lodestar session act night.session.jsonl '{"type":"announce.post","text":"Lunch","urgent":false}'
The action and any automations it triggers are written and synced to disk before one line
per entry appended is printed: "#SEQ TIME NAME: what it did". The snapshot beside the file
is brought up to date.

Options:
  --by NAME          who acts (default: ${DEFAULT_FACILITATOR})
  --at WHEN          when it happened: an ISO date and time or epoch milliseconds
                     (default: now; a time before the last entry counts as that entry's time)
  --json             print {file, entries, seq, position} as JSON
  -h, --help         show this help

Exit codes: 0 appended, 1 the action is invalid or refused, or the file is damaged,
2 usage error.`,

  async run(args, io) {
    const name = 'session act';
    const { values, positionals } = parseCommandArgs(
      name,
      args,
      { by: { type: 'string' }, at: { type: 'string' }, json: { type: 'boolean' } },
      true,
    );
    if (values.help) {
      io.out(this.help);
      return EXIT.ok;
    }
    const [file, json, ...extra] = positionals;
    if (file === undefined || json === undefined) {
      throw new UsageError(name, 'which file and which action? (lodestar session act FILE JSON)');
    }
    if (extra.length > 0) {
      throw new UsageError(name, `one action at a time (unexpected "${extra.join(' ')}")`);
    }
    const by = (values.by ?? DEFAULT_FACILITATOR).trim();
    if (by === '' || by.length > 80)
      throw new UsageError(name, '--by must name who acts (1–80 characters)');
    const at = values.at === undefined ? Date.now() : parseAt(name, values.at);

    let action: unknown;
    try {
      action = JSON.parse(json);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      io.err(`lodestar session act: the action is not valid JSON (${detail})`);
      return EXIT.invalid;
    }

    const { SessionFile, SessionFileError } = await import('../../host/session-file.ts');
    const { ActionInvalid, ActionRejected } = await import('../../../console/session/types.ts');
    const { positionLabel } = await import('../../../console/clock/clock-view.ts');
    const journalPath = path.resolve(io.cwd, file);
    let session;
    try {
      session = await SessionFile.open(journalPath, { now: at });
    } catch (error) {
      if (!(error instanceof SessionFileError)) throw error;
      io.err(`lodestar session act: ${error.message}; nothing was written`);
      return EXIT.invalid;
    }
    for (const warning of session.warnings) io.err(`warning: ${file}: ${warning}`);
    let entries;
    try {
      entries = await session.append(action, { at, by });
    } catch (error) {
      await session.abandon();
      if (error instanceof ActionInvalid) {
        io.err(`lodestar session act: ${error.message}; nothing was written`);
        for (const p of error.problems) io.err(`  ${p.path}: ${p.message}`);
        return EXIT.invalid;
      }
      if (error instanceof ActionRejected || error instanceof SessionFileError) {
        io.err(`lodestar session act: refused: ${error.message}; nothing was written`);
        return EXIT.invalid;
      }
      throw error;
    }
    try {
      await session.close(at);
    } catch (error) {
      // The action is on disk; only the cache beside it is behind (the next opening replays).
      const detail = error instanceof Error ? error.message : String(error);
      io.err(`warning: ${file}: appended, but the snapshot could not be written: ${detail}`);
    }

    const registry = session.engine.registry;
    const header = session.header;
    const report: SessionActReport = {
      file,
      entries: entries.map((entry) => ({
        seq: entry.seq,
        at: entry.at,
        by: entry.by,
        type: entry.action.type,
        description: registry.describe(entry, header),
        causedBy: entry.causedBy ?? null,
      })),
      seq: session.seq,
      position: positionLabel(session.engine.state.clock),
    };
    if (values.json) {
      io.out(JSON.stringify(report, null, 2));
    } else {
      const { entryLine } = await import('../session-format.ts');
      for (const entry of entries) io.out(entryLine(entry, header, registry));
    }
    return EXIT.ok;
  },
};
