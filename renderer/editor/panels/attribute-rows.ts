/**
 * A tile's free attributes as editable key/value rows. A value is JSON when it reads as
 * JSON (numbers, true/false, lists such as a system's planets), text otherwise, so a
 * designer types `3` for a number, `[{"name": "Archon", "resources": 1}]` for a list and
 * plain words for text. Text that would read as JSON is shown quoted, so that saving the
 * rows unchanged gives back exactly the same values.
 */
export interface AttributeRow {
  key: string;
  text: string;
}

export interface AttributeRowError {
  /** 0-based index of the row. */
  index: number;
  message: string;
}

const looksStructured = (text: string): boolean => /^\s*[[{]/.test(text);

function readsAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** How a value is shown in its row. Lists and objects are indented, one item a line. */
export function valueToText(value: unknown): string {
  if (typeof value === 'string')
    return readsAsJson(value) || looksStructured(value) ? JSON.stringify(value) : value;
  if (value !== null && typeof value === 'object') return JSON.stringify(value, null, 2);
  return JSON.stringify(value) ?? '';
}

/** What a row's text means: JSON when it parses, an error for broken lists, else text. */
export function textToValue(text: string): { value: unknown } | { error: string } {
  const trimmed = text.trim();
  try {
    return { value: JSON.parse(trimmed) };
  } catch (failure) {
    if (looksStructured(trimmed)) {
      const reason = failure instanceof Error ? failure.message : String(failure);
      return { error: `not valid JSON (${reason})` };
    }
    return { value: text };
  }
}

export function attributesToRows(attributes: Readonly<Record<string, unknown>>): AttributeRow[] {
  return Object.entries(attributes).map(([key, value]) => ({ key, text: valueToText(value) }));
}

/**
 * The attributes the rows describe, or every problem (blank or repeated names, broken JSON).
 * Rows with neither a name nor a value are ignored: they are the empty row being typed in.
 */
export function rowsToAttributes(
  rows: readonly AttributeRow[],
): { attributes: Record<string, unknown> } | { errors: AttributeRowError[] } {
  const attributes: Record<string, unknown> = {};
  const errors: AttributeRowError[] = [];
  rows.forEach((row, index) => {
    const key = row.key.trim();
    if (key === '' && row.text.trim() === '') return;
    if (key === '') {
      errors.push({ index, message: 'give this attribute a name' });
      return;
    }
    if (Object.hasOwn(attributes, key)) {
      errors.push({ index, message: `"${key}" is already used by an earlier row` });
      return;
    }
    const read = textToValue(row.text);
    if ('error' in read) errors.push({ index, message: read.error });
    else attributes[key] = read.value;
  });
  return errors.length > 0 ? { errors } : { attributes };
}
