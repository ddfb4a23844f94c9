import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ParseResult } from '../scenarios/format/parse.ts';

/** A scenario file as read from disk: its text (when readable) and what parsing made of it. */
export type ScenarioFileResult =
  | { readable: true; absolutePath: string; text: string; parsed: ParseResult }
  | { readable: false; absolutePath: string; message: string };

/** A few system error codes in words a designer understands. */
function describeReadError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'is a folder, not a file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
}

export async function readScenarioFile(file: string, cwd: string): Promise<ScenarioFileResult> {
  const absolutePath = path.resolve(cwd, file);
  let text: string;
  try {
    text = await readFile(absolutePath, 'utf8');
  } catch (error) {
    return { readable: false, absolutePath, message: `cannot read: ${describeReadError(error)}` };
  }
  // The whole format is loaded here, not with the CLI: most commands never read a scenario.
  const { parseScenarioText } = await import('../scenarios/format/parse.ts');
  return { readable: true, absolutePath, text, parsed: parseScenarioText(text) };
}
