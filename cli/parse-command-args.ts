import { parseArgs } from 'node:util';
import type { CommandSpec, OptionSpec, ParsedArgs, PositionalSpec } from './command.ts';

/** Bad command-line usage: reported in one line with a pointer to `--help`, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** `--help` or `-h` anywhere before a `--`: help wins over whatever else is on the line. */
export function asksForHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end === -1 ? args : args.slice(0, end)).some((a) => a === '--help' || a === '-h');
}

/** The name of an argument in usage lines and messages: `eventCardId` → `EVENT_CARD_ID`. */
export const positionalLabel = (p: PositionalSpec): string =>
  p.name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();

/**
 * Reads a command line against a command's table. Node's `parseArgs` splits it into tokens;
 * the checks are ours, so that each mistake gets a message naming the option or argument.
 * Throws a `UsageError`.
 */
export function parseCommandArgs<
  O extends CommandSpec['options'],
  P extends readonly PositionalSpec[],
>(spec: { options: O; positionals: P }, args: readonly string[]): ParsedArgs<O, P> {
  const { tokens } = parseArgs({
    args: [...args],
    options: parseArgsOptions(spec.options),
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  const options: Record<string, unknown> = {};
  const words: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'positional') words.push(token.value);
    if (token.kind !== 'option') continue;
    const option = Object.hasOwn(spec.options, token.name) ? spec.options[token.name] : undefined;
    if (!option) throw new UsageError(`unknown option "${token.rawName}"`);
    const flag = `--${token.name}`;
    const value = optionValue(option, flag, token.value, token.inlineValue);
    if (option.repeatable)
      options[token.name] = [...((options[token.name] as unknown[]) ?? []), value];
    else options[token.name] = value;
  }
  const positionals = positionalValues(spec.positionals, words);
  for (const [name, option] of Object.entries(spec.options)) {
    if (option.required && options[name] === undefined)
      throw new UsageError(`missing option --${name} ${option.value ?? 'VALUE'}`);
  }
  // Built from the same table the types are derived from, so the shapes agree.
  return {
    options: options as ParsedArgs<O, P>['options'],
    args: positionals as ParsedArgs<O, P>['args'],
  };
}

function parseArgsOptions(table: CommandSpec['options']) {
  return Object.fromEntries(
    Object.entries(table).map(([name, o]) => [
      name,
      o.short === undefined ? { type: o.type } : { type: o.type, short: o.short },
    ]),
  );
}

function optionValue(
  option: OptionSpec,
  flag: string,
  text: string | undefined,
  inline: boolean | undefined,
): unknown {
  if (option.type === 'boolean') {
    if (text !== undefined) throw new UsageError(`${flag} takes no value (given "${text}")`);
    return true;
  }
  const value = option.value ?? 'VALUE';
  // Not inline, a value that starts with "-" is most likely the next option, its value forgotten.
  if (text === undefined) throw new UsageError(`missing value for ${flag} ${value}`);
  if (!inline && text.startsWith('-'))
    throw new UsageError(
      `missing value for ${flag} ${value} (a value that starts with "-" is written ${flag}=${text})`,
    );
  if (option.choices && !option.choices.includes(text))
    throw new UsageError(`${flag} must be ${option.choices.join(', ')}, not "${text}"`);
  return option.parse ? option.parse(text, flag) : text;
}

function positionalValues(
  specs: readonly PositionalSpec[],
  words: readonly string[],
): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  let next = 0;
  for (const spec of specs) {
    const taken = spec.rest ? words.slice(next) : words.slice(next, next + 1);
    next += taken.length;
    if (taken.length === 0 && !spec.optional)
      throw new UsageError(`missing argument ${positionalLabel(spec)}`);
    values[spec.name] = taken.length === 0 ? undefined : taken.join(' ');
  }
  if (next < words.length)
    throw new UsageError(`unexpected argument "${words.slice(next).join(' ')}"`);
  return values;
}
