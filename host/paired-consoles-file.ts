import path from 'node:path';
import { z } from 'zod';
import { storedConsoleSchema } from './channels.ts';
import { AtomicTextFile } from './atomic-text-file.ts';
import type { StoredConsole } from './pairing.ts';
import { sessionsDirOf } from './session-paths.ts';

/**
 * The paired consoles of a host, kept beside the sessions index so that a restarted host (or
 * a promoted standby, which copies them) lets a console back in with the token it holds. Only
 * the SHA-256 of each token is written, so the file cannot be used to pair. Not game state,
 * so never in a session's log.
 */

export const PAIRED_CONSOLES_FILE = 'paired-consoles.json';
const FORMAT = 'lodestar-paired-consoles';

const fileSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  consoles: z.array(storedConsoleSchema),
});

export class PairedConsolesFile {
  private constructor(private readonly file: AtomicTextFile) {}

  /**
   * Opens a data folder's file and reads what it holds. A missing file holds nobody; an
   * unreadable one is reported and read as empty (those consoles pair again).
   */
  static async open(
    dataDir: string,
    log: (message: string) => void = () => {},
  ): Promise<{ file: PairedConsolesFile; consoles: StoredConsole[] }> {
    const file = new AtomicTextFile(path.join(sessionsDirOf(dataDir), PAIRED_CONSOLES_FILE));
    const text = await file.read();
    let consoles: StoredConsole[] = [];
    if (text !== null) {
      try {
        consoles = fileSchema.parse(JSON.parse(text)).consoles;
      } catch {
        log(`${file.filePath} is not a paired consoles file: consoles must pair again`);
      }
    }
    return { file: new PairedConsolesFile(file), consoles };
  }

  get filePath(): string {
    return this.file.filePath;
  }

  async save(consoles: readonly StoredConsole[]): Promise<void> {
    await this.file.write(`${JSON.stringify({ format: FORMAT, version: 1, consoles }, null, 1)}\n`);
  }
}
