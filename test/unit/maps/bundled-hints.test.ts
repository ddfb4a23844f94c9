import { describe, expect, it } from 'vitest';
import { hintsOf } from '../../../features/maps/hints.ts';
import { liveMapDef } from '../../../features/maps/live-map.ts';
import { radiusRings, reachablePlaces, shortestRoute } from '../../../features/maps/map-rules.ts';
import { bundled, mapsRecorder, refusal } from './maps-fixtures.ts';

/** The rule hints the bundled scenarios carry, played on their own maps. */

type R = ReturnType<typeof mapsRecorder>;
const live = (r: R, id: string) =>
  liveMapDef(
    r.engine.header.scenario.maps.find((m) => m.id === id)!,
    r.engine.state.maps.live[id]!,
  );

describe('So Say We All', () => {
  it('reveals a system to every team when the Fleet first jumps there; shuttles scout next to it only', () => {
    const r = mapsRecorder(bundled('so-say-we-all'));
    const galaxy = live(r, 'galaxy-map');
    expect(hintsOf(galaxy).problem).toBeNull();
    const next = galaxy.lanes.find((l) => l.from === 'alpha' || l.to === 'alpha')!;
    const to = next.from === 'alpha' ? next.to : next.from;
    expect(galaxy.visibility[to]?.state).toBe('unexplored');
    const far = galaxy.nodes.find(
      (n) =>
        n.id !== 'alpha' &&
        !galaxy.lanes.some(
          (l) => (l.from === 'alpha' && l.to === n.id) || (l.to === 'alpha' && l.from === n.id),
        ),
    )!;
    expect(
      refusal(r, { type: 'map.scout', map: 'galaxy-map', at: far.id, team: 'prosecutor' }),
    ).toMatch(/is not next to The Fleet: scouts look only there/);
    r.act({ type: 'map.scout', map: 'galaxy-map', at: to, team: 'prosecutor' });
    r.act({ type: 'map.move', map: 'galaxy-map', token: 'fleet', to });
    expect(live(r, 'galaxy-map').visibility[to]).toBeUndefined();
  });

  it('moves ships 4 hexes in a straight line, one per hex, under the Prosecutor’s 2-hex flak barrier', () => {
    const r = mapsRecorder(bundled('so-say-we-all'));
    const battle = live(r, 'battle-map');
    const { hints, problem } = hintsOf(battle);
    expect(problem).toBeNull();
    const rings = radiusRings(battle, hints);
    expect(rings.map((ring) => [ring.token.id, ring.places.length])).toEqual([['prosecutor', 19]]);
    const ship = battle.tokens.find((t) => t.id === 'ship-civilian-ship-1')!;
    const reach = reachablePlaces(r.engine.header.scenario, battle, hints, ship);
    expect(reach.length).toBeGreaterThan(4);
    expect(reach.every((p) => !battle.tokens.some((t) => t.at === p))).toBe(true);
    expect(
      refusal(r, { type: 'map.move', map: 'battle-map', token: ship.id, to: 'prosecutor-bow' }),
    ).toMatch(/has no place/);
    expect(refusal(r, { type: 'map.move', map: 'battle-map', token: ship.id, to: '8,2' })).toBe(
      'Civilian Ship 1 cannot move onto R.E.C. Prosecutor at 8,2',
    );
    // Interceptors stack.
    r.act({
      type: 'map.place',
      map: 'battle-map',
      at: '8,2',
      label: 'Viper wing',
      id: 'interceptor-1',
    });
    expect(live(r, 'battle-map').tokens.find((t) => t.id === 'interceptor-1')?.at).toBe('8,2');
  });
});

describe('Aquila Rift', () => {
  it('sends a ship through each table’s Chaos Gate to one of its six exits by the session’s roll', () => {
    const r = mapsRecorder(bundled('aquila-rift'));
    for (const map of r.engine.header.scenario.maps) {
      const exits = hintsOf(map).hints.exitRolls[0]!.exits;
      expect(exits).toHaveLength(6);
      r.act({ type: 'map.place', map: map.id, at: 'chaos-gate', label: 'Pirate', id: 'pirate' });
      r.act({ type: 'map.exit-roll', map: map.id, token: 'pirate' });
      expect(exits).toContain(live(r, map.id).tokens.find((t) => t.id === 'pirate')!.at);
    }
  });

  it('finds the cheapest route by jump cost, and a new trade route changes it', () => {
    const r = mapsRecorder(bundled('aquila-rift'));
    const scenario = r.engine.header.scenario;
    const before = shortestRoute(scenario, live(r, 'table-1'), 'paradise', 'maracaibo')!;
    expect(before.cost).toBeGreaterThan(0);
    r.act({
      type: 'map.route.add',
      map: 'table-1',
      from: 'paradise',
      to: 'maracaibo',
      laneType: 'green',
      cost: 0,
    });
    expect(shortestRoute(scenario, live(r, 'table-1'), 'paradise', 'maracaibo')).toEqual({
      places: ['paradise', 'maracaibo'],
      cost: 0,
    });
    // Each table keeps its own routes.
    expect(live(r, 'table-2').lanes.length).toBe(scenario.maps[1]!.lanes.length);
  });
});
