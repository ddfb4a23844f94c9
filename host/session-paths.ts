import path from 'node:path';

/**
 * Where sessions live: `<dataDir>/sessions/<id>.session.jsonl` (the journal, the record) and
 * `<id>.snapshot.json` beside it (a cache); archived sessions move to `sessions/archive/`.
 */

export const SESSION_EXTENSION = '.session.jsonl';
export const SNAPSHOT_EXTENSION = '.snapshot.json';
export const SESSIONS_FOLDER = 'sessions';
export const ARCHIVE_FOLDER = 'archive';

/** `x.session.jsonl` → `x.snapshot.json`; any other name gets the suffix appended. */
export function snapshotPathFor(journalPath: string): string {
  return journalPath.endsWith(SESSION_EXTENSION)
    ? journalPath.slice(0, -SESSION_EXTENSION.length) + SNAPSHOT_EXTENSION
    : journalPath + SNAPSHOT_EXTENSION;
}

export function sessionsDirOf(dataDir: string): string {
  return path.join(dataDir, SESSIONS_FOLDER);
}

export function archiveDirOf(dataDir: string): string {
  return path.join(sessionsDirOf(dataDir), ARCHIVE_FOLDER);
}

/** The id a session file name stands for, or null when it is not a session file. */
export function idOfSessionFile(fileName: string): string | null {
  if (!fileName.endsWith(SESSION_EXTENSION) || fileName.startsWith('.')) return null;
  return fileName.slice(0, -SESSION_EXTENSION.length);
}
