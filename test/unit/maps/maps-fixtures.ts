import { lodestarSession } from '../../../features/index.ts';
import { SessionEngine } from '../../../session/engine.ts';
import { createHeader } from '../../../session/session-header.ts';
import type { MapHintsInput } from '../../../features/maps/map-hints-format.ts';
import { scenarioSchema, type Scenario } from '../../../scenarios/format/schema.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { Recorder } from '../session/session-fixtures.ts';

/**
 * A small game of two maps: a hex skirmish board (ships that stack one per hex, a flak ring,
 * a hidden minefield of named tiles, an unexplored nebula) and a point-to-point sector with
 * fog, a scouting fleet and a gate whose roll picks an exit.
 */
export const HIDDEN_TILE_NAME = 'Secret Minefield Zq';
export const FOG_TILE_NAME = 'Veiled Nebula Kx';

const hexHints: MapHintsInput = {
  moves: [
    { tokens: ['ship-*'], range: 3, mode: 'straight', blockedBy: ['ship-*'] },
    { tokens: ['fighter-*'], range: 4, mode: 'path' },
  ],
  stacking: { tokens: ['ship-*'], limit: 1 },
  lineOfSight: { blockingKinds: ['asteroids'], blockingTokens: ['ship-*'] },
  radii: [{ label: 'Flak barrier', tokens: ['ship-flak'], range: 2 }],
};

const graphHints: MapHintsInput = {
  revealOnEnter: { tokens: ['fleet'] },
  scouting: { from: ['fleet'], range: 1 },
  exitRolls: [{ at: 'gate', exits: ['a', 'b', 'c', 'd', 'e', 'f'] }],
};

export function mapsScenario(): Scenario {
  return scenarioSchema.parse({
    schemaVersion: 1,
    meta: { title: 'Map game', players: { min: 2, max: 12 }, durationMinutes: 60 },
    teams: [
      { id: 'red', name: 'Red', colour: '#cc3333' },
      { id: 'blue', name: 'Blue', colour: '#3333cc' },
    ],
    tiles: [
      { id: 'mines', name: HIDDEN_TILE_NAME, kind: 'hazard' },
      { id: 'nebula', name: FOG_TILE_NAME, kind: 'hazard' },
      { id: 'rock', name: 'Asteroid field', kind: 'asteroids' },
    ],
    maps: [
      {
        id: 'skirmish',
        name: 'Skirmish',
        grid: { kind: 'hex', shape: { type: 'hexagon', radius: 4 } },
        placements: {
          '3,0': { tile: 'mines' },
          '3,-1': { tile: 'mines' },
          '-3,1': { tile: 'nebula' },
          '0,2': { tile: 'rock' },
        },
        visibility: {
          '3,0': { state: 'hidden' },
          '3,-1': { state: 'hidden' },
          '-3,1': { state: 'unexplored' },
        },
        tokens: [
          { id: 'ship-red', at: '0,0', label: 'Red cruiser', team: 'red' },
          { id: 'ship-blue', at: '0,-2', label: 'Blue cruiser', team: 'blue' },
          { id: 'ship-flak', at: '-2,0', label: 'Flak frigate', team: 'red' },
          { id: 'fighter-1', at: '1,0', label: 'Fighters', team: 'red' },
          { id: 'mine-layer', at: '3,0', label: 'Mine layer' },
        ],
        attributes: { hints: hexHints },
      },
      {
        id: 'sector',
        name: 'Sector',
        grid: { kind: 'graph' },
        laneTypes: [{ id: 'green', name: 'Green route', colour: '#22aa44' }],
        nodes: [
          { id: 'home', name: 'Home', x: 100, y: 100 },
          { id: 'gate', name: 'Gate', x: 300, y: 100 },
          { id: 'a', name: 'Alder', x: 500, y: 100 },
          { id: 'b', name: 'Birch', x: 500, y: 200 },
          { id: 'c', name: 'Cedar', x: 500, y: 300 },
          { id: 'd', name: 'Dogwood', x: 700, y: 100 },
          { id: 'e', name: 'Elm', x: 700, y: 200 },
          { id: 'f', name: 'Fir', x: 700, y: 300 },
        ],
        lanes: [
          { id: 'l1', from: 'home', to: 'gate', type: 'green', cost: 1 },
          { id: 'l2', from: 'gate', to: 'a', type: 'green', cost: 2 },
          { id: 'l3', from: 'a', to: 'b', type: 'green', cost: 1 },
          { id: 'l4', from: 'home', to: 'c', type: 'green', cost: 6 },
          { id: 'l5', from: 'b', to: 'c', type: 'green', cost: 1 },
          { id: 'l6', from: 'd', to: 'e', type: 'green', cost: 1 },
          { id: 'l7', from: 'e', to: 'f', type: 'green', cost: 1 },
        ],
        tokens: [{ id: 'fleet', at: 'home', label: 'The Fleet' }],
        visibility: {
          a: { state: 'unexplored' },
          b: { state: 'unexplored' },
          c: { state: 'unexplored' },
          d: { state: 'hidden' },
          e: { state: 'hidden' },
          f: { state: 'hidden' },
        },
        attributes: { hints: graphHints },
      },
    ],
  });
}

export function mapsHeader(scenario: Scenario = mapsScenario()) {
  return createHeader({
    id: 'maps-session',
    title: 'Maps',
    scenarioId: null,
    scenario,
    seed: 'maps-seed',
    createdAt: Date.UTC(2025, 5, 14, 15),
    createdBy: 'Ana',
    utcOffsetMinutes: 0,
  });
}

export function mapsRecorder(scenario?: Scenario): Recorder {
  return new Recorder(SessionEngine.start(mapsHeader(scenario), lodestarSession));
}

export function bundled(id: string): Scenario {
  return bundledScenarios.find((b) => b.id === id)!.scenario;
}

/** Proposes an action and returns the refusal's message (or null when it was accepted). */
export function refusal(r: Recorder, action: unknown): string | null {
  try {
    r.act(action);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}
