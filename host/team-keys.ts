import { randomBytes, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { teamKeyTableSchema } from './channels.ts';
import { AtomicTextFile } from './atomic-text-file.ts';
import { sessionsDirOf } from './session-paths.ts';

/**
 * The key in each team's screen link (`/team?session=…&team=…&key=…`): unguessable (128
 * random bits, URL-safe), one per session and team, made when first asked for and kept on the
 * host beside the sessions index. Not game state, so never in a session's log. Re-issuing a
 * key revokes the old link.
 */

export const TEAM_KEYS_FILE = 'team-keys.json';
const FORMAT = 'lodestar-team-keys';

const fileSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  keys: teamKeyTableSchema,
});

export class TeamKeys {
  private constructor(
    private readonly file: AtomicTextFile,
    private readonly keys: Record<string, Record<string, string>>,
  ) {}

  /** Opens the keys of a data folder; a missing or unreadable file starts empty (links re-issued). */
  static async open(dataDir: string, log: (message: string) => void = () => {}): Promise<TeamKeys> {
    const file = new AtomicTextFile(path.join(sessionsDirOf(dataDir), TEAM_KEYS_FILE));
    const text = await file.read();
    let keys: Record<string, Record<string, string>> = {};
    if (text !== null) {
      try {
        keys = fileSchema.parse(JSON.parse(text)).keys;
      } catch {
        log(`${file.filePath} is not a team keys file: team links are issued afresh`);
      }
    }
    return new TeamKeys(file, keys);
  }

  /** The team's key, made (and written) if it has none yet. */
  async keyFor(sessionId: string, teamId: string): Promise<string> {
    const known = this.keys[sessionId]?.[teamId];
    return known ?? this.reissue(sessionId, teamId);
  }

  /** A new key for the team: its old link stops working. */
  async reissue(sessionId: string, teamId: string): Promise<string> {
    const key = randomBytes(16).toString('base64url');
    this.keys[sessionId] = { ...this.keys[sessionId], [teamId]: key };
    await this.save();
    return key;
  }

  /** Every key, by session and team: for the standby that copies this host. */
  all(): Record<string, Record<string, string>> {
    return structuredClone(this.keys);
  }

  /**
   * The keys of the host this one stands by for, so that team links keep working after a
   * promotion: each replaces the key held here for that team (keys are only ever replaced).
   * Writes only when something changed.
   */
  async adoptCopies(keys: Record<string, Record<string, string>>): Promise<void> {
    let changed = false;
    for (const [sessionId, teams] of Object.entries(keys)) {
      for (const [teamId, key] of Object.entries(teams)) {
        if (this.keys[sessionId]?.[teamId] === key) continue;
        this.keys[sessionId] = { ...this.keys[sessionId], [teamId]: key };
        changed = true;
      }
    }
    if (changed) await this.save();
  }

  private async save(): Promise<void> {
    await this.file.write(
      `${JSON.stringify({ format: FORMAT, version: 1, keys: this.keys }, null, 1)}\n`,
    );
  }

  /** Whether `key` is the team's current key, compared in constant time. */
  check(sessionId: string, teamId: string, key: string): boolean {
    const known = Object.hasOwn(this.keys, sessionId) ? this.keys[sessionId]?.[teamId] : undefined;
    if (typeof known !== 'string' || !Object.hasOwn(this.keys[sessionId] ?? {}, teamId))
      return false;
    const a = Buffer.from(known, 'utf8');
    const b = Buffer.from(key, 'utf8');
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
