import type { z } from 'zod';

/**
 * A schema failure as one sentence a designer can act on: what was being done, where, and
 * what is wrong ("Cannot add this tile: colour: must be a colour like #3366cc").
 */
export function schemaErrorMessage(doing: string, error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return `${doing}: the data is not valid`;
  const where = issue.path.length ? `${issue.path.map(String).join('.')}: ` : '';
  return `${doing}: ${where}${issue.message}`;
}
