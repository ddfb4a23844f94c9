/**
 * The community map-string formats that galaxy tools exchange: every place of a hex board in
 * spiral order (0 the centre, then each ring clockwise from north), one token each. A token
 * is a tile's number, `-1` for no tile, and for a two-sided tile its side and turn. The
 * dialects differ in three ways, so each is data, not code.
 */
export type MapStringDialectId = 'tts' | 'keeganw';

export interface MapStringDialect {
  readonly id: MapStringDialectId;
  /** What a person calls it. */
  readonly name: string;
  /**
   * `implied`: the string starts at position 1 and the centre holds the rules' centre tile
   * unless a `{token}` prefix names another (`{-1}`: none). `first`: token 1 is position 0.
   */
  readonly centre: 'implied' | 'first';
  /** Written between tokens (reading also takes spaces, a comma, or both). */
  readonly separator: string;
  /**
   * How a turn is written: `after-side` as one digit right after the side (83A3), so only
   * two-sided tiles carry one; `after-dash` after a dash, for any tile (83A-3, 26-2), and
   * always for a two-sided tile.
   */
  readonly turn: 'after-side' | 'after-dash';
}

/** The TTS mod's string (also what TTPG reads, with its `{centre}` prefix). */
export const TTS_MAP_STRING: MapStringDialect = {
  id: 'tts',
  name: 'TTS map string',
  centre: 'implied',
  separator: ' ',
  turn: 'after-side',
};

/** KeeganW's generator: its `tiles=` list, centre first, commas between. */
export const KEEGANW_MAP_STRING: MapStringDialect = {
  id: 'keeganw',
  name: 'KeeganW map string',
  centre: 'first',
  separator: ',',
  turn: 'after-dash',
};

export const MAP_STRING_DIALECTS: readonly MapStringDialect[] = [
  TTS_MAP_STRING,
  KEEGANW_MAP_STRING,
];

export function mapStringDialect(id: string): MapStringDialect | null {
  return MAP_STRING_DIALECTS.find((d) => d.id === id) ?? null;
}

/**
 * Which dialect a pasted string is most likely in: KeeganW's when a turn follows a dash
 * (83A-3) or when it is comma-separated and starts with the centre's number; else TTS
 * (TTPG's `{centre}` prefix included).
 */
export function guessMapStringDialect(text: string, centreCode: string | null): MapStringDialect {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) return TTS_MAP_STRING;
  if (/\d[A-Za-z]?-\d/.test(trimmed)) return KEEGANW_MAP_STRING;
  const first = trimmed.split(/\s*,\s*|\s+/)[0];
  if (trimmed.includes(',') && centreCode !== null && first === centreCode)
    return KEEGANW_MAP_STRING;
  return TTS_MAP_STRING;
}
