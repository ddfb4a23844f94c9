import type { CliIo, ExitCode } from './io.ts';
import { EXIT } from './io.ts';
import { dataDirOf } from './common-options.ts';
import { findScenario } from './find-scenario.ts';
import { UsageError } from './parse-command-args.ts';
import type { ResolverDef } from '../features/adjudication/resolvers-format.ts';

/** `--input k=v` (repeated, or "k=v,k2=v2"), and any `k=v` words after the resolver. */
export function readInputs(
  options: readonly string[],
  words: string | undefined,
): Record<string, string> {
  const parts = [...options.flatMap((o) => o.split(',')), ...(words ? words.split(/\s+/) : [])]
    .map((p) => p.trim())
    .filter(Boolean);
  const out: Record<string, string> = {};
  for (const part of parts) {
    const eq = part.indexOf('=');
    if (eq < 1)
      throw new UsageError(`an input is written NAME=VALUE (e.g. shots=3), not "${part}"`);
    out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return out;
}

/** "6,6,3" or "6 6 3": the faces of physical dice, in the order they are read. */
export function readFaces(text: string): number[] {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (parts.length === 0) throw new UsageError('--dice needs the faces, e.g. --dice 6,6,3');
  return parts.map((p) => {
    if (!/^-?\d+$/.test(p))
      throw new UsageError(`--dice takes whole numbers (e.g. 6,6,3), not "${p}"`);
    return Number(p);
  });
}

/** The scenario and its resolver, or the lines that say why not (and the exit code). */
export async function findResolverFor(
  command: string,
  scenarioArg: string,
  resolverId: string,
  dataFlag: string | undefined,
  io: CliIo,
): Promise<{ ok: true; resolver: ResolverDef } | { ok: false; code: ExitCode }> {
  const found = await findScenario(scenarioArg, io.cwd, dataDirOf(dataFlag, io));
  if (!found.ok) {
    for (const line of found.lines) io.err(`lodestar ${command}: ${line}`);
    return { ok: false, code: EXIT.invalid };
  }
  const { findResolver, ResolveError } = await import('../features/adjudication/index.ts');
  let scenario = found.scenario;
  if (!scenario.resolvers.some((r) => r.id === resolverId)) {
    // A library copy made from a bundled template before it had resolvers: the template's.
    const { bundledScenarios } = await import('../scenarios/library/index.ts');
    const template = bundledScenarios.find((b) => b.id === scenarioArg)?.scenario;
    if (template?.resolvers.some((r) => r.id === resolverId) && scenario.resolvers.length === 0) {
      io.err(
        `lodestar ${command}: the library's "${scenarioArg}" has no resolvers; using the bundled template's`,
      );
      scenario = template;
    }
  }
  try {
    return { ok: true, resolver: findResolver(scenario, resolverId) };
  } catch (error) {
    if (!(error instanceof ResolveError)) throw error;
    io.err(`lodestar ${command}: ${error.message}`);
    return { ok: false, code: EXIT.invalid };
  }
}
