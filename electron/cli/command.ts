import type { CliIo, ExitCode } from './io.ts';

/** One `lodestar <name>` subcommand; each lives in its own file under commands/. */
export interface Command {
  name: string;
  /** One line for the command list in `lodestar --help`. */
  summary: string;
  /** The full text of `lodestar <name> --help`. */
  help: string;
  run(args: string[], io: CliIo): Promise<ExitCode>;
  /** `lodestar <name> <sub> …`: each with its own `--help`. */
  subcommands?: readonly Command[];
}
