import type { SessionDefinition } from '../session/session-definition.ts';
import { parseSnapshot, snapshotFileText, type SessionSnapshot } from '../session/snapshot.ts';
import { AtomicTextFile } from './atomic-text-file.ts';

/**
 * A session's snapshot sidecar, `<id>.snapshot.json`: the history after entry `seq`, so that
 * opening a long session replays only the entries after it. It is a cache, never the record:
 * written atomically (temp, fsync, rename), and when it is missing or unusable the journal is
 * replayed from the start instead.
 */

export type SnapshotRead =
  | { kind: 'missing' }
  | { kind: 'unusable'; message: string }
  | { kind: 'ok'; snapshot: SessionSnapshot };

export async function readSnapshotFile(
  filePath: string,
  definition: SessionDefinition,
): Promise<SnapshotRead> {
  let text: string | null;
  try {
    text = await new AtomicTextFile(filePath).read();
  } catch (error) {
    return { kind: 'unusable', message: error instanceof Error ? error.message : String(error) };
  }
  if (text === null) return { kind: 'missing' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { kind: 'unusable', message: `not valid JSON (${detail})` };
  }
  const parsed = parseSnapshot(value, definition);
  if ('error' in parsed) return { kind: 'unusable', message: parsed.error };
  return { kind: 'ok', snapshot: parsed };
}

export function writeSnapshotFile(filePath: string, snapshot: SessionSnapshot): Promise<void> {
  // Plain JSON, not the canonical form: a snapshot is a cache, never hashed.
  return new AtomicTextFile(filePath).write(`${snapshotFileText(snapshot)}\n`);
}
