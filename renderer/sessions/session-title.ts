import { localDateTime } from '../lib/intl-formats.ts';

/** "So Say We All — 14 Mar 2026": the title a new session is given unless Control types one. */
export function defaultSessionTitle(scenario: string, at: Date, locale?: string): string {
  return `${scenario} — ${localDateTime(at, locale, { dateStyle: 'medium' })}`;
}

/** What the start-session dialog hands back. */
export interface StartSessionInput {
  title: string;
  seed?: string;
  facilitator: string;
}
