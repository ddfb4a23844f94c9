/** A lower-case id made of letters, digits and dashes, as the schema's ids require. */
export function slugify(text: string, fallback = 'item'): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || fallback;
}

/** `slugify`, made unique against the ids already taken (which it extends). */
export function uniqueSlug(text: string, taken: Set<string>, fallback = 'item'): string {
  const base = slugify(text, fallback);
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}-${n}`;
  taken.add(candidate);
  return candidate;
}
