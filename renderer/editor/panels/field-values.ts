/**
 * Reading what was typed into a property field. Fields commit when they lose focus or on
 * Enter (one undo step per change, not one per keystroke); a bad value is refused with a
 * message beside the field and the map keeps its value.
 */
export function readNumber(
  text: string,
  limits: { min?: number; max?: number; integer?: boolean; optional?: boolean },
): { value: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return limits.optional ? { value: null } : { error: 'enter a number' };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { error: 'enter a number' };
  if (limits.integer && !Number.isInteger(value)) return { error: 'must be a whole number' };
  if (limits.min !== undefined && value < limits.min)
    return { error: `must be at least ${limits.min}` };
  if (limits.max !== undefined && value > limits.max)
    return { error: `must be at most ${limits.max}` };
  return { value };
}

export function readText(
  text: string,
  limits: { required?: boolean; maxLength?: number },
): { value: string } | { error: string } {
  if (limits.required && text.trim() === '') return { error: 'must not be empty' };
  if (limits.maxLength !== undefined && text.length > limits.maxLength)
    return { error: `at most ${limits.maxLength} characters` };
  return { value: text };
}

/** Rotation in grid steps as degrees clockwise ("120°"). */
export const rotationDegrees = (rotation: number, steps: number): string =>
  `${Math.round((rotation * 360) / steps)}°`;
