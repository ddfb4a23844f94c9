import qrcode from 'qrcode-generator';

/** A QR code as one SVG path of its dark modules, drawn by Svelte (no markup injected). */
export interface QrPath {
  /** Modules per side, quiet zone included. */
  size: number;
  d: string;
}

const QUIET_ZONE = 2;

/** The QR code of a link (error correction M), for a phone in the hall to scan. */
export function qrPath(text: string): QrPath {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  let d = '';
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (qr.isDark(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
  return { size: count + 2 * QUIET_ZONE, d };
}
