import { z } from 'zod';
import type { Json } from '../../../session/types.ts';

/** What the deck actions share: how they name counts and card copies, and read outcomes. */

export const countSchema = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(1000, 'must be at most 1000');

export const instanceSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*\/[1-9][0-9]*$/, 'must be a card copy such as "fuel-leak/1"');

/** An outcome as a record (an empty one when it is not). */
export function record(outcome: Json | undefined): Record<string, Json> {
  return outcome && typeof outcome === 'object' && !Array.isArray(outcome) ? outcome : {};
}

/** The strings of an outcome's list (none when it is not a list). */
export function strings(value: Json | undefined): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
