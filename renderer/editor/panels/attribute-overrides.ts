import { sameValue } from '../../../editor/model/edits/records.ts';

type Attributes = Readonly<Record<string, unknown>>;

/**
 * One attribute as the properties panel lists it: the value in force and where it comes
 * from. `inherited` says the tile (the base) has the key; `own` says this copy sets it.
 */
export interface AttributeEntry {
  key: string;
  value: unknown;
  inherited: boolean;
  own: boolean;
}

/** The base's attributes in their order, each with its own value if set, then own-only keys. */
export function attributeEntries(base: Attributes, own: Attributes): AttributeEntry[] {
  const entries = Object.entries(base).map(([key, value]) => ({
    key,
    value: Object.hasOwn(own, key) ? own[key] : value,
    inherited: true,
    own: Object.hasOwn(own, key),
  }));
  for (const [key, value] of Object.entries(own))
    if (!Object.hasOwn(base, key)) entries.push({ key, value, inherited: false, own: true });
  return entries;
}

/**
 * The own attributes after setting `key` to `value`. A value equal to the base's is not
 * kept as an override (the copy simply follows its tile again). The same object comes back
 * when nothing changes, so no empty undo step is recorded.
 */
export function withAttribute(
  base: Attributes,
  own: Attributes,
  key: string,
  value: unknown,
): Attributes {
  if (Object.hasOwn(base, key) && sameValue(base[key], value)) return withoutAttribute(own, key);
  if (Object.hasOwn(own, key) && sameValue(own[key], value)) return own;
  return { ...own, [key]: value };
}

/** The own attributes without `key` (the same object when it was not there). */
export function withoutAttribute(own: Attributes, key: string): Attributes {
  if (!Object.hasOwn(own, key)) return own;
  const { [key]: _removed, ...rest } = own;
  return rest;
}
