import path from 'node:path';
import { defineCommand } from '../command.ts';
import {
  atOption,
  byOption,
  DEFAULT_FACILITATOR,
  jsonOption,
  printJson,
} from '../common-options.ts';
import { EXIT } from '../io.ts';

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

export const sessionActCommand = defineCommand({
  name: 'act',
  summary: 'append an action to a session file',
  description: `Appends an action to a session file, e.g.
  lodestar session act night.session.jsonl '{"type":"clock.start"}'
  lodestar session act night.session.jsonl '{"type":"announce.post","text":"Lunch","urgent":false}'
A table roll the rulebook leaves open (no row for the total, or two rows) is settled with
  lodestar session act night.session.jsonl '{"type":"table.reroll"}'
  lodestar session act night.session.jsonl '{"type":"table.pick","row":4}'
(the newest open roll; add "seq":N for another; rows are numbered from 1).
A move the map's enforced movement rules refuse is made anyway, as Control, with a reason:
  lodestar session act night.session.jsonl '{"type":"map.move","map":"battle-map","token":"ship-1","to":"4,2","override":{"reason":"towed"}}'
The action and any automations it triggers are written and synced to disk before one line
per entry appended is printed: "#SEQ TIME NAME: what it did". The snapshot beside the file
is brought up to date. A file whose log does not hold together (an entry changed, its tail
cut off, its snapshot gone) is read-only: act refuses, names each problem and writes nothing
until it is forked (session fork) or accepted as it is (session accept).`,
  positionals: [
    { name: 'file', description: 'the session file (.session.jsonl)' },
    { name: 'json', description: 'the action, as JSON' },
  ],
  options: {
    by: byOption('who acts'),
    at: atOption(`when it happened: an ISO date and time or epoch milliseconds
(default: now; a time before the last entry counts as that entry's time)`),
    json: jsonOption('{file, entries, seq, position}'),
  },
  exitCodes: `0 appended, 1 the action is invalid or refused, or the file is damaged or
read-only, 2 usage error.`,

  async run({ args, options }, io) {
    const { file } = args;
    const by = options.by ?? DEFAULT_FACILITATOR;
    const at = options.at ?? Date.now();

    let action: unknown;
    try {
      action = JSON.parse(args.json);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      io.err(`lodestar session act: the action is not valid JSON (${detail})`);
      return EXIT.invalid;
    }

    const { ActionInvalid, ActionRejected } = await import('../../session/types.ts');
    const { SessionFileError } = await import('../../host/session-file-error.ts');
    const { positionLabel } = await import('../../features/clock/clock-view.ts');
    const { indexUpdateAfterWrite, openToWrite, printReadOnly } =
      await import('../session-integrity.ts');
    const journalPath = path.resolve(io.cwd, file);
    const opened = await openToWrite(io, 'session act', journalPath, at);
    if (opened === null) return EXIT.invalid;
    const { session, snapshotSeq } = opened;
    for (const warning of session.warnings) io.err(`warning: ${file}: ${warning}`);
    if (session.readOnlyReason !== null) {
      printReadOnly(io, 'session act', file, session);
      return EXIT.invalid;
    }
    const entriesBefore = session.seq;
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
    const { recordAnchorBeside } = await import('../../host/session-index.ts');
    try {
      const update = indexUpdateAfterWrite(session, entriesBefore, snapshotSeq(), at);
      await recordAnchorBeside(journalPath, session.header.id, update);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      io.err(`warning: ${file}: appended, but the sessions index could not be updated: ${detail}`);
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
    if (options.json) {
      printJson(io, report);
    } else {
      const { entryLine } = await import('../session-format.ts');
      for (const entry of entries) io.out(entryLine(entry, header, registry));
    }
    return EXIT.ok;
  },
});
