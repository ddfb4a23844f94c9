import { describe, expect, it } from 'vitest';
import {
  directionNamed,
  directionsOf,
  stepDirection,
  turnSteps,
  turned,
} from '../../../../editor/geometry/directions.ts';
import { mapSchema, type MapDef } from '../../../../scenarios/format/map.ts';

const square = (diagonal: boolean): MapDef =>
  mapSchema.parse({
    id: 'sq',
    name: 'Squares',
    grid: { kind: 'square', width: 6, height: 6, diagonal },
  });
const hex = (orientation: 'flat' | 'pointy'): MapDef =>
  mapSchema.parse({
    id: 'hx',
    name: 'Hexes',
    grid: { kind: 'hex', orientation, shape: { type: 'hexagon', radius: 3 } },
  });

const names = (map: MapDef) => directionsOf(map).map((d) => d.name);

describe('facing directions from the grid', () => {
  it('has 8 on squares with diagonals, 4 without, 6 on hexes', () => {
    expect(names(square(true))).toEqual(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']);
    expect(names(square(false))).toEqual(['N', 'E', 'S', 'W']);
    expect(names(hex('flat'))).toEqual(['N', 'NE', 'SE', 'S', 'SW', 'NW']);
    expect(names(hex('pointy'))).toEqual(['NE', 'E', 'SE', 'SW', 'W', 'NW']);
  });

  it('reads a step between neighbours as a direction, screen up being north', () => {
    const map = square(true);
    expect(stepDirection(map, '2,2', '2,1')?.name).toBe('N');
    expect(stepDirection(map, '2,2', '3,3')?.name).toBe('SE');
    expect(stepDirection(map, '2,2', '1,2')?.name).toBe('W');
    const flat = hex('flat');
    for (const to of ['0,-1', '1,-1', '1,0', '0,1', '-1,1', '-1,0'])
      expect(stepDirection(flat, '0,0', to)).not.toBeNull();
    expect(stepDirection(flat, '0,0', '0,-1')?.name).toBe('N');
  });

  it('turns one step at a time, 45° on squares and 60° on hexes, the short way round', () => {
    const map = square(true);
    const n = directionNamed(map, 'North')!;
    expect(turned(map, n, 1).name).toBe('NE');
    expect(turned(map, n, -1).name).toBe('NW');
    expect(turnSteps(map, n, directionNamed(map, 'SW')!)).toBe(3);
    const flat = hex('flat');
    const hn = directionNamed(flat, 'N')!;
    expect(turned(flat, hn, 1).name).toBe('NE');
    expect(turned(flat, turned(flat, hn, 1), 1).name).toBe('SE');
    expect(turnSteps(flat, hn, directionNamed(flat, 'S')!)).toBe(3);
    expect(directionNamed(flat, 'E')).toBeNull();
  });
});
