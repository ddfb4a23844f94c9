import { describe, expect, it } from 'vitest';
import {
  addLabel,
  moveLabels,
  removeLabels,
  updateLabel,
} from '../../../../editor/model/edits/labels.ts';
import { setNote } from '../../../../editor/model/edits/notes.ts';
import {
  addToken,
  moveTokens,
  removeTokens,
  updateToken,
} from '../../../../editor/model/edits/tokens.ts';
import { formatProblems, graphMap, hexMap } from './fixtures.ts';

const fleet = { label: 'Fleet', colour: '#e8c547', team: null, icon: '🚀' };

describe('tokens', () => {
  it('adds tokens with token-N ids, on cells and on nodes', () => {
    const first = addToken(hexMap(), '0,0', fleet);
    expect(first.id).toBe('token-1');
    expect(first.map.tokens[0]).toEqual({
      id: 'token-1',
      at: '0,0',
      label: 'Fleet',
      colour: '#e8c547',
      count: 1,
      icon: '🚀',
    });
    const second = addToken(first.map, '1,0', { ...fleet, team: 'red', count: 3 });
    expect(second.id).toBe('token-2');
    expect(second.map.tokens[1]).toMatchObject({ team: 'red', count: 3 });
    expect(formatProblems(second.map)).toEqual([]);
    expect(addToken(graphMap(), 'gate', fleet).map.tokens[0]?.at).toBe('gate');
  });

  it('refuses a token off the map or with a bad colour', () => {
    expect(() => addToken(hexMap(1), '5,5', fleet)).toThrow(/"5,5": it is not on this map/);
    expect(() => addToken(graphMap(), 'nowhere', fleet)).toThrow(/not on this map/);
    expect(() => addToken(hexMap(), '0,0', { ...fleet, colour: 'gold' })).toThrow(/colour/);
  });

  it('moves tokens to a place, and changes nothing off the map or in place', () => {
    const { map } = addToken(hexMap(), '0,0', fleet);
    expect(moveTokens(map, ['token-1'], '1,0').tokens[0]?.at).toBe('1,0');
    expect(moveTokens(map, ['token-1'], '9,9')).toBe(map);
    expect(moveTokens(map, ['token-1'], '0,0')).toBe(map);
    expect(moveTokens(map, ['zz'], '1,0')).toBe(map);
  });

  it('updates a token; team null takes it from its team', () => {
    const { map } = addToken(hexMap(), '0,0', { ...fleet, team: 'red' });
    const blue = updateToken(map, 'token-1', { team: 'blue', count: 2 });
    expect(blue.tokens[0]).toMatchObject({ team: 'blue', count: 2 });
    expect(updateToken(blue, 'token-1', { team: null }).tokens[0]).not.toHaveProperty('team');
    expect(updateToken(map, 'token-1', { label: 'Fleet' })).toBe(map);
    expect(updateToken(map, 'zz', { label: 'x' })).toBe(map);
    expect(() => updateToken(map, 'token-1', { count: 0 })).toThrow(/count/);
    expect(() => updateToken(map, 'token-1', { at: '9,9' })).toThrow(/not on this map/);
  });

  it('removes tokens', () => {
    let map = addToken(hexMap(), '0,0', fleet).map;
    map = addToken(map, '0,0', fleet).map;
    expect(removeTokens(map, ['token-1']).tokens.map((t) => t.id)).toEqual(['token-2']);
    expect(removeTokens(map, ['zz'])).toBe(map);
  });
});

describe('labels', () => {
  it('adds, updates, moves and removes labels', () => {
    const { map, id } = addLabel(hexMap(), { x: 10, y: 20, text: 'Sector 7', size: 30 });
    expect(id).toBe('label-1');
    expect(map.labels[0]).toEqual({
      id: 'label-1',
      x: 10,
      y: 20,
      text: 'Sector 7',
      size: 30,
      rotation: 0,
      colour: '#f0f0f0',
    });
    const turned = updateLabel(map, id, { rotation: 45 });
    expect(turned.labels[0]?.rotation).toBe(45);
    expect(updateLabel(map, id, { text: 'Sector 7' })).toBe(map);
    expect(updateLabel(map, 'zz', { text: 'x' })).toBe(map);
    expect(moveLabels(map, [id], 1, 2).labels[0]).toMatchObject({ x: 11, y: 22 });
    expect(moveLabels(map, [id], 0, 0)).toBe(map);
    expect(moveLabels(map, ['zz'], 1, 1)).toBe(map);
    expect(removeLabels(map, [id]).labels).toEqual([]);
    expect(removeLabels(map, ['zz'])).toBe(map);
    expect(formatProblems(turned)).toEqual([]);
  });

  it('refuses an empty label', () => {
    expect(() => addLabel(hexMap(), { x: 0, y: 0, text: '' })).toThrow(/the new label: text/);
    const { map, id } = addLabel(hexMap(), { x: 0, y: 0, text: 'x' });
    expect(() => updateLabel(map, id, { text: '' })).toThrow(/label "label-1": text/);
  });
});

describe('setNote', () => {
  it('sets a note on a place and blank text removes it', () => {
    const map = setNote(hexMap(), '0,0', 'Mecatol Rex');
    expect(map.notes).toEqual({ '0,0': 'Mecatol Rex' });
    expect(setNote(map, '0,0', 'Mecatol Rex')).toBe(map);
    expect(setNote(map, '0,0', '   ').notes).toEqual({});
    const bare = hexMap();
    expect(setNote(bare, '0,0', '')).toBe(bare);
    expect(setNote(bare, '9,9', 'off the board')).toBe(bare);
    expect(setNote(graphMap(), 'a', 'start here').notes).toEqual({ a: 'start here' });
  });

  it('refuses a note longer than the format keeps', () => {
    expect(() => setNote(hexMap(), '0,0', 'x'.repeat(5001))).toThrow(/5001 characters/);
  });
});
