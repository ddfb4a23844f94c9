/**
 * What the scenario page's form makes of one node of a section's JSON Schema (the schema the
 * format's zod schemas produce, read as the file's input: fields with defaults are optional).
 * Each node is one widget: a text or number field, a switch, a choice, a picker of another
 * list's ids, a group of fields, a list, a table of named entries, an optional value, or one of
 * several variants. A node the form cannot draw as a widget is edited as JSON; the form test
 * walks every section and fails on any such node that is not open by design.
 */

/** A JSON Schema node, as zod writes them. */
export interface SchemaNode {
  type?: string | string[];
  description?: string;
  default?: unknown;
  const?: unknown;
  enum?: readonly unknown[];
  properties?: Record<string, SchemaNode>;
  required?: readonly string[];
  additionalProperties?: SchemaNode | boolean;
  propertyNames?: SchemaNode;
  items?: SchemaNode;
  anyOf?: readonly SchemaNode[];
  oneOf?: readonly SchemaNode[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  /** The list whose ids this string names (see `refTo` in the format's primitives). */
  'x-lodestar-ref'?: string;
  [key: string]: unknown;
}

export interface FieldOf {
  key: string;
  node: SchemaNode;
  /** The file must give it (it has no default). */
  required: boolean;
}

export interface VariantOf {
  label: string;
  node: SchemaNode;
}

export type FieldShape =
  | { kind: 'text'; multiline: boolean; maxLength?: number }
  | { kind: 'number'; integer: boolean; min?: number; max?: number }
  | { kind: 'boolean' }
  | { kind: 'choice'; options: readonly (string | number | boolean)[] }
  | { kind: 'fixed'; value: unknown }
  | { kind: 'ref'; list: string }
  /** A string, a number or a yes/no typed in one field (a card's own fields). */
  | { kind: 'scalar'; types: readonly ('string' | 'number' | 'boolean')[] }
  | { kind: 'object'; fields: readonly FieldOf[]; open: SchemaNode | null }
  | { kind: 'list'; item: SchemaNode; min: number; max: number | null }
  | { kind: 'record'; value: SchemaNode; key: SchemaNode | null }
  | { kind: 'nullable'; inner: SchemaNode }
  | { kind: 'variants'; discriminator: string | null; options: readonly VariantOf[] }
  | { kind: 'json'; why: string };

const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);

/** Texts allowed to be long (card text) get a box of several lines; prose fields too (`isProse`). */
const MULTILINE_FROM = 300;

/** The format's colours (`#rrggbb`): a picker beside the text, and a grey to start from. */
const COLOUR_PATTERN = '^#[0-9a-fA-F]{6}$';
const BLANK_COLOUR = '#808080';

export function isColour(node: SchemaNode): boolean {
  return node.type === 'string' && node.pattern === COLOUR_PATTERN;
}

/** Fields that hold prose by their name, whatever their length limit. */
const PROSE_KEYS = /^(description|text|notes?|body|source|rules|summary|flavou?r)$/i;

/** Whether a text field reads better as a box of several lines. */
export function isProse(key: string, node: SchemaNode): boolean {
  return node.pattern === undefined && PROSE_KEYS.test(key);
}

function isNull(node: SchemaNode): boolean {
  return node.type === 'null';
}

function typesOf(node: SchemaNode): string[] {
  if (Array.isArray(node.type)) return node.type;
  return typeof node.type === 'string' ? [node.type] : [];
}

/** The property every option fixes to its own constant (`kind` of an automation), if any. */
function discriminatorOf(options: readonly SchemaNode[]): string | null {
  const first = options[0]?.properties;
  if (!first) return null;
  for (const key of Object.keys(first)) {
    const values = options.map((o) => o.properties?.[key]?.const);
    if (values.every((v) => typeof v === 'string') && new Set(values).size === values.length)
      return key;
  }
  return null;
}

function variantLabel(node: SchemaNode, discriminator: string | null): string {
  if (discriminator) return String(node.properties?.[discriminator]?.const);
  if (node.description) return node.description;
  const types = typesOf(node);
  if (types.includes('array')) return 'a list';
  if (types.includes('object')) return 'details';
  if (node.const !== undefined) return String(node.const);
  return types[0] ?? 'value';
}

export function shapeOf(node: SchemaNode): FieldShape {
  const ref = node['x-lodestar-ref'];
  if (typeof ref === 'string') return { kind: 'ref', list: ref };
  if (node.const !== undefined) return { kind: 'fixed', value: node.const };
  if (node.enum) {
    const options = node.enum.filter(
      (v): v is string | number | boolean =>
        typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean',
    );
    if (options.length === node.enum.length) return { kind: 'choice', options };
    return { kind: 'json', why: 'a choice of values that are not plain' };
  }
  const union = node.anyOf ?? node.oneOf;
  if (union) {
    const rest = union.filter((n) => !isNull(n));
    if (rest.length === 1 && rest.length < union.length)
      return { kind: 'nullable', inner: rest[0] as SchemaNode };
    if (rest.length < union.length)
      return { kind: 'nullable', inner: { ...node, anyOf: rest, oneOf: undefined } };
    const discriminator = discriminatorOf(rest);
    return {
      kind: 'variants',
      discriminator,
      options: rest.map((n) => ({ label: variantLabel(n, discriminator), node: n })),
    };
  }
  const types = typesOf(node);
  if (types.length > 1) {
    if (types.includes('null'))
      return { kind: 'nullable', inner: { ...node, type: types.filter((t) => t !== 'null') } };
    if (types.every((t) => SCALARS.has(t)))
      return {
        kind: 'scalar',
        types: types.map((t) => (t === 'integer' ? 'number' : t)) as (
          'string' | 'number' | 'boolean'
        )[],
      };
    return { kind: 'json', why: `one of ${types.join(', ')}` };
  }
  switch (types[0]) {
    case 'string':
      return {
        kind: 'text',
        multiline: node.pattern === undefined && (node.maxLength ?? 0) >= MULTILINE_FROM,
        ...(node.maxLength !== undefined ? { maxLength: node.maxLength } : {}),
      };
    case 'number':
    case 'integer': {
      const min = node.minimum ?? node.exclusiveMinimum;
      const max = node.maximum ?? node.exclusiveMaximum;
      return {
        kind: 'number',
        integer: types[0] === 'integer',
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
    }
    case 'boolean':
      return { kind: 'boolean' };
    case 'array':
      if (!node.items) return { kind: 'json', why: 'a list with no item schema' };
      return {
        kind: 'list',
        item: node.items,
        min: node.minItems ?? 0,
        max: node.maxItems ?? null,
      };
    case 'object': {
      const extra =
        typeof node.additionalProperties === 'object' ? node.additionalProperties : null;
      if (!node.properties && extra)
        return { kind: 'record', value: extra, key: node.propertyNames ?? null };
      const required = new Set(node.required ?? []);
      const fields = Object.entries(node.properties ?? {}).map(([key, child]) => ({
        key,
        node: child,
        required: required.has(key),
      }));
      return { kind: 'object', fields, open: extra };
    }
    default:
      return { kind: 'json', why: 'any value' };
  }
}

/** Whether a value fits a node closely enough to pick its variant (not a full validation). */
export function fits(node: SchemaNode, value: unknown): boolean {
  if (node.const !== undefined) return value === node.const;
  if (node.enum) return node.enum.includes(value);
  const union = node.anyOf ?? node.oneOf;
  if (union) return union.some((n) => fits(n, value));
  const types = typesOf(node);
  if (types.length === 0) return true;
  return types.some((t) => {
    switch (t) {
      case 'null':
        return value === null;
      case 'string':
        return typeof value === 'string';
      case 'integer':
        return Number.isInteger(value);
      case 'number':
        return typeof value === 'number';
      case 'boolean':
        return typeof value === 'boolean';
      case 'array':
        return Array.isArray(value);
      case 'object': {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
        const record = value as Record<string, unknown>;
        // A variant is picked by its constants (`kind: "announce"`).
        return Object.entries(node.properties ?? {}).every(
          ([key, child]) => child.const === undefined || record[key] === child.const,
        );
      }
      default:
        return false;
    }
  });
}

/** Which variant a value is; the first when none fits (a new value). */
export function variantIndex(options: readonly VariantOf[], value: unknown): number {
  const index = options.findIndex((o) => fits(o.node, value));
  return index < 0 ? 0 : index;
}

/**
 * A value to start a new entry with: the node's default, else the smallest value the form can
 * show (required fields filled in, optional ones left to their defaults).
 */
export function blankValue(node: SchemaNode): unknown {
  if (node.default !== undefined) return structuredClone(node.default);
  const shape = shapeOf(node);
  switch (shape.kind) {
    case 'text':
      return isColour(node) ? BLANK_COLOUR : '';
    case 'ref':
      return '';
    case 'number':
      // Zero, moved into the field's bounds.
      return Math.min(Math.max(0, shape.min ?? 0), shape.max ?? Infinity);
    case 'boolean':
      return false;
    case 'choice':
      return shape.options[0];
    case 'fixed':
      return shape.value;
    case 'scalar':
      return '';
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const field of shape.fields) if (field.required) out[field.key] = blankValue(field.node);
      return out;
    }
    case 'list':
      return Array.from({ length: shape.min }, () => blankValue(shape.item));
    case 'record':
      return {};
    case 'nullable':
      return null;
    case 'variants':
      return blankValue((shape.options[0] as VariantOf).node);
    case 'json':
      return null;
  }
}

/** A field's label from its key: `durationMinutes` → "Duration minutes". */
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a list entry is called in its list's heading: its name, title or id, else its number. */
export function entryTitle(value: unknown, index: number): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const key of ['name', 'title', 'label', 'id', 'kind', 'text']) {
      const v = record[key];
      if (typeof v === 'string' && v.trim()) return v;
    }
  }
  if (typeof value === 'string' && value.trim()) return value;
  if (typeof value === 'number') return String(value);
  return `#${index + 1}`;
}

/** The JSON path of a child, as the format's problems name it: `$.trackers[0].name`. */
export function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/** Every node under `node` the form edits as JSON, with its path: what a form test checks. */
export function jsonFallbacks(node: SchemaNode, path = '$'): { path: string; why: string }[] {
  const shape = shapeOf(node);
  switch (shape.kind) {
    case 'json':
      // `{}` is open by design: a field that holds whatever a scenario puts there.
      return Object.keys(node).filter((k) => k !== 'description' && k !== 'default').length === 0
        ? []
        : [{ path, why: shape.why }];
    case 'object':
      return [
        ...shape.fields.flatMap((f) => jsonFallbacks(f.node, childPath(path, f.key))),
        ...(shape.open ? jsonFallbacks(shape.open, `${path}[*]`) : []),
      ];
    case 'list':
      return jsonFallbacks(shape.item, `${path}[]`);
    case 'record':
      return jsonFallbacks(shape.value, `${path}[*]`);
    case 'nullable':
      return jsonFallbacks(shape.inner, path);
    case 'variants':
      return shape.options.flatMap((o) => jsonFallbacks(o.node, `${path}<${o.label}>`));
    default:
      return [];
  }
}
