import type { CliIo, ExitCode } from './io.ts';

/**
 * A `lodestar` command is a table (its options, its arguments, its help text) and a run
 * function. One parser (parse-command-args.ts) reads every command line against the table and
 * one renderer (command-help.ts) writes every `--help`, so all commands take options, report
 * mistakes and describe themselves the same way. Tables must stay cheap to load: `--help`
 * loads every command module, so a run function imports what it needs when it runs.
 */

/** One `--name` option. */
export interface OptionSpec {
  /** 'string' takes a value (`--data DIR` or `--data=DIR`); 'boolean' is a flag. */
  type: 'string' | 'boolean';
  short?: string;
  /** What the value is called in the usage line and the help: DIR, FILE, N. */
  value?: string;
  /** The help line; further lines after a newline. */
  description: string;
  /** Without it the command does not run (a usage error). */
  required?: boolean;
  /** The only values allowed; the usage line shows them as `svg|pdf|png`. */
  choices?: readonly string[];
  /** Turns the text into the value the command gets; throws a `UsageError` if it cannot. */
  parse?: (text: string, flag: string) => unknown;
  /** May be given more than once; the command gets every value, in order. */
  repeatable?: true;
}

export type OptionTable = Readonly<Record<string, OptionSpec>>;

/** One argument after the command name. */
export interface PositionalSpec {
  /** Its key in the parsed arguments; in upper snake case, its name in usage lines and messages. */
  name: string;
  description: string;
  optional?: boolean;
  /** Takes every remaining word, joined with spaces (a dice expression such as `2d6 + 1`). */
  rest?: boolean;
}

type OptionValue<S extends OptionSpec> = S extends { repeatable: true }
  ? string[]
  : S extends { type: 'boolean' }
    ? boolean
    : S extends { parse: (text: string, flag: string) => infer T }
      ? T
      : S extends { choices: readonly (infer C)[] }
        ? C
        : string;

/** What a command gets for its options: required ones always set, the others when given. */
export type OptionValues<O extends OptionTable> = {
  -readonly [K in keyof O as O[K] extends { required: true } ? K : never]: OptionValue<O[K]>;
} & {
  -readonly [K in keyof O as O[K] extends { required: true } ? never : K]?: OptionValue<O[K]>;
};

/** What a command gets for its arguments, by name. */
export type PositionalValues<P extends readonly PositionalSpec[]> = {
  -readonly [S in P[number] as S['name']]: S extends { optional: true }
    ? string | undefined
    : string;
};

export interface ParsedArgs<O extends OptionTable, P extends readonly PositionalSpec[]> {
  options: OptionValues<O>;
  args: PositionalValues<P>;
}

/** A command that runs: `lodestar validate`, `lodestar session new`. */
export interface CommandSpec<
  O extends OptionTable = OptionTable,
  P extends readonly PositionalSpec[] = readonly PositionalSpec[],
> {
  name: string;
  /** One line for the list of commands. */
  summary: string;
  /** The help's paragraphs between the usage line and the arguments. */
  description: string;
  positionals: P;
  options: O;
  /** The help's last paragraph, after "Exit codes: ". */
  exitCodes: string;
  // A method, so that a table with specific options fits the general `Command` type.
  run(parsed: ParsedArgs<O, P>, io: CliIo): Promise<ExitCode>;
}

/** A command made of commands: `lodestar session <new|act|show|verify>`. */
export interface CommandGroup {
  name: string;
  summary: string;
  description: string;
  commands: readonly Command[];
}

export type Command = CommandSpec | CommandGroup;

export const isGroup = (command: Command): command is CommandGroup => 'commands' in command;

/** Checks a command's table and types its run function's arguments from it. */
export function defineCommand<
  const O extends OptionTable,
  const P extends readonly PositionalSpec[],
>(spec: CommandSpec<O, P>): CommandSpec {
  return spec;
}
