import type { MapDef } from '../../scenarios/format/map.ts';
import { uniqueSlug } from '../../scenarios/format/slug.ts';
import { tileSchema, type Tile, type TileInput } from '../../scenarios/format/tiles.ts';
import type { MapDocument } from './document.ts';
import { schemaErrorMessage } from './schema-error.ts';

/**
 * The scenario's tile library: adding, changing and removing tiles, counting how many of
 * each the maps place, and the palette's search. Every edit returns a new document, or the
 * same one when nothing changed.
 */

/** A tile as a designer types it: anything but the name may be left out, the id included. */
export type NewTileInput = Omit<TileInput, 'id'> & { id?: string };
/** The fields of a tile that may change (its id may not: maps refer to tiles by id). */
export type TilePatch = Partial<Omit<Tile, 'id'>>;

function parseTile(input: unknown, doing: string): Tile {
  const parsed = tileSchema.safeParse(input);
  if (!parsed.success) throw new Error(schemaErrorMessage(doing, parsed.error));
  return parsed.data;
}

/** Drops keys whose value is `undefined`, so that `{ image: undefined }` removes the image. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Adds a tile to the library. Its id is made from its name when missing, and made unique
 * when another tile has it. Throws an `Error` naming the field when the tile is invalid.
 */
export function addTile(doc: MapDocument, input: NewTileInput): { doc: MapDocument; id: string } {
  const taken = new Set(doc.tiles.map((t) => t.id));
  const wanted = input.id?.trim() || undefined;
  const id =
    wanted && !taken.has(wanted)
      ? wanted
      : uniqueSlug(wanted ?? (typeof input.name === 'string' ? input.name : ''), taken, 'tile');
  const tile = parseTile({ ...withoutUndefined(input), id }, 'Cannot add this tile');
  return { doc: { ...doc, tiles: [...doc.tiles, tile] }, id };
}

/** Whether two JSON values (tiles, attribute values) are the same, whatever their key order. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = Object.keys(ra).filter((k) => ra[k] !== undefined);
  const otherKeys = Object.keys(rb).filter((k) => rb[k] !== undefined);
  return (
    keys.length === otherKeys.length &&
    keys.every((k) => Object.hasOwn(rb, k) && sameJson(ra[k], rb[k]))
  );
}

/**
 * Changes tile `id` by `patch` (a field set to `undefined` is cleared back to its default).
 * Throws an `Error` naming the field when the result is not a valid tile; returns the same
 * document for an unknown id or a patch that changes nothing.
 */
export function updateTile(doc: MapDocument, id: string, patch: TilePatch): MapDocument {
  const index = doc.tiles.findIndex((t) => t.id === id);
  const tile = doc.tiles[index];
  if (!tile) return doc;
  const merged = withoutUndefined({ ...tile, ...patch, id });
  const next = parseTile(merged, `Cannot change tile "${tile.name}"`);
  if (sameJson(next, tile)) return doc;
  const tiles = doc.tiles.slice();
  tiles[index] = next;
  return { ...doc, tiles };
}

function withoutTile(map: MapDef, tileId: string): MapDef {
  const entries = Object.entries(map.placements);
  const kept = entries.filter(([, p]) => p.tile !== tileId);
  return kept.length === entries.length ? map : { ...map, placements: Object.fromEntries(kept) };
}

/**
 * Removes tile `id` from the library. While any map places it, nothing is removed unless
 * `removePlacements` is set, in which case its placements go too (so no map points at a
 * tile that is gone). `placedCount` is how many placements there were.
 */
export function removeTile(
  doc: MapDocument,
  id: string,
  options: { removePlacements?: boolean } = {},
): { doc: MapDocument; removed: boolean; placedCount: number } {
  if (!doc.tiles.some((t) => t.id === id)) return { doc, removed: false, placedCount: 0 };
  const placedCount = tileUsage(doc).get(id) ?? 0;
  if (placedCount > 0 && !options.removePlacements) return { doc, removed: false, placedCount };
  const tiles = doc.tiles.filter((t) => t.id !== id);
  const maps = placedCount > 0 ? doc.maps.map((m) => withoutTile(m, id)) : doc.maps;
  return { doc: { ...doc, tiles, maps }, removed: true, placedCount };
}

// The palette asks on every repaint; documents and maps are immutable, so a count made for
// one object stays right. Per-map counts mean an edit on one map recounts only that map.
const usageByDoc = new WeakMap<MapDocument, ReadonlyMap<string, number>>();
const usageByMap = new WeakMap<MapDef, ReadonlyMap<string, number>>();

/** How many times each tile is placed on one map (tiles not placed there are absent). */
export function mapTileUsage(map: MapDef): ReadonlyMap<string, number> {
  const cached = usageByMap.get(map);
  if (cached) return cached;
  const counts = new Map<string, number>();
  for (const placement of Object.values(map.placements))
    counts.set(placement.tile, (counts.get(placement.tile) ?? 0) + 1);
  usageByMap.set(map, counts);
  return counts;
}

/** How many times each tile is placed, over all the document's maps (tiles never placed are absent). */
export function tileUsage(doc: MapDocument): ReadonlyMap<string, number> {
  const cached = usageByDoc.get(doc);
  if (cached) return cached;
  const counts = new Map<string, number>();
  for (const map of doc.maps)
    for (const [tile, n] of mapTileUsage(map)) counts.set(tile, (counts.get(tile) ?? 0) + n);
  usageByDoc.set(doc, counts);
  return counts;
}

/**
 * How many of a tile are placed, how many the game has (`null`: as many as wanted) and how
 * many are left. `available` goes below 0 when the maps place more than the game has, so the
 * palette can flag it.
 */
export function tileAvailability(
  doc: MapDocument,
  tileId: string,
): { placed: number; copies: number | null; available: number | null } {
  const placed = tileUsage(doc).get(tileId) ?? 0;
  const copies = doc.tiles.find((t) => t.id === tileId)?.copies ?? null;
  return { placed, copies, available: copies === null ? null : copies - placed };
}

/** Every string, number and boolean inside an attribute value, as text. */
function attributeTexts(value: unknown, out: string[]): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'object') {
    for (const item of Object.values(value)) attributeTexts(item, out);
    return;
  }
  out.push(String(value));
}

const searchTextCache = new WeakMap<Tile, string>();

function searchText(tile: Tile): string {
  const cached = searchTextCache.get(tile);
  if (cached !== undefined) return cached;
  const parts = [tile.name, tile.id, tile.label, tile.kind];
  attributeTexts(tile.attributes, parts);
  const text = parts.join('\n').toLowerCase();
  searchTextCache.set(tile, text);
  return text;
}

/**
 * The palette's filter: tiles of `kind` (all kinds when null or empty) whose name, id,
 * label, kind or attribute values contain every word of `search`, ignoring case.
 */
export function filterTiles(
  tiles: readonly Tile[],
  filter: { search?: string; kind?: string | null },
): Tile[] {
  const words = (filter.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const kind = filter.kind || null;
  return tiles.filter(
    (tile) =>
      (kind === null || tile.kind === kind) &&
      words.every((word) => searchText(tile).includes(word)),
  );
}

/** The kinds the library uses, sorted, each once (the palette's filter chips). */
export function tileKinds(tiles: readonly Tile[]): string[] {
  return [...new Set(tiles.map((t) => t.kind))].sort((a, b) => a.localeCompare(b));
}

/**
 * Sets tile `id`'s picture from a data: URL. Throws an `Error` a designer can act on when
 * the tile is unknown, the data is not a PNG, JPEG, WebP or SVG image, or it is too large.
 */
export function importTileImage(doc: MapDocument, id: string, dataUrl: string): MapDocument {
  const tile = doc.tiles.find((t) => t.id === id);
  if (!tile) throw new Error(`There is no tile "${id}" to give a picture to.`);
  const parsed = tileSchema.shape.image.safeParse(dataUrl);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const reason =
      issue?.code === 'too_big'
        ? issue.message
        : 'it is not a picture Lodestar can keep: use a PNG, JPEG, WebP or SVG file';
    throw new Error(`Cannot use this picture for tile "${tile.name}": ${reason}.`);
  }
  return updateTile(doc, id, { image: parsed.data });
}
