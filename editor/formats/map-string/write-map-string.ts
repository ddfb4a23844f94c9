import type { MapDef, Placement } from '../../../scenarios/format/map.ts';
import type { MapStringDialect } from './dialects.ts';
import type { MapStringLibrary } from './library.ts';
import { spiralBoard } from './spiral-board.ts';
import { EMPTY_TOKEN, keepsTurn, writeToken, type TokenValue } from './tokens.ts';

export type MapStringWrite =
  | { readonly ok: true; readonly text: string; readonly warnings: readonly string[] }
  | { readonly ok: false; readonly problems: readonly string[] };

/** Problems listed one by one up to here; the rest are counted. */
const LISTED = 8;

/**
 * The map as a map string: every place of its board in spiral order, up to the board's last
 * position, so that reading the string back gives the same board and placements. What the
 * dialect cannot hold (a one-sided tile's turn in a TTS string, a copy's own changes) is
 * left out and said in `warnings`; a tile without a number stops the export.
 */
export function writeMapString(
  map: MapDef,
  dialect: MapStringDialect,
  library: MapStringLibrary,
): MapStringWrite {
  const board = spiralBoard(map);
  if (!board)
    return {
      ok: false,
      problems: ['this map has no spiral positions: map strings list the cells of a hex board'],
    };
  const values: TokenValue[] = Array.from({ length: board.last + 1 }, () => EMPTY_TOKEN);
  const unnumbered: string[] = [];
  let turnsLost = 0;
  let ownChanges = 0;
  let offBoard = 0;
  for (const [place, p] of Object.entries(map.placements)) {
    const position = board.positionOf(place);
    if (position === null) {
      offBoard++;
      continue;
    }
    const code = library.codeOf(p.tile);
    if (code === null) {
      unnumbered.push(`${library.tile(p.tile)?.name ?? p.tile} at spiral position ${position}`);
      continue;
    }
    const value: TokenValue = {
      empty: false,
      code,
      sided: /[A-Z]$/.test(code),
      rotation: p.rotation,
    };
    if (!keepsTurn(value, dialect)) turnsLost++;
    if (hasOwnChanges(p)) ownChanges++;
    values[position] = value;
  }
  if (unnumbered.length > 0)
    return {
      ok: false,
      problems: [
        `${unnumbered.length === 1 ? 'a tile has' : `${unnumbered.length} tiles have`} no number for the string (give the tile a "number" attribute): ${listed(unnumbered)}`,
      ],
    };

  const tokens = values.map((v) => writeToken(v, dialect));
  let text: string;
  if (dialect.centre === 'first') text = tokens.join(dialect.separator);
  else {
    const centre = tokens[0] ?? '-1';
    const implied = library.centre ? library.codeOf(library.centre.id) : '-1';
    const rest = tokens.slice(1).join(dialect.separator);
    text = centre === implied ? rest : `{${centre}}${rest === '' ? '' : ` ${rest}`}`;
  }

  const warnings: string[] = [];
  if (turnsLost > 0)
    warnings.push(
      `${turnsLost} turned ${turnsLost === 1 ? 'tile is' : 'tiles are'} written unturned: a ${dialect.name} turns only two-sided tiles`,
    );
  if (ownChanges > 0)
    warnings.push(
      `${ownChanges} placed ${ownChanges === 1 ? 'copy has' : 'copies have'} changes of their own (name, colour, label or attributes), which a map string does not hold`,
    );
  if (offBoard > 0)
    warnings.push(
      `${offBoard} ${offBoard === 1 ? 'tile is' : 'tiles are'} off the board and left out`,
    );
  return { ok: true, text, warnings };
}

const hasOwnChanges = (p: Placement) =>
  Object.values(p.overrides).some(
    (v) => v !== undefined && !(typeof v === 'object' && v !== null && Object.keys(v).length === 0),
  );

const listed = (items: readonly string[]) =>
  items.length <= LISTED
    ? items.join('; ')
    : `${items.slice(0, LISTED).join('; ')}; and ${items.length - LISTED} more`;
