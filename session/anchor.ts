import type { LogEntry } from './types.ts';

/**
 * The log's head recorded outside the journal: the latest entry's seq and hash. The chain
 * alone cannot tell a log whose last entries were cut off from one that really ended there;
 * a head written down elsewhere (the sessions index, a photo of the display) can.
 */
export interface LogAnchor {
  seq: number;
  /** The whole hash, or a prefix of it as read off a screen (at least 4 hex digits). */
  hash: string;
}

/** How many hex digits of the hash the screens show. */
export const SHORT_HASH_LENGTH = 6;
export const MIN_ANCHOR_PREFIX = 4;

/** "#1234·a1b2c3": what a console and the display show, short enough to photograph. */
export function anchorCode(anchor: LogAnchor): string {
  return `#${anchor.seq}·${anchor.hash.slice(0, SHORT_HASH_LENGTH)}`;
}

/**
 * Reads an anchor as a facilitator types it: "1234:a1b2c3", also "#1234·a1b2c3" copied from
 * a screen. Returns an error in words for anything else.
 */
export function parseAnchor(text: string): LogAnchor | { error: string } {
  // \u00b7 is the middle dot (escaped: the CLI's bundle stays ASCII).
  const match = /^#?(\d{1,9})\s*[:\u00b7.\s]\s*([0-9a-fA-F]+)$/.exec(text.trim());
  if (!match)
    return { error: `"${text}" is not an anchor: write the entry and its hash as SEQ:HASHPREFIX` };
  const hash = (match[2] as string).toLowerCase();
  if (hash.length < MIN_ANCHOR_PREFIX)
    return { error: `"${text}": give at least ${MIN_ANCHOR_PREFIX} hex digits of the hash` };
  if (hash.length > 64) return { error: `"${text}": a hash has at most 64 hex digits` };
  return { seq: Number(match[1]), hash };
}

/**
 * Compares a log with an anchor recorded `where` ("in the sessions index"). Null when the log
 * holds that entry with that hash (later entries are fine: the anchor may lag a little);
 * otherwise the problem, naming the gap or the entry that differs. `headerHash` stands for
 * entry 0.
 */
export function checkAnchor(
  entries: readonly Pick<LogEntry, 'seq' | 'hash'>[],
  headerHash: string,
  anchor: LogAnchor,
  where: string,
): { seq: number | null; message: string } | null {
  const shown = anchor.hash.slice(0, 12);
  const last = entries.length;
  if (anchor.seq > last) {
    const missing = anchor.seq - last;
    return {
      seq: null,
      message: `the log ends at entry ${last} but entry ${anchor.seq} (hash ${shown}…) was recorded ${where}: the last ${missing} ${missing === 1 ? 'entry is' : 'entries are'} missing`,
    };
  }
  const actual = anchor.seq === 0 ? headerHash : (entries[anchor.seq - 1]?.hash ?? '');
  if (!actual.startsWith(anchor.hash))
    return {
      seq: anchor.seq === 0 ? null : anchor.seq,
      message: `entry ${anchor.seq} has hash ${actual.slice(0, 12)}… but hash ${shown}… was recorded ${where}: the log was changed at or before entry ${anchor.seq}`,
    };
  return null;
}
