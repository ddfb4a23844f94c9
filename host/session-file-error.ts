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
