/**
 * What a command may touch of the outside world. The real process supplies stdout, stderr,
 * the current folder and the environment; tests supply buffers.
 */
export interface CliIo {
  /** Writes one line (a newline is added) to standard output. */
  out(line: string): void;
  /** Writes one line (a newline is added) to standard error. */
  err(line: string): void;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Aborted when a long-running command (serve) should stop; defaults to SIGINT/SIGTERM. */
  signal?: AbortSignal;
}

export function processIo(): CliIo {
  return {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    cwd: process.cwd(),
    env: process.env,
  };
}

/** Exit codes shared by every command. */
export const EXIT = { ok: 0, invalid: 1, usage: 2 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
