import { TILE_IMAGE_MAX_CHARS } from '../../../scenarios/format/tiles.ts';
import { imageProblem } from './tile-form.ts';

/** A tile library as CSV is small; anything far larger is not one. */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml']);

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * A picture file as a tile image (a data: URL kept inside the scenario), or why it cannot
 * be one. Checked before reading, so a huge file is never loaded into memory.
 */
export async function readTileImage(file: File): Promise<{ dataUrl: string } | { error: string }> {
  if (!IMAGE_TYPES.has(file.type))
    return { error: `“${file.name}” is not an image Lodestar can use (PNG, JPEG, WebP or SVG).` };
  // Base64 makes the data 4/3 larger than the file.
  if (Math.ceil(file.size / 3) * 4 > TILE_IMAGE_MAX_CHARS)
    return {
      error: `“${file.name}” is too large (${Math.round(file.size / 1024)} KB): keep tile images under about 1 MB.`,
    };
  const dataUrl = await readAsDataUrl(file);
  const problem = imageProblem(dataUrl);
  return problem ? { error: `“${file.name}”: ${problem}` } : { dataUrl };
}

/** A CSV or TSV file's text, or why it was not read. */
export async function readCsvFile(file: File): Promise<{ text: string } | { error: string }> {
  if (file.size > MAX_CSV_BYTES)
    return { error: `“${file.name}” is too large for a tile list (over 5 MB).` };
  return { text: await file.text() };
}
