import { randomBytes, randomInt } from 'node:crypto';
import { slugify } from '../scenarios/format/slug.ts';

/**
 * Session ids read well in a file list and sort by date: `<yyyy-mm-dd>-<scenario>-<4 chars>`,
 * e.g. `2031-04-05-so-say-we-all-k3x9`. The date is the host's local day.
 */
export function newSessionId(scenarioTitle: string, now: number, utcOffsetMinutes: number): string {
  const local = new Date(now + utcOffsetMinutes * 60_000);
  const day = local.toISOString().slice(0, 10);
  const suffix = randomInt(36 ** 4)
    .toString(36)
    .padStart(4, '0');
  return `${day}-${slugify(scenarioTitle, 'session')}-${suffix}`;
}

/** A seed nobody chose: 64 random bits from the operating system, as 13 base-36 digits. */
export function randomSeed(): string {
  return randomBytes(8).readBigUInt64BE().toString(36).padStart(13, '0');
}

/**
 * The seed of a session's secret results: 128 bits from the platform's cryptographic source
 * (the engine makes none), as 32 hex digits, too many to guess from what a viewer sees.
 */
export function randomSecretSeed(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The host's offset from UTC at a moment (east positive), as the session header stores it. */
export function localUtcOffsetMinutes(at: number): number {
  const offset = -new Date(at).getTimezoneOffset();
  return offset === 0 ? 0 : offset; // never -0 in a file
}
