import type { CommandGroup, CommandSpec, OptionSpec, OptionTable } from './command.ts';
import { positionalLabel } from './parse-command-args.ts';

/** Every `--help` is written here from the command's table, so all read alike. */

const HELP_OPTION: OptionSpec = { type: 'boolean', short: 'h', description: 'show this help' };
const USAGE_WIDTH = 96;
const GROUP_EXIT_CODES = '0 ok, 1 invalid input or data, 2 usage error.';

/** `lodestar session new --help`. */
export function commandHelp(spec: CommandSpec, path: string): string {
  const argumentRows = spec.positionals.map((p) => [positionalLabel(p), p.description] as const);
  const optionRows = optionRowsOf({ ...spec.options, help: HELP_OPTION });
  const width = Math.max(...[...argumentRows, ...optionRows].map(([left]) => left.length));
  return [
    usageLine(spec, path),
    '',
    spec.description,
    '',
    ...(argumentRows.length > 0 ? ['Arguments:', ...rows(argumentRows, width), ''] : []),
    'Options:',
    ...rows(optionRows, width),
    '',
    `Exit codes: ${spec.exitCodes}`,
  ].join('\n');
}

/** `lodestar --help`, `lodestar session --help`: the commands, then the group's own options. */
export function groupHelp(group: CommandGroup, path: string, options: OptionTable = {}): string {
  const commandRows = group.commands.map((c) => [c.name, c.summary] as const);
  const optionRows = optionRowsOf({
    help: {
      ...HELP_OPTION,
      description: `show this help ("${path} <command> --help" for a command)`,
    },
    ...options,
  });
  const width = Math.max(...[...commandRows, ...optionRows].map(([left]) => left.length));
  return [
    `Usage: ${path} <command> [options]`,
    '',
    group.description,
    '',
    'Commands:',
    ...rows(commandRows, width),
    '',
    'Options:',
    ...rows(optionRows, width),
    '',
    `Exit codes: ${GROUP_EXIT_CODES}`,
  ].join('\n');
}

function usageLine(spec: CommandSpec, path: string): string {
  const words = [
    ...spec.positionals.map((p) => (p.optional ? `[${positionalLabel(p)}]` : positionalLabel(p))),
    ...Object.entries(spec.options).map(([name, option]) => {
      const word = `--${name}${option.type === 'string' ? ` ${valueLabel(option)}` : ''}`;
      return option.required ? word : `[${word}]`;
    }),
  ];
  const lines = [`Usage: ${path}`];
  for (const word of words) {
    const last = lines.length - 1;
    if (`${lines[last]} ${word}`.length <= USAGE_WIDTH) lines[last] += ` ${word}`;
    else lines.push(`${' '.repeat('Usage: '.length)}${word}`);
  }
  return lines.join('\n');
}

const valueLabel = (option: OptionSpec): string =>
  option.value ?? option.choices?.join('|') ?? 'VALUE';

function optionRowsOf(table: OptionTable): (readonly [string, string])[] {
  return Object.entries(table).map(([name, option]) => {
    const short = option.short === undefined ? '' : `-${option.short}, `;
    const value = option.type === 'string' ? ` ${valueLabel(option)}` : '';
    return [`${short}--${name}${value}`, option.description] as const;
  });
}

/** Two-column rows; a description's further lines stay in its column. */
function rows(entries: readonly (readonly [string, string])[], width: number): string[] {
  const indent = ' '.repeat(2 + width + 2);
  return entries.map(([left, text]) =>
    `  ${left.padEnd(width)}  ${text.split('\n').join(`\n${indent}`)}`.trimEnd(),
  );
}
