/**
 * What Control types into a tracker's cell: "+3" or "-16" changes it by that much, "12" sets it
 * ("=-2" sets a value below zero), so a rulebook's "lose 16 Hardship" is one entry in the log,
 * not sixteen clicks.
 */
export type TypedAmount =
  | { kind: 'adjust'; by: number }
  | { kind: 'set'; value: number }
  | { kind: 'none' }
  | { kind: 'error'; message: string };

/** Minus signs as typed or pasted: hyphen, the true minus, en dash. */
const MINUS = /^[-−–]/;

export function readTypedAmount(text: string, current: number): TypedAmount {
  const whole = text.trim().replace(/\s+/g, '');
  if (whole === '') return { kind: 'none' };
  const setting = whole.startsWith('=');
  const typed = setting ? whole.slice(1) : whole;
  const sign = typed.startsWith('+') ? 1 : MINUS.test(typed) ? -1 : 0;
  const digits = sign === 0 ? typed : typed.slice(1);
  if (!/^\d+$/.test(digits))
    return {
      kind: 'error',
      message: `“${text.trim()}” is not a whole number: type 12 to set it, +3 or -3 to change it`,
    };
  const n = Number(digits);
  if (!Number.isSafeInteger(n)) return { kind: 'error', message: `${digits} is too large` };
  if (setting || sign === 0) {
    const value = (sign || 1) * n;
    return value === current ? { kind: 'none' } : { kind: 'set', value };
  }
  return n === 0 ? { kind: 'none' } : { kind: 'adjust', by: sign * n };
}
