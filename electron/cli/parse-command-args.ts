import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Bad command-line usage: reported with a pointer to `--help`, exit code 2. */
export class UsageError extends Error {
  constructor(
    readonly command: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * `node:util` parseArgs in strict mode, every command also knowing `--help`/`-h`, with its
 * errors turned into a `UsageError` that names the command.
 */
export function parseCommandArgs<O extends Options>(
  command: string,
  args: string[],
  options: O,
  allowPositionals: boolean,
) {
  try {
    return parseArgs({
      args,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals,
      strict: true,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new UsageError(command, message);
  }
}

/** A `--port` value: a whole number from 0 (any free port) to 65535. */
export function parsePort(command: string, value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new UsageError(command, `--port must be a whole number from 0 to 65535, not "${value}"`);
  }
  return port;
}
