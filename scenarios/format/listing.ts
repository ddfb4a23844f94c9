import { z } from 'zod';
import { wholeNumber } from './primitives.ts';
import { CURRENT_SCHEMA_VERSION, metaSchema } from './meta.ts';
import type { ScenarioHead } from './scenario-head.ts';

/**
 * The `listing` block: the counts a library list shows that `meta` does not hold. Lodestar
 * writes it right after `meta` in every file it saves, so a list reads only the first few KB
 * of a file instead of parsing all of it. It is derived data: reading a whole file ignores
 * it (the schema drops unknown keys, as older versions of this format version do), and every
 * save writes it anew from the scenario. So it needs no format version of its own.
 */
export const listingSchema = z
  .object({
    teamCount: wholeNumber(0),
    seatCount: wholeNumber(0),
    mapCount: wholeNumber(0),
    deckCount: wholeNumber(0),
  })
  .describe(
    'Written by Lodestar on every save so that its library lists the file without reading all of it: the number of teams (offices not counted), seats, maps and decks. Ignored when the file is read; no need to write or edit it by hand.',
  );

export type Listing = z.output<typeof listingSchema>;

/** The key it is written under, right after `meta`. */
export const LISTING_KEY = 'listing';

export function listingOf(head: ScenarioHead): Listing {
  const { teamCount, seatCount, mapCount, deckCount } = head;
  return { teamCount, seatCount, mapCount, deckCount };
}

const listedHeadSchema = z.object({
  schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
  meta: metaSchema,
  [LISTING_KEY]: listingSchema,
});

/** A top-level key in two-space JSON: a raw newline only ever separates tokens. */
const TOP_LEVEL_KEY = '\n  "';
const LISTING_LINE = `${TOP_LEVEL_KEY}${LISTING_KEY}": `;
const META_LINE = `${TOP_LEVEL_KEY}meta": `;

/** Where the top-level value that starts at `from` ends (the next key, or the object's end); -1 when not in `text`. */
function topLevelValueEnd(text: string, from: number): number {
  const next = text.indexOf(TOP_LEVEL_KEY, from);
  return next >= 0 ? next : text.indexOf('\n}', from);
}

/**
 * Whether a longer start of the same file may hold a listing that this one does not: it ends
 * inside the meta (a long description, say) or inside the listing that follows it.
 */
export function listingMayFollow(start: string): boolean {
  const metaAt = start.indexOf(META_LINE);
  if (metaAt < 0) return false;
  const afterMeta = topLevelValueEnd(start, metaAt + META_LINE.length);
  if (afterMeta < 0) return true;
  const next = start.slice(afterMeta, afterMeta + LISTING_LINE.length);
  // Cut inside the next key's line: it may yet read "listing".
  if (next.length < LISTING_LINE.length) return LISTING_LINE.startsWith(next);
  if (next !== LISTING_LINE) return false;
  return topLevelValueEnd(start, afterMeta + LISTING_LINE.length) < 0;
}

/**
 * The head of a file as Lodestar writes it (two-space JSON; `schemaVersion`, `meta` and
 * `listing` before any bulky section), from the start of its text alone; null when the
 * start is not in that form, is not complete, or does not check (then read the whole file).
 *
 * The start is cut before the first top-level key after `listing` and closed: a cut inside
 * a nested value would not parse, so what parses is exactly the file's first keys. What lies
 * after the cut is not read: a file whose listing disagrees with its body is found out when
 * it is opened (see `ScenarioLibrary.get`).
 */
export function readListedHead(start: string): ScenarioHead | null {
  const text = start.charCodeAt(0) === 0xfeff ? start.slice(1) : start;
  const listingAt = text.indexOf(LISTING_LINE);
  if (listingAt < 0) return null;
  const end = topLevelValueEnd(text, listingAt + LISTING_LINE.length);
  if (end < 0) return null;
  const kept = text.slice(0, end).trimEnd();
  let value: unknown;
  try {
    value = JSON.parse(`${kept.endsWith(',') ? kept.slice(0, -1) : kept}\n}`);
  } catch {
    return null;
  }
  const parsed = listedHeadSchema.safeParse(value);
  if (!parsed.success) return null;
  return { meta: parsed.data.meta, ...parsed.data[LISTING_KEY] };
}
