import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../features/index.ts';
import { hintsOf } from '../../../features/maps/hints.ts';
import { liveMapDef } from '../../../features/maps/live-map.ts';
import {
  lineOfSight,
  radiusRings,
  reachablePlaces,
  shortestRoute,
} from '../../../features/maps/map-rules.ts';
import { controlLine } from '../../../session/describe.ts';
import { SessionEngine } from '../../../session/engine.ts';
import type { LogEntry } from '../../../session/types.ts';
import { mapsRecorder, refusal } from './maps-fixtures.ts';

type R = ReturnType<typeof mapsRecorder>;
const live = (r: R, map: string) =>
  liveMapDef(
    r.engine.header.scenario.maps.find((m) => m.id === map)!,
    r.engine.state.maps.live[map]!,
  );
const at = (r: R, map: string, token: string) =>
  live(r, map).tokens.find((t) => t.id === token)?.at;
const words = (r: R, entry: LogEntry) =>
  controlLine(entry, r.engine.header, r.engine.registry).text;

describe('live maps', () => {
  it('starts every map from the scenario, each with its own pieces', () => {
    const r = mapsRecorder();
    expect(Object.keys(r.engine.state.maps.live)).toEqual(['skirmish', 'sector']);
    expect(at(r, 'sector', 'fleet')).toBe('home');
    expect(r.engine.state.maps.shown).toBeNull();
  });

  it('moves a piece, says who moved what where, and undoes it', () => {
    const r = mapsRecorder();
    const [entry] = r.act(
      { type: 'map.move', map: 'skirmish', token: 'ship-red', to: '0,1' },
      1000,
      'Control',
    );
    expect(at(r, 'skirmish', 'ship-red')).toBe('0,1');
    expect(words(r, entry!)).toBe('Control moved Red cruiser from 0,0 to 0,1');
    r.act({ type: 'session.undo' });
    expect(at(r, 'skirmish', 'ship-red')).toBe('0,0');
    r.act({ type: 'session.redo' });
    expect(at(r, 'skirmish', 'ship-red')).toBe('0,1');
  });

  it('refuses an unknown map, piece or place with the reason, changing nothing', () => {
    const r = mapsRecorder();
    const before = r.engine.state;
    expect(refusal(r, { type: 'map.move', map: 'nowhere', token: 'fleet', to: 'a' })).toBe(
      'There is no map "nowhere" in this session',
    );
    expect(refusal(r, { type: 'map.move', map: 'sector', token: 'ghost', to: 'a' })).toBe(
      'There is no piece "ghost" on Sector',
    );
    expect(refusal(r, { type: 'map.move', map: 'sector', token: 'fleet', to: 'zz' })).toBe(
      'Sector has no place "zz"',
    );
    expect(refusal(r, { type: 'map.move', map: 'skirmish', token: 'ship-red', to: '9,9' })).toBe(
      'Skirmish has no place "9,9"',
    );
    expect(r.engine.state).toBe(before);
    expect(r.log).toEqual([]);
  });

  it('refuses a ship onto a ship, and lets fighters stack', () => {
    const r = mapsRecorder();
    expect(refusal(r, { type: 'map.move', map: 'skirmish', token: 'ship-red', to: '0,-2' })).toBe(
      '0,-2 already holds Blue cruiser: at most 1 such piece per place',
    );
    r.act({ type: 'map.move', map: 'skirmish', token: 'fighter-1', to: '0,-2' });
    expect(at(r, 'skirmish', 'fighter-1')).toBe('0,-2');
  });

  it('places and removes pieces added during play', () => {
    const r = mapsRecorder();
    const [placed] = r.act({
      type: 'map.place',
      map: 'skirmish',
      at: '1,1',
      label: 'Raider',
      colour: '#aa0000',
    });
    const id = (placed!.outcome as { id: string }).id;
    expect(id).toBe('raider-1');
    expect(at(r, 'skirmish', id)).toBe('1,1');
    r.act({ type: 'map.remove', map: 'skirmish', token: id });
    expect(at(r, 'skirmish', id)).toBeUndefined();
    expect(
      refusal(r, { type: 'map.place', map: 'skirmish', at: '0,0', label: 'X', id: 'ship-two' }),
    ).toMatch(/already holds Red cruiser/);
  });

  it('reveals places to one team or to every team', () => {
    const r = mapsRecorder();
    r.act({ type: 'map.reveal', map: 'sector', at: ['d'], team: 'red' });
    expect(live(r, 'sector').visibility['d']).toEqual({ state: 'hidden', revealedTo: ['red'] });
    r.act({ type: 'map.reveal', map: 'sector', at: ['e'] });
    expect(live(r, 'sector').visibility['e']).toBeUndefined();
    expect(refusal(r, { type: 'map.reveal', map: 'sector', at: ['home'], team: 'red' })).toBe(
      'Home is already seen by that team',
    );
    expect(refusal(r, { type: 'map.reveal', map: 'sector', at: ['d'], team: 'green' })).toBe(
      'There is no team "green"',
    );
  });

  it('reveals a place to everyone when the fleet first enters it', () => {
    const r = mapsRecorder();
    r.act({ type: 'map.move', map: 'sector', token: 'fleet', to: 'c' });
    expect(live(r, 'sector').visibility['c']).toBeUndefined();
    expect(words(r, r.log.at(-1)!)).toBe(
      'Ana moved The Fleet from Home to Cedar (revealed to every team)',
    );
    // Another piece would not reveal.
    r.act({ type: 'map.place', map: 'sector', at: 'home', label: 'Probe', id: 'probe' });
    r.act({ type: 'map.move', map: 'sector', token: 'probe', to: 'a' });
    expect(live(r, 'sector').visibility['a']?.state).toBe('unexplored');
  });

  it('lets a scout look only next to the fleet', () => {
    const r = mapsRecorder();
    expect(refusal(r, { type: 'map.scout', map: 'sector', at: 'a', team: 'red' })).toBe(
      'Alder is not next to The Fleet: scouts look only there',
    );
    r.act({ type: 'map.scout', map: 'sector', at: 'c', team: 'red' });
    expect(live(r, 'sector').visibility['c']?.revealedTo).toEqual(['red']);
  });

  it('sends a piece through the gate by a seeded roll that replays and cannot be re-rolled by undo', () => {
    const r = mapsRecorder();
    r.act({ type: 'map.move', map: 'sector', token: 'fleet', to: 'gate' });
    const [roll] = r.act({ type: 'map.exit-roll', map: 'sector', token: 'fleet' });
    const first = at(r, 'sector', 'fleet');
    expect(['a', 'b', 'c', 'd', 'e', 'f']).toContain(first);
    expect(words(r, roll!)).toMatch(/^Ana rolled [1-6] on 1d6 for The Fleet at Gate: out at /);
    r.act({ type: 'session.undo' });
    r.act({ type: 'map.exit-roll', map: 'sector', token: 'fleet' });
    expect(at(r, 'sector', 'fleet')).toBe(first);
    expect(refusal(r, { type: 'map.exit-roll', map: 'skirmish', token: 'ship-red' })).toMatch(
      /is not on a place with an exit roll/,
    );
  });

  it('opens and closes routes, of a kind or a new colour', () => {
    const r = mapsRecorder();
    const [opened] = r.act({
      type: 'map.route.add',
      map: 'sector',
      from: 'home',
      to: 'a',
      colour: '#ff8800',
      cost: 1,
    });
    const map = live(r, 'sector');
    expect(map.lanes.at(-1)).toMatchObject({
      from: 'home',
      to: 'a',
      cost: 1,
      type: 'route-ff8800',
    });
    expect(map.laneTypes.at(-1)).toMatchObject({ colour: '#ff8800' });
    expect(words(r, opened!)).toBe('Ana opened a Route #ff8800 between Home and Alder (cost 1)');
    r.act({ type: 'map.route.remove', map: 'sector', route: map.lanes.at(-1)!.id });
    expect(live(r, 'sector').lanes.some((l) => l.from === 'home' && l.to === 'a')).toBe(false);
    expect(refusal(r, { type: 'map.route.add', map: 'sector', from: 'home', to: 'a' })).toBe(
      'Give the route a kind or a colour',
    );
    expect(
      refusal(r, { type: 'map.route.add', map: 'skirmish', from: 'a', to: 'b', colour: '#000000' }),
    ).toBe('Skirmish has no nodes to join with a route');
  });

  it('puts a map on the display and takes it off', () => {
    const r = mapsRecorder();
    r.act({ type: 'map.show', map: 'sector' });
    expect(r.engine.state.maps.shown).toBe('sector');
    expect(refusal(r, { type: 'map.show', map: 'sector' })).toBe(
      'That map is already on the display',
    );
    r.act({ type: 'map.show', map: null });
    expect(r.engine.state.maps.shown).toBeNull();
  });

  it('replays a log to the very same maps', () => {
    const r = mapsRecorder();
    r.act({ type: 'map.move', map: 'sector', token: 'fleet', to: 'gate' });
    r.act({ type: 'map.exit-roll', map: 'sector', token: 'fleet' });
    r.act({ type: 'map.reveal', map: 'skirmish', at: ['3,0'], team: 'blue' });
    r.act({ type: 'map.route.add', map: 'sector', from: 'd', to: 'home', laneType: 'green' });
    r.act({ type: 'map.move', map: 'skirmish', token: 'ship-red', to: '1,-1' });
    r.act({ type: 'session.undo' });
    r.act({ type: 'map.place', map: 'skirmish', at: '2,2', label: 'Wreck' });
    const replayed = SessionEngine.replay(r.engine.header, r.log, lodestarSession);
    expect(replayed.state.maps).toEqual(r.engine.state.maps);
    expect(replayed.state.rng).toEqual(r.engine.state.rng);
  });
});

describe('rule hints', () => {
  it('gives straight-line moves stopped by ships, and any-path moves through them', () => {
    const r = mapsRecorder();
    const map = live(r, 'skirmish');
    const { hints } = hintsOf(map);
    const ship = map.tokens.find((t) => t.id === 'ship-red')!;
    const straight = reachablePlaces(r.engine.header.scenario, map, hints, ship);
    expect(straight).toContain('0,-1');
    expect(straight).not.toContain('0,-2'); // the blue cruiser
    expect(straight).not.toContain('0,-3'); // behind it
    expect(straight).toContain('3,0');
    expect(straight).not.toContain('1,1'); // not on a line
    const fighter = map.tokens.find((t) => t.id === 'fighter-1')!;
    const paths = reachablePlaces(r.engine.header.scenario, map, hints, fighter);
    expect(paths).toContain('0,-3');
    expect(paths).toContain('1,1');
  });

  it('sees between pieces unless a ship or a blocking tile stands between', () => {
    const r = mapsRecorder();
    r.act({ type: 'map.move', map: 'skirmish', token: 'ship-blue', to: '0,3' });
    const map = live(r, 'skirmish');
    const { hints } = hintsOf(map);
    const scenario = r.engine.header.scenario;
    const token = (id: string) => map.tokens.find((t) => t.id === id)!;
    const blocked = lineOfSight(scenario, map, hints, token('ship-red'), token('ship-blue'));
    expect(blocked).toMatchObject({ clear: false, blockedAt: '0,2', blockedBy: 'Asteroid field' });
    const clear = lineOfSight(scenario, map, hints, token('ship-red'), token('ship-flak'));
    expect(clear.clear).toBe(true);
  });

  it('draws the flak ring around its piece', () => {
    const r = mapsRecorder();
    const map = live(r, 'skirmish');
    const rings = radiusRings(map, hintsOf(map).hints);
    expect(rings).toHaveLength(1);
    expect(rings[0]!.places).toHaveLength(19);
  });

  it('finds the cheapest route by route cost', () => {
    const r = mapsRecorder();
    const route = shortestRoute(r.engine.header.scenario, live(r, 'sector'), 'home', 'c');
    expect(route).toEqual({ places: ['home', 'gate', 'a', 'b', 'c'], cost: 5 });
  });

  it('says what is wrong with malformed hints and uses none', () => {
    const r = mapsRecorder();
    const map = { ...live(r, 'sector'), attributes: { hints: { moves: [{ range: 0 }] } } };
    expect(hintsOf(map).problem).toBe('hints.moves.0.range: must be at least 1');
    expect(hintsOf(map).hints.moves).toEqual([]);
  });
});
