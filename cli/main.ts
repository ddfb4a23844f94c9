import { isGroup, type Command, type CommandGroup, type OptionTable } from './command.ts';
import { commandHelp, groupHelp } from './command-help.ts';
import { analyzeCommand } from './commands/analyze.ts';
import { convertCommand } from './commands/convert.ts';
import { generateCommand } from './commands/generate.ts';
import { dealCommand } from './commands/deal.ts';
import { exportCommand } from './commands/export.ts';
import { exportCardsCommand } from './commands/export-cards.ts';
import { sheetExportCommand } from './commands/sheet-export.ts';
import { sheetImportCommand } from './commands/sheet-import.ts';
import { templateCommand } from './commands/template.ts';
import { listCommand } from './commands/list.ts';
import { mapsCommand } from './commands/maps.ts';
import { migrateCommand } from './commands/migrate.ts';
import { oddsCommand } from './commands/odds.ts';
import { oddsResolveCommand } from './commands/odds-resolve.ts';
import { resolveCommand } from './commands/resolve.ts';
import { rollCommand } from './commands/roll.ts';
import { tallyCommand } from './commands/tally.ts';
import { serveCommand } from './commands/serve.ts';
import { sessionCommand } from './commands/session.ts';
import { standbyCommand } from './commands/standby.ts';
import { validateCommand } from './commands/validate.ts';
import { validateMapCommand } from './commands/validate-map.ts';
import { EXIT, processIo, type CliIo, type ExitCode } from './io.ts';
import { packageVersion } from './package-root.ts';
import { asksForHelp, parseCommandArgs, UsageError } from './parse-command-args.ts';

/** Every command, in the order `lodestar --help` lists them. A new command is one entry here. */
export const commands: readonly Command[] = [
  serveCommand,
  listCommand,
  validateCommand,
  migrateCommand,
  mapsCommand,
  analyzeCommand,
  validateMapCommand,
  convertCommand,
  generateCommand,
  dealCommand,
  exportCommand,
  exportCardsCommand,
  sheetExportCommand,
  sheetImportCommand,
  templateCommand,
  sessionCommand,
  standbyCommand,
  rollCommand,
  tallyCommand,
  oddsCommand,
  resolveCommand,
  oddsResolveCommand,
];

const lodestar: CommandGroup = {
  name: 'lodestar',
  summary: '',
  description: `Prepare, lay out and run games with many players.

The library lives in --data DIR, else $LODESTAR_DATA, else ~/.lodestar.`,
  commands,
};

const ROOT_OPTIONS: OptionTable = {
  version: { type: 'boolean', short: 'v', description: 'print the version' },
};

export function mainHelp(): string {
  return groupHelp(lodestar, 'lodestar', ROOT_OPTIONS);
}

/** Runs `lodestar …argv` and resolves to the exit code; never throws. */
export async function main(argv: readonly string[], io: CliIo = processIo()): Promise<ExitCode> {
  const [first, ...rest] = argv;
  if (first === undefined) {
    io.err(mainHelp());
    return EXIT.usage;
  }
  if (first === '--version' || first === '-v') {
    io.out(`lodestar ${packageVersion()}`);
    return EXIT.ok;
  }
  if (first === 'help') return printHelpOf(rest, io);
  return runCommand(lodestar, 'lodestar', argv, io);
}

/** Walks down the groups to the command the words name, then parses its arguments and runs it. */
async function runCommand(
  group: CommandGroup,
  path: string,
  argv: readonly string[],
  io: CliIo,
): Promise<ExitCode> {
  const [first, ...rest] = argv;
  const command = group.commands.find((c) => c.name === first);
  if (command === undefined) {
    // Help wins over whatever else is on the line, even words that name no command.
    if (asksForHelp(argv)) {
      io.out(groupHelp(group, path, group === lodestar ? ROOT_OPTIONS : {}));
      return EXIT.ok;
    }
    if (first === undefined) return usageError(io, path, `missing command (${namesOf(group)})`);
    if (first.startsWith('-')) return usageError(io, path, `unknown option "${first}"`);
    return usageError(io, path, `unknown command "${first}" (${namesOf(group)})`);
  }
  const commandPath = `${path} ${command.name}`;
  if (isGroup(command)) return runCommand(command, commandPath, rest, io);
  if (asksForHelp(rest)) {
    io.out(commandHelp(command, commandPath));
    return EXIT.ok;
  }
  try {
    return await command.run(parseCommandArgs(command, rest), io);
  } catch (error) {
    if (error instanceof UsageError) return usageError(io, commandPath, error.message);
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    io.err(`${commandPath}: unexpected error: ${message}`);
    return EXIT.invalid;
  }
}

/** `lodestar help session new`: the help of the command the words name. */
function printHelpOf(words: readonly string[], io: CliIo): ExitCode {
  let command: Command = lodestar;
  let path = 'lodestar';
  for (const word of words) {
    const next: Command | undefined = isGroup(command)
      ? command.commands.find((c) => c.name === word)
      : undefined;
    if (next === undefined) return usageError(io, path, `unknown command "${word}"`);
    command = next;
    path += ` ${word}`;
  }
  if (!isGroup(command)) io.out(commandHelp(command, path));
  else io.out(groupHelp(command, path, command === lodestar ? ROOT_OPTIONS : {}));
  return EXIT.ok;
}

const namesOf = (group: CommandGroup) => group.commands.map((c) => c.name).join(', ');

/** One line on standard error: what is wrong, and where the help is. */
function usageError(io: CliIo, path: string, message: string): ExitCode {
  io.err(`${path}: ${message}. Run "${path} --help" for usage.`);
  return EXIT.usage;
}
