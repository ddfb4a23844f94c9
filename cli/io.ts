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

export function processIo(
  streams: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream } = process,
): CliIo {
  return {
    out: lineWriter(streams.stdout),
    err: lineWriter(streams.stderr),
    cwd: process.cwd(),
    env: process.env,
  };
}

/**
 * Writes lines to a stream until whoever reads it goes away: output piped into a program that
 * stops reading early (`lodestar list | head -1`, a log viewer closed beside a running
 * `lodestar serve`) is dropped from then on, where the write error used to stop the command,
 * or the server, with a stack trace. Any other write error still does.
 */
function lineWriter(stream: NodeJS.WritableStream): (line: string) => void {
  let readerGone = false;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    readerGone = true;
  });
  return (line) => {
    if (!readerGone) stream.write(`${line}\n`);
  };
}

/** Exit codes shared by every command. */
export const EXIT = { ok: 0, invalid: 1, usage: 2 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
