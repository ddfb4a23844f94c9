import { Path, type Box, type Shape } from './drawing.ts';
import { textWidth } from './text-width.ts';

/** Lines printed under the map: its name, then smaller lines (scenario, scale). */
export interface TitleBlock {
  readonly title: string;
  readonly lines?: readonly string[];
}

export interface LegendInput {
  readonly mapBox: Box;
  /** A cell's width in map units: the legend's text is sized from it. */
  readonly unit: number;
  readonly legend: boolean;
  readonly titleBlock: TitleBlock | null;
  readonly tiles: readonly { name: string; colour: string; count: number }[];
  readonly edgeTypes: readonly { name: string; colour: string }[];
  readonly teams: readonly { name: string; colour: string }[];
}

const INK = '#1f2933';

/**
 * The legend (a column right of the map: each tile placed, with how many; each edge or lane
 * type drawn; each team with tokens) and the title block (under the map). Both only list what
 * the drawing shows, so a team's copy names nothing it may not see.
 */
export function legendShapes(input: LegendInput): { shapes: Shape[]; box: Box } {
  const { mapBox } = input;
  const shapes: Shape[] = [];
  let right = mapBox.x + mapBox.width;
  let bottom = mapBox.y + mapBox.height;
  const size = Math.max(input.unit * 0.14, mapBox.width / 120);
  const gap = size * 1.5;
  if (input.legend) {
    const rows: { text: string; colour: string; line: boolean }[] = [
      ...input.tiles.map((t) => ({
        text: `${t.name} × ${t.count}`,
        colour: t.colour,
        line: false,
      })),
      ...input.edgeTypes.map((t) => ({ text: t.name, colour: t.colour, line: true })),
      ...input.teams.map((t) => ({ text: t.name, colour: t.colour, line: false })),
    ];
    const step = size * 1.6;
    // Columns as tall as the map, so a long list widens the legend rather than lengthening it.
    const perColumn = Math.max(4, Math.floor((mapBox.height - size * 2) / step));
    let x = right + gap;
    const y0 = mapBox.y;
    shapes.push({
      kind: 'text',
      text: 'Legend',
      x,
      y: y0 + size * 0.6,
      size: size * 1.2,
      bold: true,
      fill: INK,
      anchor: 'start',
    });
    let widest = textWidth('Legend', true) * size * 1.2;
    let y = y0 + size * 2;
    rows.forEach((row, i) => {
      if (i > 0 && i % perColumn === 0) {
        x += widest + size;
        widest = 0;
        y = y0 + size * 2;
      }
      const swatch = row.line
        ? new Path().rect(x, y + size * 0.35, size * 1.4, size * 0.3)
        : new Path().rect(x, y, size * 1.4, size);
      shapes.push({
        kind: 'path',
        path: swatch,
        fill: row.colour,
        stroke: INK,
        width: size * 0.05,
      });
      shapes.push({
        kind: 'text',
        text: row.text,
        x: x + size * 2,
        y: y + size * 0.5,
        size,
        bold: false,
        fill: INK,
        anchor: 'start',
      });
      widest = Math.max(widest, size * 2 + textWidth(row.text, false) * size);
      y += step;
      bottom = Math.max(bottom, y);
    });
    right = x + widest + size;
  }
  if (input.titleBlock) {
    const { title, lines = [] } = input.titleBlock;
    let y = bottom + gap;
    const big = size * 1.6;
    shapes.push({
      kind: 'text',
      text: title,
      x: mapBox.x,
      y: y + big * 0.6,
      size: big,
      bold: true,
      fill: INK,
      anchor: 'start',
    });
    let widest = textWidth(title, true) * big;
    y += big * 1.4;
    for (const line of lines) {
      shapes.push({
        kind: 'text',
        text: line,
        x: mapBox.x,
        y: y + size * 0.6,
        size,
        bold: false,
        fill: INK,
        anchor: 'start',
      });
      widest = Math.max(widest, textWidth(line, false) * size);
      y += size * 1.5;
    }
    right = Math.max(right, mapBox.x + widest);
    bottom = y;
  }
  return {
    shapes,
    box: { x: mapBox.x, y: mapBox.y, width: right - mapBox.x, height: bottom - mapBox.y },
  };
}
