/** Card sizes in millimetres: the common stocks, or any W×H a designer names. */
export const CARD_SIZES = {
  poker: { name: 'Poker', width: 63, height: 88 },
  bridge: { name: 'Bridge', width: 57, height: 89 },
  tarot: { name: 'Tarot', width: 70, height: 120 },
} as const;
export type CardSizeId = keyof typeof CARD_SIZES;

export interface CardSize {
  readonly name: string;
  readonly width: number;
  readonly height: number;
}

/** "poker", "bridge", "tarot" or "WxHmm" ("70x110mm", "63.5×88mm"); null when it is none. */
export function parseCardSize(text: string): CardSize | null {
  const known = CARD_SIZES[text.trim().toLowerCase() as CardSizeId];
  if (known) return known;
  // \u00d7 is the multiplication sign (escaped: the CLI's bundle stays ASCII).
  const m = /^(\d+(?:\.\d+)?)\s*[x\u00d7]\s*(\d+(?:\.\d+)?)\s*(?:mm)?$/i.exec(text.trim());
  if (!m) return null;
  const width = Number(m[1]);
  const height = Number(m[2]);
  if (!(width >= 20 && width <= 300 && height >= 20 && height <= 300)) return null;
  return { name: `${width}×${height} mm`, width, height };
}
