import { z } from 'zod';
import { formatProblems, problemsFromZod } from '../scenarios/format/problems.ts';
import type { LogEntry } from './types.ts';

/**
 * The shape of one journal line, checked when a log is read back. Whether the action itself
 * is valid is the registry's business (replay reports it with the entry's seq).
 */

export const hashSchema = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 hash in hex');

const seqSchema = z.number().int('must be a whole number').min(1, 'must be at least 1');

export const logEntrySchema = z.strictObject({
  seq: seqSchema,
  at: z.number().min(0, 'must be a time after 1970'),
  by: z.string().min(1, 'must name who acted').max(120),
  action: z.looseObject({ type: z.string().min(1, 'must name the action type') }),
  outcome: z.json().optional(),
  causedBy: seqSchema.optional(),
  prev: hashSchema,
  hash: hashSchema,
});

export function parseLogEntry(value: unknown): LogEntry | { error: string } {
  const result = logEntrySchema.safeParse(value);
  if (result.success) return result.data as LogEntry;
  return {
    error: `not a session log entry: ${formatProblems(problemsFromZod(result.error)).replace(/\n/g, '; ')}`,
  };
}
