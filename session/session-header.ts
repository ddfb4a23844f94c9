import { z } from 'zod';
import { parseScenarioValue } from '../scenarios/format/parse.ts';
import { formatProblems, problemsFromZod } from '../scenarios/format/problems.ts';
import type { Scenario } from '../scenarios/format/schema.ts';
import { SESSION_FORMAT, SESSION_FORMAT_VERSION, type SessionHeader } from './types.ts';

/** The first line of a session file: what the session was started from. */

export const SESSION_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,120}$/;

export interface HeaderInput {
  id: string;
  title: string;
  scenarioId: string | null;
  scenario: Scenario;
  seed: string;
  /** The secret generator's seed, from a cryptographic source (the engine makes none). */
  secretSeed?: string;
  createdAt: number;
  createdBy: string;
  utcOffsetMinutes: number;
}

/** Freezes a copy of the scenario into the header, so later library edits do not reach it. */
export function createHeader(input: HeaderInput): SessionHeader {
  return {
    format: SESSION_FORMAT,
    version: SESSION_FORMAT_VERSION,
    id: input.id,
    title: input.title,
    scenarioId: input.scenarioId,
    createdAt: input.createdAt,
    createdBy: input.createdBy,
    seed: input.seed,
    ...(input.secretSeed === undefined ? {} : { secretSeed: input.secretSeed }),
    utcOffsetMinutes: input.utcOffsetMinutes,
    scenario: structuredClone(input.scenario),
  };
}

const headerFrameSchema = z.strictObject({
  format: z.literal(SESSION_FORMAT, 'not a Lodestar session file'),
  version: z.number().int('must be a whole number'),
  id: z.string().regex(SESSION_ID_PATTERN, 'must be lower-case letters, digits and dashes'),
  title: z.string().trim().min(1, 'a session needs a title').max(200),
  scenarioId: z.string().min(1).max(200).nullable(),
  createdAt: z.number().min(0, 'must be a time after 1970'),
  createdBy: z.string().min(1, 'must name who created the session').max(120),
  seed: z.string().min(1, 'a session needs a seed').max(200),
  secretSeed: z.string().min(1, 'a secret seed cannot be empty').max(200).optional(),
  utcOffsetMinutes: z
    .number()
    .int('must be a whole number of minutes')
    .min(-14 * 60, 'must be at least -840 (UTC−14)')
    .max(14 * 60, 'must be at most 840 (UTC+14)'),
  scenario: z.unknown(),
});

/**
 * Validates a header read from a file: its frame, then the frozen scenario with the same
 * loader as the library (paths are reported from the header, e.g. `$.scenario.meta.title`).
 */
export function parseHeader(value: unknown): SessionHeader | { error: string } {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { error: 'the session header is not a JSON object' };
  const frame = headerFrameSchema.safeParse(value);
  if (!frame.success)
    return {
      error: `the session header is not valid: ${formatProblems(problemsFromZod(frame.error)).replace(/\n/g, '; ')}`,
    };
  if (frame.data.version > SESSION_FORMAT_VERSION)
    return {
      error: `the session was written by a newer Lodestar (session format ${frame.data.version}; this version reads up to ${SESSION_FORMAT_VERSION})`,
    };
  if (frame.data.version !== SESSION_FORMAT_VERSION)
    return { error: `the session format version ${frame.data.version} is not one Lodestar wrote` };
  const scenario = parseScenarioValue(frame.data.scenario);
  if (!scenario.ok) {
    const problems = scenario.problems.map((p) => ({
      path: p.path.replace(/^\$/, '$.scenario'),
      message: p.message,
    }));
    return {
      error: `the session's scenario is not valid: ${formatProblems(problems).replace(/\n/g, '; ')}`,
    };
  }
  return {
    ...frame.data,
    format: SESSION_FORMAT,
    version: SESSION_FORMAT_VERSION,
    scenario: scenario.scenario,
  };
}
