import { jsonPath } from '../../scenarios/format/problems.ts';
import { scenarioSchema, type Scenario } from '../../scenarios/format/schema.ts';
import { splitList } from '../lib/format.ts';

/** The metadata as the form holds it: lists as typed text, numbers possibly empty. */
export interface MetaForm {
  title: string;
  designers: string;
  credits: string;
  playersMin: number | null;
  playersMax: number | null;
  hours: number | null;
  minutes: number | null;
  description: string;
  tags: string;
}

export function metaToForm(meta: Scenario['meta']): MetaForm {
  return {
    title: meta.title,
    designers: meta.designers.join(', '),
    credits: meta.credits,
    playersMin: meta.players.min,
    playersMax: meta.players.max,
    hours: Math.floor(meta.durationMinutes / 60),
    minutes: meta.durationMinutes % 60,
    description: meta.description,
    tags: meta.tags.join(', '),
  };
}

/** An empty field becomes NaN, which the schema refuses with a message for that field. */
export const numberOrNaN = (value: number | null): number => (value === null ? Number.NaN : value);

export function formToMeta(form: MetaForm): Scenario['meta'] {
  const durationMissing = form.hours === null && form.minutes === null;
  return {
    title: form.title,
    designers: splitList(form.designers),
    credits: form.credits,
    players: { min: numberOrNaN(form.playersMin), max: numberOrNaN(form.playersMax) },
    durationMinutes: durationMissing ? Number.NaN : (form.hours ?? 0) * 60 + (form.minutes ?? 0),
    description: form.description,
    tags: splitList(form.tags),
  };
}

/** Zod's generic messages, said the way a form says them. */
export function humanizeMessage(message: string): string {
  if (message === 'max must be at least min') return 'must be at least the minimum';
  if (/received NaN/.test(message)) return 'enter a number';
  if (/expected int/.test(message)) return 'must be a whole number';
  const small = /Too small: expected number to be >=?(-?[\d.]+)/.exec(message);
  if (small) return `must be at least ${small[1]}`;
  const big = /Too big: expected number to be <=?(-?[\d.]+)/.exec(message);
  if (big) return `must be at most ${big[1]}`;
  const long = /Too big: expected string to have <=?(\d+) characters/.exec(message);
  if (long) return `must be at most ${long[1]} characters`;
  return message;
}

/** A scenario as edited, checked: its parsed form (defaults filled) when valid, and its problems. */
export interface CheckedEdit {
  valid: Scenario | null;
  /** JSON path → the first thing wrong there, checked by the same schema the host uses. */
  problems: Map<string, string>;
}

export function checkEdit(scenario: Scenario | null): CheckedEdit {
  const problems = new Map<string, string>();
  if (!scenario) return { valid: null, problems };
  const result = scenarioSchema.safeParse(scenario);
  if (result.success) return { valid: result.data as Scenario, problems };
  for (const issue of result.error.issues) {
    const path = jsonPath(issue.path);
    if (!problems.has(path)) problems.set(path, humanizeMessage(issue.message));
  }
  return { valid: null, problems };
}
