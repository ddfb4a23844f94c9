import os from 'node:os';
import path from 'node:path';

export interface DataDirSources {
  /** The `--data DIR` flag, when given. */
  flag?: string | undefined;
  /** Where `LODESTAR_DATA` is read from (the process environment by default). */
  env?: NodeJS.ProcessEnv;
  /** Used when neither the flag nor the variable says: `~/.lodestar`, or Electron's userData. */
  fallback: string;
  /** Relative paths are resolved against this (the current directory by default). */
  cwd?: string;
}

/** `~` and `~/x` mean the home folder, also when no shell expanded them (`--data=~/games`). */
function expandHome(dir: string): string {
  if (dir === '~') return os.homedir();
  if (dir.startsWith('~/') || dir.startsWith(`~${path.sep}`)) {
    return path.join(os.homedir(), dir.slice(2));
  }
  return dir;
}

/**
 * The folder that holds the scenario library: the `--data` flag, else `LODESTAR_DATA`, else
 * the fallback, always as an absolute path. Blank values count as not given.
 */
export function resolveDataDir({
  flag,
  env = process.env,
  fallback,
  cwd = process.cwd(),
}: DataDirSources): string {
  const chosen = [flag, env.LODESTAR_DATA, fallback].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  if (chosen === undefined) throw new Error('no data folder given and no fallback');
  return path.resolve(cwd, expandHome(chosen));
}

/** Where `lodestar serve` and the CLI keep the library when nothing else is said. */
export function defaultDataDir(): string {
  return path.join(os.homedir(), '.lodestar');
}
