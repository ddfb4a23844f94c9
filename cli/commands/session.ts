import type { CommandGroup } from '../command.ts';
import { sessionAcceptCommand } from './session-accept.ts';
import { sessionActCommand } from './session-act.ts';
import { sessionForkCommand } from './session-fork.ts';
import { sessionMapCommand } from './session-map.ts';
import { sessionNewCommand } from './session-new.ts';
import { sessionReportCommand } from './session-report.ts';
import { sessionShowCommand } from './session-show.ts';
import { sessionVerifyCommand } from './session-verify.ts';

export const sessionCommand: CommandGroup = {
  name: 'session',
  summary: 'start, act in, show, verify, fork, accept and report on live session files',
  description: `Works on session files (<id>.session.jsonl): the scenario, the seed and the append-only log
of every action, each line chained to the one before by its hash.`,
  commands: [
    sessionNewCommand,
    sessionActCommand,
    sessionShowCommand,
    sessionMapCommand,
    sessionVerifyCommand,
    sessionForkCommand,
    sessionAcceptCommand,
    sessionReportCommand,
  ],
};
