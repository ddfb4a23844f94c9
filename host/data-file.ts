import type { Adapter } from 'lowdb';
import type { z } from 'zod';
import type { Problem } from '../scenarios/format/problems.ts';
import { problemsFromZod } from '../scenarios/format/problems.ts';
import type { ParseFailureKind } from '../scenarios/format/parse.ts';
import { AtomicTextFile } from './atomic-text-file.ts';

/**
 * How a document becomes file text and back. `parse` throws `DataFileError` on bad text;
 * `serialize` may give the text in pieces, written one after another (see `jsonTextParts`).
 */
export interface TextCodec<T> {
  parse(text: string, filePath: string): T;
  serialize(value: T): string | readonly string[];
}

/** A file on disk that exists but does not hold a valid document; the file is left as it is. */
export class DataFileError extends Error {
  constructor(
    readonly filePath: string,
    readonly kind: ParseFailureKind,
    readonly problems: Problem[],
  ) {
    super(`${filePath}: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
    this.name = 'DataFileError';
  }
}

/**
 * A lowdb adapter for one document in one file, written atomically and durably (see
 * `AtomicTextFile`). Nothing touches the disk until the codec has produced the whole text,
 * so a value that cannot be serialised leaves the file as it was.
 */
export class DataFile<T> implements Adapter<T> {
  readonly file: AtomicTextFile;

  constructor(
    filePath: string,
    readonly codec: TextCodec<T>,
  ) {
    this.file = new AtomicTextFile(filePath);
  }

  get filePath(): string {
    return this.file.filePath;
  }

  /** The document, or null when there is no file; throws `DataFileError` for a bad file. */
  async read(): Promise<T | null> {
    const text = await this.file.read();
    return text === null ? null : this.codec.parse(text, this.file.filePath);
  }

  async write(value: T): Promise<void> {
    const text = this.codec.serialize(value);
    await this.file.write(text);
  }
}

/** Two-space JSON checked against a zod schema on the way in. */
export function jsonCodec<S extends z.ZodType>(schema: S): TextCodec<z.output<S>> {
  return {
    parse(text, filePath) {
      if (text.trim() === '') {
        throw new DataFileError(filePath, 'empty', [{ path: '$', message: 'the file is empty' }]);
      }
      let value: unknown;
      try {
        value = JSON.parse(text.replace(/^\uFEFF/, ''));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new DataFileError(filePath, 'invalid-json', [
          { path: '$', message: `not valid JSON: ${message}` },
        ]);
      }
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        throw new DataFileError(filePath, 'invalid', problemsFromZod(parsed.error));
      }
      return parsed.data;
    },
    serialize: (value) => `${JSON.stringify(value, null, 2)}\n`,
  };
}
