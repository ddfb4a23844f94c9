import { z } from 'zod';

/** Field shapes shared by every section of the scenario format. */

/** A whole number in [min, max], with messages a designer can act on. */
export const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .number()
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** What an id may be made of (its length is checked apart: 1 to 80 characters). */
export const ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

export const idSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(80)
  .regex(ID_PATTERN, 'must be lower-case letters, digits and dashes');

export const colourSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #3366cc')
  .describe('A colour as #rrggbb.');

/**
 * Report every item of `list` whose id an earlier item already used, at `[key, i, 'id']`
 * ("duplicate phase id "briefing""), from inside a `superRefine`.
 */
export function reportDuplicateIds(
  ctx: z.RefinementCtx,
  list: readonly { id: string }[],
  key: string,
  what: string,
): void {
  const seen = new Set<string>();
  list.forEach((item, i) => {
    if (seen.has(item.id))
      ctx.addIssue({
        code: 'custom',
        path: [key, i, 'id'],
        message: `duplicate ${what} id "${item.id}"`,
      });
    seen.add(item.id);
  });
}

/** The JSON Schema keyword that says which list of the scenario an id names. */
export const REF_KEYWORD = 'x-lodestar-ref';

/**
 * An id that names an entry of another list of the scenario: "decks", "trackers", "teams",
 * "schedule.timers" (a dotted path to the list). Editors offer that list's entries to pick
 * from rather than a field to type the id in.
 */
export const refTo = (list: string) => idSchema.meta({ [REF_KEYWORD]: list });

/** An entry of an open section: an id and a name, and whatever else its author wrote. */
export const sectionEntrySchema = z.looseObject({
  id: idSchema,
  name: z.string().min(1),
});
