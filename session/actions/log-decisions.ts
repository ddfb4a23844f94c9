import { z } from 'zod';
import { defineAction } from '../define-action.ts';
import { isCrew } from '../viewer.ts';

/**
 * What Control decided about a log that does not hold together (an entry changed, its tail
 * cut off, its snapshot gone): the session stays read-only until one of these is written.
 * `session.accept` goes on in the same log, naming what it accepts and why, so that a later
 * reading knows those problems were seen; `session.fork` opens a new session, whose entries
 * are the old one's up to the last good one. Neither changes the state, and neither may be
 * sent as an ordinary action: the host writes them when Control decides (`DECISION_TYPES`).
 */

export const INTEGRITY_KINDS = [
  'changed',
  'unlinked',
  'replay',
  'head-missing',
  'head-differs',
  'snapshot-ahead',
  'snapshot-differs',
  'snapshot-missing',
] as const;
export type IntegrityKind = (typeof INTEGRITY_KINDS)[number];

export const DECISION_REASON_MAX = 500;
const PROBLEM_MESSAGE_MAX = 500;

const acceptedProblemSchema = z.strictObject({
  kind: z.enum(INTEGRITY_KINDS),
  seq: z.number().int().min(0).nullable(),
  message: z.string().min(1).max(PROBLEM_MESSAGE_MAX),
  /**
   * The hash of that entry's contents as accepted, so that changing the entry again is a new
   * problem rather than one already accepted.
   */
  content: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export type AcceptedProblemRecord = z.output<typeof acceptedProblemSchema>;

const reasonSchema = z
  .string()
  .trim()
  .min(1, 'say why: a reason is logged with the decision')
  .max(DECISION_REASON_MAX, `must be at most ${DECISION_REASON_MAX} characters`);

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const acceptSchema = z.strictObject({
  type: z.literal('session.accept'),
  reason: reasonSchema,
  problems: z.array(acceptedProblemSchema).min(1).max(10_000),
});

function describeAccept(action: z.output<typeof acceptSchema>): string {
  const first = action.problems[0]?.message ?? '';
  return `Accepted the log as it is (${count(action.problems.length, 'problem', 'problems')}: ${first}): ${action.reason}`;
}

export const acceptModule = defineAction({
  type: 'session.accept',
  kind: 'session',
  schema: acceptSchema,
  undoable: false,
  apply: (state) => ({ state }),
  describe: describeAccept,
  // What was wrong with the log is the crew's business, not the players' screens'.
  describeFor: (action, _outcome, _header, viewer) =>
    isCrew(viewer) ? describeAccept(action) : null,
});

const forkSchema = z.strictObject({
  type: z.literal('session.fork'),
  from: z.strictObject({
    id: z.string().min(1).max(200),
    seq: z.number().int().min(0),
    hash: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  /** What was wrong with the log forked from, in words. */
  problems: z.array(z.string().min(1).max(PROBLEM_MESSAGE_MAX)).max(50),
});

function describeFork(action: z.output<typeof forkSchema>): string {
  const what =
    action.problems.length > 0
      ? ` (${count(action.problems.length, 'problem', 'problems')} in it: ${action.problems[0]})`
      : '';
  return `Forked from session ${action.from.id} at entry ${action.from.seq}${what}`;
}

export const forkModule = defineAction({
  type: 'session.fork',
  kind: 'session',
  schema: forkSchema,
  undoable: false,
  apply: (state) => ({ state }),
  describe: describeFork,
  describeFor: (action, _outcome, _header, viewer) =>
    isCrew(viewer) ? describeFork(action) : null,
});

/** Written by the host when Control decides, never accepted as an ordinary action. */
export const DECISION_TYPES: ReadonlySet<string> = new Set([acceptModule.type, forkModule.type]);
