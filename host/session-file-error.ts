/** A session file that cannot be used as it is; it is never written to. */
export class SessionFileError extends Error {
  constructor(
    readonly fileName: string,
    /** The 1-based line at fault (1 is the header), or null for the whole file. */
    readonly line: number | null,
    message: string,
  ) {
    super(line === null ? `${fileName}: ${message}` : `${fileName}, line ${line}: ${message}`);
    this.name = 'SessionFileError';
  }
}

/**
 * A session whose log does not hold together (see session/log-integrity.ts): it can be read,
 * but nothing is written to it until Control forks it or accepts it as it is.
 */
export class SessionReadOnlyError extends SessionFileError {
  constructor(fileName: string, reason: string) {
    super(fileName, null, `not written: ${reason}`);
    this.name = 'SessionReadOnlyError';
  }
}
