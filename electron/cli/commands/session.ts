import type { Command } from '../command.ts';
import { UsageError } from '../parse-command-args.ts';
import { sessionActCommand } from './session-act.ts';
import { sessionNewCommand } from './session-new.ts';
import { sessionShowCommand } from './session-show.ts';
import { sessionVerifyCommand } from './session-verify.ts';

const subcommands = [
  sessionNewCommand,
  sessionActCommand,
  sessionShowCommand,
  sessionVerifyCommand,
];
const width = Math.max(...subcommands.map((c) => c.name.length));

export const sessionCommand: Command = {
  name: 'session',
  summary: 'start, act in, show and verify live session files',
  subcommands,
  help: `Usage: lodestar session <new|act|show|verify> … [--help]

Works on session files (<id>.session.jsonl): the scenario, the seed and the append-only log
of every action, each line chained to the one before by its hash.

Subcommands:
${subcommands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n')}

"lodestar session <subcommand> --help" describes each.

Exit codes: 0 ok, 1 invalid input or data, 2 usage error.`,

  async run(args, io) {
    const [name, ...rest] = args;
    if (name === undefined) {
      throw new UsageError('session', 'which subcommand? new, act, show or verify');
    }
    const sub = subcommands.find((c) => c.name === name);
    if (!sub)
      throw new UsageError('session', `unknown subcommand "${name}" (new, act, show or verify)`);
    return sub.run(rest, io);
  },
};
