import { tileSchema, type Tile, type TileInput } from '../../../scenarios/format/tiles.ts';
import { uniqueSlug } from '../../../scenarios/format/slug.ts';
import { attributesToRows, rowsToAttributes, type AttributeRow } from './attribute-rows.ts';

/** The tile editor's fields as the person types them (copies blank = as many as wanted). */
export interface TileForm {
  id: string;
  name: string;
  kind: string;
  colour: string;
  label: string;
  border: string;
  copies: string;
  image: string | undefined;
  source: string;
  attributes: AttributeRow[];
}

export type TileFormField = Exclude<keyof TileForm, 'attributes'>;

export interface TileFormErrors {
  fields: Partial<Record<TileFormField, string>>;
  /** Problems of attribute rows, by row index. */
  attributes: Record<number, string>;
}

export const EMPTY_TILE_FORM: Readonly<TileForm> = Object.freeze({
  id: '',
  name: '',
  kind: 'system',
  colour: '#3d4a5c',
  label: '',
  border: '',
  copies: '',
  image: undefined,
  source: '',
  attributes: [],
});

export function tileToForm(tile: Tile): TileForm {
  return {
    id: tile.id,
    name: tile.name,
    kind: tile.kind,
    colour: tile.colour,
    label: tile.label,
    border: tile.border,
    copies: tile.copies === null ? '' : String(tile.copies),
    image: tile.image,
    source: tile.source,
    attributes: attributesToRows(tile.attributes),
  };
}

const fieldNames = new Set<string>(Object.keys(EMPTY_TILE_FORM));

/**
 * The tile the form describes, checked by the file format's own schema, or the problems
 * beside the fields they concern. A new tile's id may be left blank (it is then made from
 * the name) but may not repeat an existing one; an existing tile's id is fixed.
 */
export function formToTile(
  form: TileForm,
  options: { takenIds: ReadonlySet<string>; isNew: boolean },
): { tile: TileInput } | { errors: TileFormErrors } {
  const errors: TileFormErrors = { fields: {}, attributes: {} };
  const id = form.id.trim();
  if (options.isNew && id !== '' && options.takenIds.has(id))
    errors.fields.id = `the library already has a tile "${id}"`;

  let copies: number | null = null;
  const copiesText = form.copies.trim();
  if (copiesText !== '') {
    copies = Number(copiesText);
    if (!Number.isInteger(copies) || copies < 0) {
      errors.fields.copies = 'a whole number of copies, or blank for as many as wanted';
      copies = null;
    }
  }

  const rows = rowsToAttributes(form.attributes);
  if ('errors' in rows) for (const e of rows.errors) errors.attributes[e.index] = e.message;

  const tile: TileInput = {
    // A new tile left without an id takes one from its name, as CSV imports do.
    id: id === '' ? uniqueSlug(form.name, new Set(options.takenIds), 'tile') : id,
    name: form.name,
    kind: form.kind.trim() === '' ? 'system' : form.kind.trim(),
    colour: form.colour,
    label: form.label,
    border: form.border.trim(),
    copies,
    source: form.source,
    attributes: 'attributes' in rows ? rows.attributes : {},
    ...(form.image ? { image: form.image } : {}),
  };
  const checked = tileSchema.safeParse(tile);
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? 'name');
      const key = (fieldNames.has(field) ? field : 'name') as TileFormField;
      errors.fields[key] ??= issue.message;
    }

  if (Object.keys(errors.fields).length > 0 || Object.keys(errors.attributes).length > 0)
    return { errors };
  return { tile };
}
