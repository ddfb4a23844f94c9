import { describe, expect, it } from 'vitest';
import type { ScenarioSummary } from '../../host/channels.ts';
import {
  fileProblemKind,
  formatDuration,
  formatPlayers,
  formatRelativeTime,
  splitList,
} from '../../renderer/lib/format.ts';
import { matchesQuery, sortScenarios } from '../../renderer/library/library-store.svelte.ts';
import { parseHash, hashFor } from '../../renderer/app/router.svelte.ts';
import { formToMeta, humanizeMessage, metaToForm } from '../../renderer/scenario/meta-form.ts';

describe('formatting for the library', () => {
  it('writes durations in hours and minutes', () => {
    expect(formatDuration(240)).toBe('4 h');
    expect(formatDuration(420)).toBe('7 h');
    expect(formatDuration(210)).toBe('3 h 30 min');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(0)).toBe('—');
  });

  it('writes player ranges', () => {
    expect(formatPlayers({ min: 45, max: 45 })).toBe('45 players');
    expect(formatPlayers({ min: 1, max: 1 })).toBe('1 player');
    expect(formatPlayers({ min: 12, max: 40 })).toBe('12–40 players');
  });

  it('writes times relative to now', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(formatRelativeTime('2026-03-01T11:59:40Z', now, 'en')).toBe('just now');
    expect(formatRelativeTime('2026-03-01T11:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-03-01T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime('2026-02-28T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(formatRelativeTime('2025-12-01T12:00:00Z', now, 'en')).toBe('3 months ago');
    expect(formatRelativeTime('not a date', now, 'en')).toBe('unknown');
  });

  it('says what kind of trouble a file is in', () => {
    expect(fileProblemKind('empty')).toBe('The file is empty');
    expect(fileProblemKind('newer-version')).toMatch(/newer version/);
  });

  it('splits comma lists, dropping blanks', () => {
    expect(splitList(' a, b ,, c ,')).toEqual(['a', 'b', 'c']);
    expect(splitList('')).toEqual([]);
  });
});

describe('search and sort', () => {
  const summary = (over: Partial<ScenarioSummary>): ScenarioSummary => ({
    id: 'x',
    fileName: 'x.lodestar.json',
    title: 'X',
    players: { min: 1, max: 1 },
    durationMinutes: 60,
    teamCount: 0,
    seatCount: 0,
    mapCount: 0,
    deckCount: 0,
    tags: [],
    designers: [],
    modifiedAt: '2026-01-01T00:00:00Z',
    ...over,
  });

  it('needs every word to appear in the title, tags or designers', () => {
    const s = summary({ title: 'Aquila Rift', tags: ['space opera'], designers: ['Dillon Burke'] });
    expect(matchesQuery(s, '')).toBe(true);
    expect(matchesQuery(s, 'rift opera')).toBe(true);
    expect(matchesQuery(s, 'BURKE')).toBe(true);
    expect(matchesQuery(s, 'rift fantasy')).toBe(false);
  });

  it('sorts by title naturally, by players and by date', () => {
    const list = [
      summary({ id: 'a', title: 'Game 10', players: { min: 1, max: 8 }, modifiedAt: '2026-01-03' }),
      summary({ id: 'b', title: 'game 9', players: { min: 2, max: 40 }, modifiedAt: '2026-01-01' }),
      summary({ id: 'c', title: 'Alpha', players: { min: 5, max: 40 }, modifiedAt: '2026-01-02' }),
    ];
    expect(sortScenarios(list, 'title').map((s) => s.id)).toEqual(['c', 'b', 'a']);
    expect(sortScenarios(list, 'players').map((s) => s.id)).toEqual(['c', 'b', 'a']);
    expect(sortScenarios(list, 'modified').map((s) => s.id)).toEqual(['a', 'c', 'b']);
    expect(list.map((s) => s.id)).toEqual(['a', 'b', 'c']); // the input is left alone
  });
});

describe('hash routes', () => {
  it('reads and writes the two views', () => {
    expect(parseHash('')).toEqual({ name: 'library' });
    expect(parseHash('#/')).toEqual({ name: 'library' });
    expect(parseHash('#/scenario/aquila-rift')).toEqual({ name: 'scenario', id: 'aquila-rift' });
    expect(parseHash('#/scenario/Bad Id')).toEqual({ name: 'library' });
    expect(parseHash('#/elsewhere')).toEqual({ name: 'library' });
    expect(hashFor({ name: 'scenario', id: 'x' })).toBe('#/scenario/x');
    expect(hashFor({ name: 'library' })).toBe('#/');
  });
});

describe('the metadata form', () => {
  const meta = {
    title: 'T',
    designers: ['A', 'B'],
    credits: '',
    players: { min: 2, max: 5 },
    durationMinutes: 270,
    description: '',
    tags: ['x'],
  };

  it('round-trips the metadata', () => {
    expect(formToMeta(metaToForm(meta))).toEqual(meta);
    expect(metaToForm(meta)).toMatchObject({ designers: 'A, B', hours: 4, minutes: 30 });
  });

  it('turns empty number fields into values the schema refuses', () => {
    const form = { ...metaToForm(meta), playersMin: null, hours: null, minutes: null };
    const back = formToMeta(form);
    expect(back.players.min).toBeNaN();
    expect(back.durationMinutes).toBeNaN();
    expect(formToMeta({ ...form, hours: 2 }).durationMinutes).toBe(120);
  });

  it('says validation messages the way a form does', () => {
    expect(humanizeMessage('Invalid input: expected number, received NaN')).toBe('enter a number');
    expect(humanizeMessage('Invalid input: expected int, received number')).toBe(
      'must be a whole number',
    );
    expect(humanizeMessage('Too small: expected number to be >=1')).toBe('must be at least 1');
    expect(humanizeMessage('a scenario needs a title')).toBe('a scenario needs a title');
  });
});
