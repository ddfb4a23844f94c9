import { gridSchema, type Grid, type HexShape } from '../../../scenarios/format/map.ts';
import type { GridKind } from '../../../editor/geometry/grid-geometry.ts';
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

/**
 * What each kind of board reads from and writes to the form: one entry per kind, so that a
 * new kind adds an entry here rather than a branch in every function below.
 */
interface KindForm<G extends Grid> {
  /** The form fields showing `grid`. */
  fields(grid: G): Partial<GridForm>;
  /** The grid input the form describes, before the schema checks it. */
  input(form: GridForm): Record<string, unknown>;
  /** The form field a schema issue about `key` (the issue path's last part) belongs to. */
  fieldOf(key: string): GridFormField;
  /** Which groups of fields the form shows. */
  shown(form: GridForm): ShownFields;
}

export interface ShownFields {
  /** Orientation, shape and radius of a hex board. */
  readonly hexShape: boolean;
  /** Columns and rows. */
  readonly size: boolean;
  readonly offset: boolean;
  readonly diagonal: boolean;
  /** The drawing area of a point-to-point map. */
  readonly area: boolean;
}

const NO_FIELDS: ShownFields = {
  hexShape: false,
  size: false,
  offset: false,
  diagonal: false,
  area: false,
};

const sizeField = (key: string): GridFormField =>
  key === 'radius' || key === 'width' || key === 'height' || key === 'offset' ? key : 'kind';

const KIND_FORMS: { [K in GridKind]: KindForm<Extract<Grid, { kind: K }>> } = {
  hex: {
    fields: (grid) => {
      const shape = grid.shape;
      return {
        orientation: grid.orientation,
        shape: shape.type,
        ...(shape.type === 'hexagon' ? { radius: shape.radius } : {}),
        ...(shape.type === 'rectangle' || shape.type === 'parallelogram'
          ? { width: shape.width, height: shape.height }
          : {}),
        ...(shape.type === 'rectangle' ? { offset: shape.offset } : {}),
      };
    },
    input: (form) => ({ kind: 'hex', orientation: form.orientation, shape: shapeOf(form) }),
    fieldOf: sizeField,
    shown: (form) => ({
      ...NO_FIELDS,
      hexShape: true,
      size: form.shape === 'rectangle' || form.shape === 'parallelogram',
      offset: form.shape === 'rectangle',
    }),
  },
  square: {
    fields: (grid) => ({ width: grid.width, height: grid.height, diagonal: grid.diagonal }),
    input: (form) => ({
      kind: 'square',
      width: form.width,
      height: form.height,
      diagonal: form.diagonal,
    }),
    fieldOf: sizeField,
    shown: () => ({ ...NO_FIELDS, size: true, diagonal: true }),
  },
  graph: {
    fields: (grid) => ({ areaWidth: grid.width, areaHeight: grid.height }),
    input: (form) => ({ kind: 'graph', width: form.areaWidth, height: form.areaHeight }),
    fieldOf: (key) => (key === 'height' ? 'areaHeight' : 'areaWidth'),
    shown: () => ({ ...NO_FIELDS, area: true }),
  },
};

function kindForm(kind: GridKind): KindForm<Grid> {
  // The table pairs each kind with its own grid type; this one cast forgets the pairing.
  return KIND_FORMS[kind] as unknown as KindForm<Grid>;
}

/** The form showing a board as it is (the reshape dialog starts from the current board). */
export function gridToForm(grid: Grid): GridForm {
  return { ...DEFAULT_GRID_FORM, kind: grid.kind, ...kindForm(grid.kind).fields(grid) };
}

/** Which groups of fields the form shows for its kind and shape. */
export function shownFields(form: GridForm): ShownFields {
  return kindForm(form.kind).shown(form);
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
  return kindForm(form.kind).fieldOf(String(path[path.length - 1] ?? ''));
}

/** The grid the form describes, checked by the map format's schema, or the problems by field. */
export function formToGrid(form: GridForm): { grid: Grid } | { errors: GridFormErrors } {
  const checked = gridSchema.safeParse(kindForm(form.kind).input(form));
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
