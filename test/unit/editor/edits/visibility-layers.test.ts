import { describe, expect, it } from 'vitest';
import { setCoordinateStyle, setLayer } from '../../../../editor/model/edits/layers.ts';
import {
  revealTo,
  setVisibility,
  visibilityFor,
} from '../../../../editor/model/edits/visibility.ts';
import { formatProblems, graphMap, hexMap } from './fixtures.ts';

describe('setVisibility', () => {
  it('marks places, keeps who they were revealed to, and clears with null', () => {
    const map = setVisibility(hexMap(1), ['0,0', '1,0', '9,9'], 'unexplored');
    expect(map.visibility).toEqual({
      '0,0': { state: 'unexplored', revealedTo: [] },
      '1,0': { state: 'unexplored', revealedTo: [] },
    });
    const revealed = revealTo(map, ['0,0'], 'red', true);
    const hidden = setVisibility(revealed, ['0,0'], 'hidden');
    expect(hidden.visibility['0,0']).toEqual({ state: 'hidden', revealedTo: ['red'] });
    expect(setVisibility(hidden, ['0,0', '1,0'], null).visibility).toEqual({});
    expect(setVisibility(map, ['0,0'], 'unexplored')).toBe(map);
    const bare = hexMap(1);
    expect(setVisibility(bare, ['0,0'], null)).toBe(bare);
    expect(formatProblems(hidden)).toEqual([]);
  });

  it('marks nodes on graphs', () => {
    expect(Object.keys(setVisibility(graphMap(), ['gate', 'x'], 'hidden').visibility)).toEqual([
      'gate',
    ]);
  });
});

describe('revealTo and visibilityFor', () => {
  it('reveals a marked place to one team, and hides it again', () => {
    const map = setVisibility(hexMap(1), ['0,0'], 'unexplored');
    const red = revealTo(map, ['0,0'], 'red', true);
    expect(visibilityFor(red, '0,0', 'red')).toBe('visible');
    expect(visibilityFor(red, '0,0', 'blue')).toBe('unexplored');
    expect(visibilityFor(red, '0,0', 'control')).toBe('visible');
    expect(revealTo(red, ['0,0'], 'red', true)).toBe(red);
    expect(revealTo(red, ['0,0'], 'red', false).visibility).toEqual(map.visibility);
  });

  it('leaves unmarked places alone: everyone sees them already', () => {
    const map = hexMap(1);
    expect(revealTo(map, ['0,0'], 'red', true)).toBe(map);
    expect(visibilityFor(map, '0,0', 'red')).toBe('visible');
    expect(visibilityFor(setVisibility(map, ['0,0'], 'hidden'), '0,0', 'red')).toBe('hidden');
  });

  it('refuses a team id the format cannot store', () => {
    expect(() => revealTo(hexMap(), ['0,0'], 'Red Team', true)).toThrow(/team id/);
  });
});

describe('layers and coordinates', () => {
  it('shows, hides, locks and unlocks a layer', () => {
    const map = hexMap();
    const hidden = setLayer(map, 'tokens', { visible: false });
    expect(hidden.layers.tokens).toEqual({ visible: false, locked: false });
    expect(hidden.layers.tiles).toBe(map.layers.tiles);
    expect(setLayer(hidden, 'tokens', { locked: true }).layers.tokens).toEqual({
      visible: false,
      locked: true,
    });
    expect(setLayer(map, 'tokens', { visible: true })).toBe(map);
    expect(setLayer(map, 'tokens', {})).toBe(map);
    expect(() => setLayer(map, 'fog' as 'tiles', { visible: false })).toThrow(/no layer "fog"/);
  });

  it('sets the coordinate style, refusing an unknown one', () => {
    const map = hexMap();
    expect(setCoordinateStyle(map, 'spiral').coordinates).toBe('spiral');
    expect(setCoordinateStyle(map, 'none')).toBe(map);
    expect(() => setCoordinateStyle(map, 'roman' as 'none')).toThrow(/coordinate style/);
  });
});
