import type { Command } from './command.ts';
import { listCommand } from './commands/list.ts';
import { mapsCommand } from './commands/maps.ts';
import { migrateCommand } from './commands/migrate.ts';
import { oddsCommand } from './commands/odds.ts';
import { rollCommand } from './commands/roll.ts';
import { tallyCommand } from './commands/tally.ts';
import { serveCommand } from './commands/serve.ts';
import { sessionCommand } from './commands/session.ts';
import { validateCommand } from './commands/validate.ts';
import { EXIT, processIo, type CliIo, type ExitCode } from './io.ts';
import { packageVersion } from './package-root.ts';
import { UsageError } from './parse-command-args.ts';

export const commands: readonly Command[] = [
  serveCommand,
  listCommand,
  validateCommand,
  migrateCommand,
  mapsCommand,
  sessionCommand,
  rollCommand,
  tallyCommand,
  oddsCommand,
];

export function mainHelp(): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'Usage: lodestar <command> [options]',
    '',
    'Prepare, lay out and run games with many players.',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Options:',
    '  -h, --help     show this help ("lodestar <command> --help" for a command)',
    '  -v, --version  print the version',
    '',
    'The library lives in --data DIR, else $LODESTAR_DATA, else ~/.lodestar.',
    'Exit codes: 0 ok, 1 invalid input or data, 2 usage error.',
  ].join('\n');
}

/** Runs `lodestar …argv` and resolves to the exit code; never throws. */
export async function main(argv: readonly string[], io: CliIo = processIo()): Promise<ExitCode> {
  const [first, ...rest] = argv;
  if (first === undefined) {
    io.err(mainHelp());
    return EXIT.usage;
  }
  if (first === '--help' || first === '-h') {
    io.out(mainHelp());
    return EXIT.ok;
  }
  if (first === '--version' || first === '-v') {
    io.out(`lodestar ${packageVersion()}`);
    return EXIT.ok;
  }
  if (first === 'help') {
    const topic = rest[0] === undefined ? undefined : commands.find((c) => c.name === rest[0]);
    if (rest[0] !== undefined && !topic)
      return usageError(io, null, `unknown command "${rest[0]}"`);
    io.out(topic ? helpOf(topic, rest.slice(1)) : mainHelp());
    return EXIT.ok;
  }
  const command = commands.find((c) => c.name === first);
  if (!command) {
    const what = first.startsWith('-') ? `unknown option "${first}"` : `unknown command "${first}"`;
    return usageError(io, null, what);
  }
  if (asksForHelp(rest)) {
    // Help wins over whatever else is on the line, even arguments that would not parse.
    io.out(helpOf(command, rest));
    return EXIT.ok;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) return usageError(io, error.command, error.message);
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    io.err(`lodestar ${command.name}: unexpected error: ${message}`);
    return EXIT.invalid;
  }
}

/** A subcommand's help when the arguments name one (`session new --help`), else the command's. */
function helpOf(command: Command, args: readonly string[]): string {
  return command.subcommands?.find((sub) => sub.name === args[0])?.help ?? command.help;
}

function asksForHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end === -1 ? args : args.slice(0, end)).some((a) => a === '--help' || a === '-h');
}

function usageError(io: CliIo, command: string | null, message: string): ExitCode {
  const prefix = command ? `lodestar ${command}` : 'lodestar';
  io.err(`${prefix}: ${message}`);
  io.err(`Run "${prefix} --help" for usage.`);
  return EXIT.usage;
}
