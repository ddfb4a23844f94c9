import type { CliIo } from './io.ts';
import { UsageError } from './parse-command-args.ts';
import { defaultDataDir, resolveDataDir } from '../host/data-dir.ts';

/** Options that several commands take, written once so that they read the same everywhere. */

/** `--data DIR`: the library folder. */
export const dataOption = (
  description = 'the library folder (default: $LODESTAR_DATA, else ~/.lodestar)',
) => ({ type: 'string', value: 'DIR', description }) as const;

/** `--json`: the command's report as one JSON document on standard output. */
export const jsonOption = (shape: string) =>
  ({ type: 'boolean', description: `print ${shape} as JSON` }) as const;

/** `--scenario SCEN`: where named dice d[id] come from. */
export const scenarioOption = {
  type: 'string',
  value: 'SCEN',
  description: 'a scenario file, library id or bundled id whose named dice d[id] may use',
} as const;

/** The library folder a command works on: --data, else $LODESTAR_DATA, else ~/.lodestar. */
export function dataDirOf(flag: string | undefined, io: CliIo): string {
  return resolveDataDir({ flag, env: io.env, fallback: defaultDataDir(), cwd: io.cwd });
}

/** The JSON report of a command run with `--json`. */
export function printJson(io: CliIo, report: unknown): void {
  io.out(JSON.stringify(report, null, 2));
}

// Value parsers for `OptionSpec.parse`: each names the option in its message.

/** A whole number from `min` to `max`, written in digits. */
export const wholeNumber =
  (min: number, max: number) =>
  (text: string, flag: string): number => {
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < min || n > max)
      throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, not "${text}"`);
    return n;
  };

/** Text of 1 to `max` characters (after trimming, when `trim`). */
export const textOfLength =
  (max: number, options: { trim?: boolean; must?: string } = {}) =>
  (value: string, flag: string): string => {
    const result = options.trim ? value.trim() : value;
    if (result === '' || result.length > max)
      throw new UsageError(`${flag} must ${options.must ?? 'be'} 1–${max} characters`);
    return result;
  };

/** `--by NAME`: who acts in a session. */
export const DEFAULT_FACILITATOR = 'Control';
export const byOption = (description: string) =>
  ({
    type: 'string',
    value: 'NAME',
    description: `${description} (default: ${DEFAULT_FACILITATOR})`,
    parse: textOfLength(80, { trim: true, must: 'name who acts in' }),
  }) as const;

/** A file name: anything but nothing. */
export function fileName(value: string, flag: string): string {
  if (value === '') throw new UsageError(`${flag} needs a file name`);
  return value;
}

/** A moment: an ISO date-time ("2031-04-05T16:05:00+02:00") or epoch milliseconds. */
export function moment(value: string, flag: string): number {
  const at = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  if (!Number.isSafeInteger(at) || at < 0 || !/^\d+$|T\d\d:\d\d/.test(value)) {
    throw new UsageError(
      `${flag} must be an ISO date and time (e.g. 2031-04-05T16:05:00Z) or epoch milliseconds, not "${value}"`,
    );
  }
  return at;
}

/** `--at WHEN`: a moment other than now. */
export const atOption = (description: string) =>
  ({ type: 'string', value: 'WHEN', description, parse: moment }) as const;
