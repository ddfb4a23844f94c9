import type { z } from 'zod';
import { problemsFromZod } from '../../../scenarios/format/problems.ts';

/**
 * What an edit is about to store, checked against the file format first: a bad value (a
 * colour "red", a name too long) is refused with a clear message before it reaches the map,
 * so the map is never left in a state that will not load again.
 */
export function checked<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const detail = problemsFromZod(result.error)
    .map((p) => (p.path === '$' ? p.message : `${p.path.replace(/^\$\.?/, '')}: ${p.message}`))
    .join('; ');
  throw new Error(`${what}: ${detail}`);
}
