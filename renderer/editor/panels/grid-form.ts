import { gridSchema, type Grid, type HexShape } from '../../../scenarios/format/map.ts';
import { plural } from '../../lib/format.ts';

/**
 * The board fields shared by the new-map and reshape dialogs, as the person fills them in.
 * Numbers are null while their box is empty.
 */
export interface GridForm {
  kind: Grid['kind'];
  orientation: 'flat' | 'pointy';
  shape: HexShape['type'];
  radius: number | null;
  /** Columns × rows of rectangle and parallelogram hex boards and of square grids. */
  width: number | null;
  height: number | null;
  offset: 'odd' | 'even';
  diagonal: boolean;
  /** The drawing area of a graph map, in map units. */
  areaWidth: number | null;
  areaHeight: number | null;
}

export type GridFormField = keyof GridForm;
export type GridFormErrors = Partial<Record<GridFormField, string>>;

export const DEFAULT_GRID_FORM: Readonly<GridForm> = Object.freeze({
  kind: 'hex',
  orientation: 'flat',
  shape: 'hexagon',
  radius: 3,
  width: 12,
  height: 8,
  offset: 'odd',
  diagonal: false,
  areaWidth: 1600,
  areaHeight: 1000,
});

/** The form showing a board as it is (the reshape dialog starts from the current board). */
export function gridToForm(grid: Grid): GridForm {
  const form: GridForm = { ...DEFAULT_GRID_FORM, kind: grid.kind };
  if (grid.kind === 'hex') {
    form.orientation = grid.orientation;
    form.shape = grid.shape.type;
    if (grid.shape.type === 'hexagon') form.radius = grid.shape.radius;
    if (grid.shape.type === 'rectangle' || grid.shape.type === 'parallelogram') {
      form.width = grid.shape.width;
      form.height = grid.shape.height;
    }
    if (grid.shape.type === 'rectangle') form.offset = grid.shape.offset;
  } else if (grid.kind === 'square') {
    form.width = grid.width;
    form.height = grid.height;
    form.diagonal = grid.diagonal;
  } else {
    form.areaWidth = grid.width;
    form.areaHeight = grid.height;
  }
  return form;
}

function shapeOf(form: GridForm): Record<string, unknown> {
  switch (form.shape) {
    case 'hexagon':
      return { type: 'hexagon', radius: form.radius };
    case 'rectangle':
      return { type: 'rectangle', width: form.width, height: form.height, offset: form.offset };
    case 'parallelogram':
      return { type: 'parallelogram', width: form.width, height: form.height };
    case 'free':
      return { type: 'free' };
  }
}

/** Which form field a schema issue's path points at. */
function fieldOf(form: GridForm, path: readonly PropertyKey[]): GridFormField {
  const last = String(path[path.length - 1] ?? '');
  if (form.kind === 'graph') return last === 'height' ? 'areaHeight' : 'areaWidth';
  if (last === 'radius' || last === 'width' || last === 'height' || last === 'offset') return last;
  return 'kind';
}

/** The grid the form describes, checked by the map format's schema, or the problems by field. */
export function formToGrid(form: GridForm): { grid: Grid } | { errors: GridFormErrors } {
  const input =
    form.kind === 'hex'
      ? { kind: 'hex', orientation: form.orientation, shape: shapeOf(form) }
      : form.kind === 'square'
        ? { kind: 'square', width: form.width, height: form.height, diagonal: form.diagonal }
        : { kind: 'graph', width: form.areaWidth, height: form.areaHeight };
  const checked = gridSchema.safeParse(input);
  if (checked.success) return { grid: checked.data };
  const errors: GridFormErrors = {};
  for (const issue of checked.error.issues) {
    const field = fieldOf(form, issue.path);
    // An empty box reads as "expected number, received null": say it in the person's words.
    errors[field] ??= issue.code === 'invalid_type' ? 'enter a number' : issue.message;
  }
  return { errors };
}

/** A count, whether given as a number or as the list of what is counted. */
export type Counted = number | { readonly length: number } | { readonly size: number };
const countOf = (c: Counted | undefined): number =>
  c === undefined ? 0 : typeof c === 'number' ? c : 'length' in c ? c.length : c.size;

/** What a reshape would remove, as `reshapeLoss` reports it. */
export type Loss = Partial<
  Record<'placements' | 'tokens' | 'notes' | 'edges' | 'visibility' | 'nodes' | 'lanes', Counted>
>;

const lossWords: [key: keyof Loss, one: string, many: string][] = [
  ['placements', 'tile', 'tiles'],
  ['tokens', 'token', 'tokens'],
  ['notes', 'note', 'notes'],
  ['edges', 'edge feature', 'edge features'],
  ['visibility', 'fog mark', 'fog marks'],
  ['nodes', 'node', 'nodes'],
  ['lanes', 'lane', 'lanes'],
];

/**
 * "3 tiles and 1 token are outside the new board and will be removed", or null when a
 * reshape loses nothing.
 */
export function describeLoss(loss: Loss): string | null {
  const parts: string[] = [];
  let total = 0;
  for (const [key, one, many] of lossWords) {
    const n = countOf(loss[key]);
    total += n;
    if (n > 0) parts.push(plural(n, one, many));
  }
  if (parts.length === 0) return null;
  const list =
    parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `${list} ${total === 1 ? 'is' : 'are'} outside the new board and will be removed.`;
}
