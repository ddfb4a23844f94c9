import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function readPackage(dir: string): { name?: unknown; version?: unknown } | null {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      name?: unknown;
      version?: unknown;
    };
  } catch {
    return null;
  }
}

/**
 * The checkout (or installed package) this CLI runs from: the nearest folder above this
 * module whose package.json is Lodestar's. Searched rather than fixed, because the CLI also
 * runs from a bundle cached under node_modules/.cache (see bin/lodestar.js).
 */
function findPackageRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = here; ; dir = path.dirname(dir)) {
    if (readPackage(dir)?.name === 'lodestar') return dir;
    if (path.dirname(dir) === dir) return path.resolve(here, '..');
  }
}

export const packageRoot = findPackageRoot();

/** The built renderer that `lodestar serve` hands to browsers. */
export const rendererDir = path.join(packageRoot, 'dist', 'renderer');

export function packageVersion(): string {
  const version = readPackage(packageRoot)?.version;
  return typeof version === 'string' ? version : 'unknown';
}
