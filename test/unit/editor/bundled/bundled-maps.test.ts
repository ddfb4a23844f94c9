import { describe, expect, it } from 'vitest';
import { mapSchema } from '../../../../scenarios/format/map.ts';
import { bundledScenarios } from '../../../../scenarios/library/index.ts';
import { boardCellSet } from '../../../../editor/model/board.ts';
import type { CellKey } from '../../../../editor/geometry/keys.ts';
import { laneClearance } from './bundled.ts';

const maps = bundledScenarios.flatMap(({ id, scenario }) =>
  scenario.maps.map((map) => [`${id} / ${map.name}`, map] as const),
);
const graphMaps = maps.filter(([, map]) => map.grid.kind === 'graph');

describe('bundled maps', () => {
  // Played without a board: a solo card game, and a settlement game of boards that are tracks.
  const boardless = new Set(['free-captain-solo', 'rifle-and-axe']);

  it('are there: every bundled scenario played on a board ships at least one map', () => {
    for (const { id, scenario } of bundledScenarios)
      if (!boardless.has(id)) expect(scenario.maps.length).toBeGreaterThan(0);
  });

  it.each(maps)('%s parses as it is written, with a description', (_name, map) => {
    expect(mapSchema.parse(map)).toEqual(map);
    expect(map.description.length).toBeGreaterThan(80);
  });

  it.each(maps)('%s refers only to places the map has', (_name, map) => {
    const places: ReadonlySet<string> =
      map.grid.kind === 'graph' ? new Set(map.nodes.map((n) => n.id)) : boardCellSet(map);
    const keys = [
      ...map.tokens.map((t) => t.at),
      ...Object.keys(map.placements),
      ...Object.keys(map.notes),
      ...Object.keys(map.visibility),
    ];
    expect(keys.filter((k) => !places.has(k as CellKey))).toEqual([]);
  });

  it.each(maps)('%s gives its tokens teams that the scenario has', (name, map) => {
    const scenario = bundledScenarios.find((b) => name.startsWith(`${b.id} /`))!.scenario;
    const teams = new Set(scenario.teams.map((t) => t.id));
    for (const token of map.tokens) if (token.team) expect(teams).toContain(token.team);
  });

  it.each(graphMaps)('%s is laid out tidily: nodes apart, no lane through a node', (_n, map) => {
    const byId = new Map(map.nodes.map((n) => [n.id, n]));
    for (const a of map.nodes) {
      expect(a.x).toBeGreaterThanOrEqual(a.size);
      expect(a.y).toBeGreaterThanOrEqual(a.size);
      if (map.grid.kind === 'graph') {
        expect(a.x).toBeLessThanOrEqual(map.grid.width - a.size);
        expect(a.y).toBeLessThanOrEqual(map.grid.height - a.size);
      }
      for (const b of map.nodes)
        if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(a.size + b.size);
    }
    for (const lane of map.lanes) {
      const from = byId.get(lane.from)!;
      const to = byId.get(lane.to)!;
      for (const node of map.nodes)
        if (node !== from && node !== to)
          expect(laneClearance(from, to, node), `${lane.id} passes ${node.id}`).toBeGreaterThan(
            node.size,
          );
    }
  });

  it.each(graphMaps)('%s joins each pair of nodes by one lane at most', (_n, map) => {
    const pairs = map.lanes.map((l) => [l.from, l.to].sort().join('|'));
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});
