import { TILE_IMAGE_MAX_CHARS, tileSchema } from '../../../scenarios/format/tiles.ts';
import { readPictureFile } from '../../lib/picture-file.ts';

/** A tile library as CSV is small; anything far larger is not one. */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;

/**
 * A picture file as a tile image (a data: URL kept inside the scenario), or why it cannot
 * be one.
 */
export function readTileImage(file: File): Promise<{ dataUrl: string } | { error: string }> {
  return readPictureFile(file, TILE_IMAGE_MAX_CHARS, 'tile images', tileSchema.shape.image);
}

/** A CSV or TSV file's text, or why it was not read. */
export async function readCsvFile(file: File): Promise<{ text: string } | { error: string }> {
  if (file.size > MAX_CSV_BYTES)
    return { error: `“${file.name}” is too large for a tile list (over 5 MB).` };
  return { text: await file.text() };
}
