import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../features/index.ts';
import { liveMapDef } from '../../../features/maps/live-map.ts';
import { formatViewer, teamViewer, DISPLAY, type Viewer } from '../../../session/viewer.ts';
import { visibilityFor } from '../../../editor/model/edits/visibility.ts';
import { SessionProjector } from '../../../host/session-projector.ts';
import type { MapDef } from '../../../scenarios/format/map.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import { mapsRecorder } from './maps-fixtures.ts';

/**
 * For random games on the maps (moves onto hidden places, reveals, scouting, pieces added and
 * taken off, routes, gate rolls, undo and redo), what the host sends a team or the display
 * never holds a place it does not see now: no tile name, node name or piece id of it. Log
 * lines may name a place the viewer saw once (an undone reveal), never one it never saw.
 */

const VIEWERS: Viewer[] = [teamViewer('red'), teamViewer('blue'), DISPLAY];
const PLACES: Record<string, string[]> = {
  skirmish: ['0,0', '0,1', '1,0', '3,0', '3,-1', '-3,1', '0,2', '2,-2', '-1,1', '1,-1'],
  sector: ['home', 'gate', 'a', 'b', 'c', 'd', 'e', 'f'],
};
const TEAMS = ['red', 'blue', null] as const;
const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;

type R = ReturnType<typeof mapsRecorder>;

function liveMaps(r: R): MapDef[] {
  return r.engine.header.scenario.maps.map((m) => liveMapDef(m, r.engine.state.maps.live[m.id]!));
}

function nextAction(r: R, kind: number, n: number): unknown {
  const map = pick(['skirmish', 'sector'], n);
  const live = liveMaps(r).find((m) => m.id === map)!;
  const token = pick(live.tokens, n >> 2)?.id ?? 'none';
  const place = pick(PLACES[map]!, n >> 3);
  switch (kind) {
    case 0:
    case 1:
      return { type: 'map.move', map, token, to: place };
    case 2:
      return { type: 'map.reveal', map, at: [place], team: pick(TEAMS, n >> 5) };
    case 3:
      return { type: 'map.scout', map: 'sector', at: place, team: pick(['red', 'blue'], n) };
    case 4:
      return { type: 'map.place', map, at: place, label: 'Probe', id: `probe-${map}-${n % 7}` };
    case 5:
      return { type: 'map.remove', map, token };
    case 6:
      return {
        type: 'map.route.add',
        map: 'sector',
        from: place,
        to: pick(PLACES['sector']!, n >> 4),
        laneType: 'green',
      };
    case 7:
      return { type: 'map.exit-roll', map: 'sector', token: 'fleet' };
    case 8:
      return { type: 'session.undo' };
    default:
      return { type: 'session.redo' };
  }
}

/** What must not reach a viewer: names and ids of what it does not see now. */
function unseen(
  scenario: Scenario,
  maps: MapDef[],
  viewer: Viewer,
): { text: string; what: string }[] {
  const view = viewer.kind === 'team' ? viewer.team : '';
  const out: { text: string; what: string }[] = [];
  const tiles = new Map(scenario.tiles.map((t) => [t.id, t.name]));
  const seenTiles = new Set<string>();
  for (const map of maps) {
    const sees = (at: string) => visibilityFor(map, at, view) === 'visible';
    for (const [at, placement] of Object.entries(map.placements))
      if (sees(at)) seenTiles.add(placement.tile);
    for (const token of map.tokens)
      if (!sees(token.at))
        out.push({ text: `"${token.id}"`, what: `piece ${token.id} at ${token.at}` });
    for (const node of map.nodes)
      if (!sees(node.id)) out.push({ text: node.name, what: `the name of ${node.id}` });
  }
  for (const map of maps)
    for (const [at, placement] of Object.entries(map.placements))
      if (!seenTiles.has(placement.tile))
        out.push({ text: tiles.get(placement.tile)!, what: `the tile at ${at}` });
  return out;
}

describe('live map projections', () => {
  it('never send a viewer a place, tile or piece it does not see', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.nat({ max: 4000 })), {
          minLength: 1,
          maxLength: 30,
        }),
        (steps) => {
          const r = mapsRecorder();
          const everSeen = new Map<string, Set<string>>();
          const projector = new SessionProjector(lodestarSession);
          const file = () => ({
            header: r.engine.header,
            engine: r.engine,
            entries: r.log,
            seq: r.engine.seq,
          });
          const remember = () => {
            for (const viewer of VIEWERS) {
              const key = formatViewer(viewer);
              const seen = everSeen.get(key) ?? new Set<string>();
              const hidden = new Set(
                unseen(r.engine.header.scenario, liveMaps(r), viewer).map((s) => s.text),
              );
              for (const map of liveMaps(r))
                for (const node of map.nodes) if (!hidden.has(node.name)) seen.add(node.name);
              everSeen.set(key, seen);
            }
          };
          remember();
          for (const [kind, n] of steps) {
            try {
              r.act(nextAction(r, kind, n));
            } catch {
              // A refused action changes nothing.
            }
            remember();
          }
          for (const viewer of VIEWERS) {
            const state = JSON.stringify(projector.state(file(), viewer));
            // The header names pieces only in the map's rule hints ("ship-*"), never where they are.
            const header = projector.header(file(), viewer);
            expect(header.scenario.maps.every((m) => m.tokens.length === 0)).toBe(true);
            const sent = state + JSON.stringify(header);
            for (const secret of unseen(r.engine.header.scenario, liveMaps(r), viewer)) {
              const bytes = secret.what.startsWith('piece') ? state : sent;
              if (secret.text !== '' && bytes.includes(secret.text))
                throw new Error(`${formatViewer(viewer)} received ${secret.what}`);
            }
            const lines = JSON.stringify(projector.lines(file(), r.log, viewer));
            const ever = everSeen.get(formatViewer(viewer))!;
            for (const map of liveMaps(r))
              for (const node of map.nodes)
                if (node.name && !ever.has(node.name) && lines.includes(node.name))
                  throw new Error(`${formatViewer(viewer)} read ${node.name} in the log`);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('gives a team the tile of a hidden place once it is revealed to it, and no one else', () => {
    const r = mapsRecorder();
    r.act({ type: 'map.reveal', map: 'skirmish', at: ['3,0'], team: 'red' });
    const projector = new SessionProjector(lodestarSession);
    const file = { header: r.engine.header, engine: r.engine, entries: r.log, seq: r.engine.seq };
    const red = projector.state(file, teamViewer('red')).maps.live['skirmish']!;
    const blue = projector.state(file, teamViewer('blue')).maps.live['skirmish']!;
    expect(red.revealed.placements['3,0']?.tile).toBe('mines');
    expect(red.tokens.map((t) => t.id)).toContain('mine-layer');
    expect(red.visibility['3,0']).toBeUndefined();
    expect(blue.revealed.placements).toEqual({});
    expect(blue.tokens.map((t) => t.id)).not.toContain('mine-layer');
    expect(blue.visibility['3,0']).toEqual({ state: 'hidden', revealedTo: [] });
  });
});
