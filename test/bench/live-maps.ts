/**
 * Live map figures for `npm run bench -- livemaps`: a piece moved on a 10,000-cell board in a
 * running session, as the host handles it.
 *
 *   move (Control)     the action validated, applied and accepted by the engine
 *   move → team        the same, then the state projected for a team (hidden places, fog)
 *                      and written as the JSON the WebSocket sends
 *   reach              where the moved piece may go next (4 hexes in a straight line)
 */
import { performance } from 'node:perf_hooks';
import { lodestarSession } from '../../features/index.ts';
import { hintsOf } from '../../features/maps/hints.ts';
import { liveMapDef } from '../../features/maps/live-map.ts';
import { reachablePlaces } from '../../features/maps/map-rules.ts';
import { SessionEngine } from '../../session/engine.ts';
import { projectState } from '../../session/projection.ts';
import { createHeader } from '../../session/session-header.ts';
import { teamViewer } from '../../session/viewer.ts';
import { scenarioSchema, type Scenario } from '../../scenarios/format/schema.ts';

export interface LiveMapBenchTools {
  report(figure: { name: string; ms: number | null; targetMs: number; note?: string }): void;
  median(values: number[]): number;
}

const SIDE = 100;
const PIECES = 300;
const RUNS = 60;

/** A 100×100 hex board, every cell tiled, a fifth of it hidden, 300 ships that stack one per hex. */
export function bigBoardScenario(): Scenario {
  const placements: Record<string, { tile: string }> = {};
  const visibility: Record<string, { state: 'hidden' }> = {};
  const cells: string[] = [];
  for (let col = 0; col < SIDE; col++)
    for (let row = 0; row < SIDE; row++) {
      // Odd-q offset columns to axial, as the rectangle board keys its cells.
      const q = col;
      const r = row - (col - (col & 1)) / 2;
      const key = `${q},${r}`;
      cells.push(key);
      placements[key] = { tile: (q + r) % 7 === 0 ? 'nebula' : 'space' };
      if (col % 5 === 0) visibility[key] = { state: 'hidden' };
    }
  const open = cells.filter((c) => !visibility[c]);
  return scenarioSchema.parse({
    schemaVersion: 1,
    meta: { title: 'Big board', players: { min: 2, max: 300 }, durationMinutes: 240 },
    teams: [
      { id: 'red', name: 'Red', colour: '#cc3333' },
      { id: 'blue', name: 'Blue', colour: '#3333cc' },
    ],
    tiles: [
      { id: 'space', name: 'Space', kind: 'empty' },
      { id: 'nebula', name: 'Nebula', kind: 'nebula' },
    ],
    maps: [
      {
        id: 'board',
        name: 'Board',
        grid: { kind: 'hex', shape: { type: 'rectangle', width: SIDE, height: SIDE } },
        placements,
        visibility,
        tokens: Array.from({ length: PIECES }, (_, i) => ({
          id: `ship-${i}`,
          at: open[(i * 31) % open.length],
          label: `Ship ${i}`,
          team: i % 2 ? 'red' : 'blue',
        })),
        attributes: {
          hints: {
            moves: [{ tokens: ['ship-*'], range: 4, mode: 'straight', blockedBy: ['ship-*'] }],
            stacking: { tokens: ['ship-*'], limit: 1 },
          },
        },
      },
    ],
  });
}

export async function benchLiveMaps({ report, median }: LiveMapBenchTools): Promise<void> {
  const scenario = bigBoardScenario();
  const header = createHeader({
    id: 'bench-live-maps',
    title: 'Bench',
    scenarioId: null,
    scenario,
    seed: 'bench',
    createdAt: Date.now(),
    createdBy: 'Bench',
    utcOffsetMinutes: 0,
  });
  const engine = SessionEngine.start(header, lodestarSession);
  const board = scenario.maps[0]!;
  const mapNow = () => liveMapDef(board, engine.state.maps.live['board']!);
  let at = Date.now();
  /** The next move: ship 0 along its column, to a free place. */
  const nextMove = (): unknown => {
    const map = mapNow();
    const ship = map.tokens[0]!;
    const taken = new Set(map.tokens.map((t) => t.at));
    const [q, r] = ship.at.split(',').map(Number) as [number, number];
    for (const dr of [1, -1, 2, -2, 3, -3]) {
      const to = `${q},${r + dr}`;
      if (!taken.has(to) && map.placements[to])
        return { type: 'map.move', map: 'board', token: ship.id, to };
    }
    throw new Error('no free place next to the ship');
  };
  const move = () => {
    const proposal = engine.propose(nextMove(), { at: (at += 1000), by: 'Bench' });
    engine.accept(proposal);
  };

  for (let i = 0; i < 5; i++) move();
  const control: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    move();
    control.push(performance.now() - start);
  }
  report({ name: 'live map: a move on 10,000 cells (Control)', ms: median(control), targetMs: 20 });

  const team: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    move();
    const projected = projectState(lodestarSession, engine.state, scenario, teamViewer('red'));
    bytes = JSON.stringify(projected.maps).length;
    team.push(performance.now() - start);
  }
  report({
    name: 'live map: a move on 10,000 cells → a team’s projection, as JSON',
    ms: median(team),
    targetMs: 50,
    note: `${Math.round(bytes / 1024)} KB of map state sent`,
  });

  const reach: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    move();
    const map = mapNow();
    const start = performance.now();
    reachablePlaces(scenario, map, hintsOf(map).hints, map.tokens[0]!);
    reach.push(performance.now() - start);
  }
  report({
    name: 'live map: reach of a piece (4 in a line, 10,000 cells)',
    ms: median(reach),
    targetMs: 5,
  });
}
