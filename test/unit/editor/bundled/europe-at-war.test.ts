import { describe, expect, it } from 'vitest';
import { seatCount } from '../../../../scenarios/format/schema.ts';
import { bundled, mapOf, pairKey, reachable } from './bundled.ts';

/**
 * The adjacency list as the WarpSpawn book prints it (seed 003, "Europe At War", L3325-3342),
 * one line per country. England's line is prose: it "Controls the Seas. Access to all except
 * Warsaw and Switzerland" (L3327).
 */
const SOURCE: [line: number, country: string, connectedTo: string[]][] = [
  [3326, 'France', ['Spain', 'Holland', 'Rhineland', 'Switzerland', 'Italy']],
  [3328, 'Russia', ['Prussia', 'Warsaw', 'Sweden', 'Austria', 'Ottoman Empire']],
  [3329, 'Austria', ['Rhineland', 'Prussia', 'Russia', 'Warsaw', 'Ottoman Empire']],
  [3330, 'Prussia', ['Rhineland', 'Austria', 'Russia', 'Warsaw']],
  [3331, 'Holland', ['Denmark', 'Rhineland', 'France']],
  [3332, 'Sweden', ['Denmark', 'Russia']],
  [3333, 'Denmark', ['Holland', 'Rhineland']],
  [3334, 'Spain', ['France', 'Portugal']],
  [3335, 'Portugal', ['Spain']],
  [
    3336,
    'Rhineland',
    ['Switzerland', 'Italy', 'France', 'Holland', 'Denmark', 'Prussia', 'Austria'],
  ],
  [3337, 'Italy', ['Rhineland', 'Switzerland', 'Naples', 'Austria']],
  [3338, 'Naples', ['Italy', 'Egypt']],
  [3339, 'Switzerland', ['Rhineland', 'Italy', 'France']],
  [3340, 'Warsaw', ['Prussia', 'Russia', 'Austria']],
  [3341, 'Egypt', ['Naples', 'Ottoman Empire']],
  [3342, 'Ottoman Empire', ['Russia', 'Egypt']],
];
const ENGLAND_NO_ACCESS = ['Warsaw', 'Switzerland'];

const s = bundled('europe-at-war');
const map = mapOf(s, 'europe');
const idOf = (name: string): string => {
  const node = map.nodes.find((n) => n.name === name);
  if (!node) throw new Error(`no country "${name}" on the map`);
  return node.id;
};
const lanesByPair = new Map(map.lanes.map((l) => [pairKey(l.from, l.to), l]));

describe('Europe at War', () => {
  it('has the seventeen countries of the list as nodes, and a seat for each', () => {
    const countries = new Set(['England', ...SOURCE.flatMap(([, c, list]) => [c, ...list])]);
    expect(countries.size).toBe(17);
    expect(map.nodes.map((n) => n.name).sort()).toEqual([...countries].sort());
    expect(s.teams.map((t) => t.name).sort()).toEqual([...countries].sort());
    expect(seatCount(s)).toBe(s.meta.players.max);
    expect(s.meta.designers).toEqual(['Lloyd Krassner']);
  });

  it.each(SOURCE)('L%i: every connection of %s is a two-way land lane', (_line, country, list) => {
    for (const other of list) {
      const lane = lanesByPair.get(pairKey(idOf(country), idOf(other)));
      expect(lane, `${country}–${other}`).toMatchObject({ type: 'land', direction: 'two-way' });
    }
  });

  it('L3327: England reaches every country but Warsaw and Switzerland by sea', () => {
    for (const node of map.nodes) {
      if (node.name === 'England') continue;
      const lane = lanesByPair.get(pairKey(idOf('England'), node.id));
      if (ENGLAND_NO_ACCESS.includes(node.name)) expect(lane, node.name).toBeUndefined();
      else expect(lane, node.name).toMatchObject({ type: 'sea', direction: 'two-way' });
    }
  });

  it('has no lane the source does not give', () => {
    const given = new Set(
      SOURCE.flatMap(([, c, list]) => list.map((o) => pairKey(idOf(c), idOf(o)))),
    );
    for (const node of map.nodes)
      if (node.name !== 'England' && !ENGLAND_NO_ACCESS.includes(node.name))
        given.add(pairKey(idOf('England'), node.id));
    expect(map.lanes.map((l) => pairKey(l.from, l.to)).sort()).toEqual([...given].sort());
  });

  it('is one connected map', () => {
    expect(reachable(map).size).toBe(map.nodes.length);
    // Even without England's sea lanes, the land connections hold the continent together.
    const land = { ...map, lanes: map.lanes.filter((l) => l.type === 'land') };
    const ids = reachable({ ...land, nodes: map.nodes.filter((n) => n.name !== 'England') });
    expect(ids.size).toBe(map.nodes.length - 1);
  });
});
