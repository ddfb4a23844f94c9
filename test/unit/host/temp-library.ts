import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ScenarioLibrary } from '../../../host/scenario-library.ts';

/** A data folder of its own for each test, removed afterwards. */
export async function makeDataDir(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'lodestar-library-'));
}

export async function removeDataDir(dataDir: string): Promise<void> {
  await fs.rm(dataDir, { recursive: true, force: true });
}

export const fixedClock = () => new Date('2031-04-05T06:07:08.009Z');

export function openLibrary(dataDir: string): Promise<ScenarioLibrary> {
  return ScenarioLibrary.open(dataDir, { now: fixedClock });
}

/** The files of a folder, sorted, with each file's bytes. */
export async function snapshot(folder: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of (await fs.readdir(folder)).sort()) {
    const stats = await fs.stat(path.join(folder, name));
    out[name] = stats.isFile()
      ? (await fs.readFile(path.join(folder, name))).toString('base64')
      : '<dir>';
  }
  return out;
}

export const badFixtures = fileURLToPath(new URL('../../fixtures/bad/', import.meta.url));
export const scenarioFixtures = fileURLToPath(
  new URL('../../fixtures/scenarios/', import.meta.url),
);
