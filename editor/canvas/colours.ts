import type { MapToken } from '../../scenarios/format/map.ts';

/**
 * The canvas's colours. Chosen for a dim room and a projector: a dark background, light
 * text with a dark outline, and selection/hover colours that read on any tile colour.
 */
export const CANVAS_COLOURS = {
  background: '#11151b',
  emptyCell: '#232b36',
  gridLine: '#5b6b80',
  text: '#f7f7f2',
  /** The numbers a tile carries: warm, to tell them from its label. */
  figure: '#ffe19a',
  textOutline: 'rgba(8, 10, 14, 0.9)',
  notch: 'rgba(255, 255, 255, 0.85)',
  graphArea: '#171d26',
  graphAreaEdge: '#3a4656',
  node: '#8aa0bb',
  nodeOutline: '#0b0e12',
  fog: '#39414d',
  fogMark: 'rgba(230, 236, 245, 0.55)',
  hiddenTint: 'rgba(214, 64, 69, 0.30)',
  hiddenHatch: 'rgba(255, 120, 120, 0.75)',
  unexploredTint: 'rgba(120, 140, 170, 0.35)',
  unexploredHatch: 'rgba(200, 215, 240, 0.65)',
  hover: '#ffe066',
  selection: '#a5f3ff',
  selectionFill: 'rgba(165, 243, 255, 0.28)',
  echo: 'rgba(255, 224, 102, 0.35)',
  marqueeFill: 'rgba(77, 171, 247, 0.12)',
  lanePreview: '#ffe066',
  /** Places a map check found: a hot orange no tile border or selection uses. */
  finding: '#ff7a1a',
  findingFill: 'rgba(255, 122, 26, 0.22)',
  /** Where a dealt tile may go: a green that reads as "here", apart from findings. */
  legal: '#51cf66',
  legalFill: 'rgba(81, 207, 102, 0.25)',
  /** Places a dealt tile may not go, darkened so the legal ones stand out. */
  dimmed: 'rgba(6, 8, 12, 0.62)',
} as const;

/** Border categories named after a colour get that colour; hexes are taken as they are. */
const NAMED_BORDERS: Readonly<Record<string, string>> = {
  red: '#e03131',
  blue: '#1c7ed6',
  green: '#2f9e44',
  yellow: '#f2c94c',
  orange: '#f08c00',
  purple: '#9c36b5',
  white: '#f1f3f5',
  black: '#101113',
  grey: '#868e96',
  gray: '#868e96',
  gold: '#d4a72c',
  silver: '#ced4da',
  cyan: '#15aabf',
  pink: '#e64980',
  brown: '#8d5a3b',
};

/** Other categories ("home", "special") get one of these, the same one every time. */
const BORDER_PALETTE = ['#e8590c', '#12b886', '#7950f2', '#fab005', '#e64980', '#15aabf'];

/** The outline colour of a tile's border category, or null for none. */
export function borderColour(border: string): string | null {
  const key = border.trim().toLowerCase();
  if (key === '') return null;
  if (/^#[0-9a-f]{6}$/.test(key) || /^#[0-9a-f]{3}$/.test(key)) return key;
  const named = NAMED_BORDERS[key];
  if (named) return named;
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) >>> 0;
  return BORDER_PALETTE[hash % BORDER_PALETTE.length] as string;
}

/** The schema's default token colour: a token left at it takes its team's colour. */
export const DEFAULT_TOKEN_COLOUR = '#e0e0e0';

export function tokenColour(
  token: Pick<MapToken, 'colour' | 'team'>,
  teamColours: ReadonlyMap<string, string>,
): string {
  if (token.team && token.colour.toLowerCase() === DEFAULT_TOKEN_COLOUR) {
    return teamColours.get(token.team) ?? token.colour;
  }
  return token.colour;
}

/** "#rrggbb" at an opacity, as "rgba(…)"; anything else is returned as it is. */
export function withAlpha(colour: string, alpha: number): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!m) return colour;
  return `rgba(${parseInt(m[1] as string, 16)}, ${parseInt(m[2] as string, 16)}, ${parseInt(m[3] as string, 16)}, ${alpha})`;
}

/** Relative luminance (0 dark … 1 light) of "#rrggbb"; 0.5 for anything else. */
export function luminance(colour: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!m) return 0.5;
  const channel = (hex: string) => {
    const c = parseInt(hex, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return (
    0.2126 * channel(m[1] as string) +
    0.7152 * channel(m[2] as string) +
    0.0722 * channel(m[3] as string)
  );
}

/** Dark text on light fills, light text on dark ones. */
export const contrastText = (fill: string): string =>
  luminance(fill) > 0.45 ? '#101318' : '#f7f7f2';

/**
 * Owners' colours for the balance heat overlay and the Balance tab, in home order: bright and
 * far apart on the dark canvas, so stripes of two owners read as two.
 */
export const OWNER_COLOURS = [
  '#ff6b6b',
  '#4dabf7',
  '#69db7c',
  '#ffd43b',
  '#da77f2',
  '#ffa94d',
  '#3bc9db',
  '#f783ac',
  '#a9e34b',
  '#748ffc',
  '#e599f7',
  '#63e6be',
] as const;

export const ownerColour = (home: number): string =>
  OWNER_COLOURS[home % OWNER_COLOURS.length] as string;
