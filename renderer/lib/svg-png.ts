/**
 * An SVG drawn into a PNG by the browser: the picture is loaded from a Blob (the pictures it
 * embeds are data: URLs, so nothing is fetched), drawn on a canvas of the asked width over an
 * optional fill, and encoded.
 */
export async function svgToPngInBrowser(
  svg: string,
  widthPx: number,
  background: string | null,
  doc: Document = document,
): Promise<Uint8Array<ArrayBuffer>> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const ratio = image.naturalHeight / Math.max(1, image.naturalWidth);
    const canvas = doc.createElement('canvas');
    canvas.width = Math.round(widthPx);
    canvas.height = Math.max(1, Math.round(widthPx * ratio));
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('this browser cannot draw pictures');
    if (background) {
      ctx.fillStyle = background;
      ctx.fillRect(0, 0, canvas.width, canvas.height);
    }
    ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('the picture is too large to draw');
    return new Uint8Array(await blob.arrayBuffer());
  } finally {
    URL.revokeObjectURL(url);
  }
}
