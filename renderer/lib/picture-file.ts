/** The picture files a scenario keeps inside it as data: URLs. */
const PICTURE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml']);

/** What the file picker offers. */
export const PICTURE_ACCEPT = [...PICTURE_TYPES].join(',');

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The format's own check of a picture field (a tile's or a card's `image`). */
interface PictureField {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/**
 * A picture file as a data: URL of at most `maxChars` characters that `field` accepts, or why
 * it cannot be one (`what` names it: "tile images"). The type and size are checked before
 * reading, so a huge file is never loaded into memory.
 */
export async function readPictureFile(
  file: File,
  maxChars: number,
  what: string,
  field: PictureField,
): Promise<{ dataUrl: string } | { error: string }> {
  if (!PICTURE_TYPES.has(file.type))
    return { error: `“${file.name}” is not an image Lodestar can use (PNG, JPEG, WebP or SVG).` };
  // Base64 makes the data 4/3 larger than the file.
  if (Math.ceil(file.size / 3) * 4 > maxChars)
    return {
      error: `“${file.name}” is too large (${Math.round(file.size / 1024)} KB): keep ${what} under about ${Math.round((maxChars * 3) / 4 / 1024 / 1024)} MB.`,
    };
  const dataUrl = await readAsDataUrl(file);
  const checked = field.safeParse(dataUrl);
  if (checked.success) return { dataUrl };
  return { error: `“${file.name}”: ${checked.error.issues[0]?.message ?? 'not a usable image'}` };
}
