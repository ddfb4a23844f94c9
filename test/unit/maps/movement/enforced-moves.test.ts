import { describe, expect, it } from 'vitest';
import { liveMapDef } from '../../../../features/maps/live-map.ts';
import { hintsOf } from '../../../../features/maps/hints.ts';
import { reachablePlaces } from '../../../../features/maps/map-rules.ts';
import type { MapHintsInput } from '../../../../features/maps/map-hints-format.ts';
import { entryText } from '../../../../session/describe.ts';
import { lodestarSession } from '../../../../features/index.ts';
import { teamViewer } from '../../../../session/viewer.ts';
import { scenarioSchema, type Scenario } from '../../../../scenarios/format/schema.ts';
import { bundled, mapsRecorder, refusal } from '../maps-fixtures.ts';

/** Move hints as rules: refused with the reason in words, unless Control overrides. */

type R = ReturnType<typeof mapsRecorder>;
const tokenAt = (r: R, map: string, id: string) =>
  r.engine.state.maps.live[map]!.tokens.find((t) => t.id === id)!;

function fleetScenario(hints: MapHintsInput): Scenario {
  return scenarioSchema.parse({
    schemaVersion: 1,
    meta: { title: 'Fleet', players: { min: 2, max: 12 }, durationMinutes: 60 },
    teams: [{ id: 'red', name: 'Red', colour: '#cc3333' }],
    maps: [
      {
        id: 'sea',
        name: 'Sea',
        grid: { kind: 'hex', shape: { type: 'hexagon', radius: 4 } },
        tokens: [
          { id: 'ship-carrier', at: '0,0', label: 'Carrier', cells: ['0,1'] },
          { id: 'ship-frigate', at: '0,-2', label: 'Frigate', facing: 'N' },
          { id: 'ship-tug', at: '2,-1', label: 'Tug' },
          { id: 'wing-1', at: '-2,0', label: 'Wing' },
        ],
        attributes: { hints },
      },
    ],
  });
}

const rules: MapHintsInput = {
  enforce: true,
  moves: [
    { tokens: ['ship-*'], range: 2, mode: 'straight', blockedBy: ['ship-*'], facing: 'ahead' },
    { tokens: ['wing-*'], range: 2, mode: 'path', blockedBy: ['ship-*'] },
  ],
  stacking: { tokens: ['ship-*'], limit: 1 },
};

describe('enforced move hints', () => {
  it('refuse a move off a straight line, beyond reach, through or onto a piece, against facing', () => {
    const r = mapsRecorder(fleetScenario(rules));
    const move = (token: string, to: string) =>
      refusal(r, { type: 'map.move', map: 'sea', token, to });
    expect(move('ship-tug', '2,0')).toBeNull();
    expect(move('ship-tug', '1,-2')).toBe(
      'Tug cannot move from 2,0 to 1,-2: it moves only in a straight line',
    );
    expect(move('ship-tug', '-1,3')).toBe('Tug cannot move 3 steps from 2,0: it moves at most 2');
    expect(move('ship-frigate', '0,-4')).toBe(null);
    expect(move('ship-frigate', '0,-3')).toBe('Frigate faces N: it cannot move S');
    // The carrier's stern at 0,1 blocks as much as its bow at 0,0.
    expect(move('wing-1', '0,1')).toBe('Wing cannot move onto Carrier at 0,1');
    r.act({ type: 'map.place', map: 'sea', at: '-1,2', label: 'Buoy', id: 'ship-buoy' });
    expect(move('ship-buoy', '1,0')).toBe('Buoy cannot move through Carrier at 0,1');
    expect(move('wing-1', '1,1')).toBe('Wing cannot reach 1,1 from -2,0: it moves at most 2');
    expect(tokenAt(r, 'sea', 'ship-buoy').at).toBe('-1,2');
    expect(tokenAt(r, 'sea', 'wing-1').at).toBe('-2,0');
  });

  it('are only highlights when the hints do not say enforce', () => {
    const r = mapsRecorder(fleetScenario({ ...rules, enforce: false }));
    r.act({ type: 'map.move', map: 'sea', token: 'ship-tug', to: '-3,3' });
    expect(tokenAt(r, 'sea', 'ship-tug').at).toBe('-3,3');
  });

  it('let Control override with a reason, logged with the rule broken', () => {
    const r = mapsRecorder(fleetScenario(rules));
    const [entry] = r.act({
      type: 'map.move',
      map: 'sea',
      token: 'ship-tug',
      to: '1,-2',
      override: { reason: 'engines rebuilt' },
    });
    expect(tokenAt(r, 'sea', 'ship-tug').at).toBe('1,-2');
    const line =
      'Ana moved Tug from 2,-1 to 1,-2, against the movement rules (Tug cannot move from 2,-1 to 1,-2: it moves only in a straight line), allowed by Control: engines rebuilt';
    expect(entryText(entry!, r.engine.header, lodestarSession.registry)).toBe(line);
    expect(entryText(entry!, r.engine.header, lodestarSession.registry, teamViewer('red'))).toBe(
      line,
    );
    expect(
      refusal(r, {
        type: 'map.move',
        map: 'sea',
        token: 'ship-tug',
        to: '2,-1',
        override: { reason: ' ' },
      }),
    ).toMatch(/say why the move is allowed/);
  });
});

describe('pieces longer than one cell', () => {
  it('move as one, every cell translated, and collide with every cell', () => {
    const r = mapsRecorder(fleetScenario({ ...rules, enforce: false }));
    r.act({ type: 'map.move', map: 'sea', token: 'ship-carrier', to: '-1,0' });
    const carrier = tokenAt(r, 'sea', 'ship-carrier');
    expect([carrier.at, carrier.cells]).toEqual(['-1,0', ['0,1']]);
    // Its stern would land on the tug.
    expect(refusal(r, { type: 'map.move', map: 'sea', token: 'ship-carrier', to: '2,-2' })).toBe(
      '2,-1 already holds Tug: at most 1 such piece per place',
    );
    // Its stern would leave the board.
    expect(refusal(r, { type: 'map.move', map: 'sea', token: 'ship-carrier', to: '0,4' })).toBe(
      'Carrier cannot move onto 0,5: it is off Sea',
    );
  });

  it('reach only where the whole piece fits and passes', () => {
    const r = mapsRecorder(fleetScenario(rules));
    const sea = liveMapDef(r.engine.header.scenario.maps[0]!, r.engine.state.maps.live['sea']!);
    const carrier = sea.tokens.find((t) => t.id === 'ship-carrier')!;
    const reach = reachablePlaces(r.engine.header.scenario, sea, hintsOf(sea).hints, carrier);
    expect(reach).toContain('0,-1');
    // 2,-2 would put its stern on the tug; 0,3 is beyond its reach.
    expect(reach).not.toContain('2,-2');
    expect(reach).not.toContain('0,3');
  });
});

describe('So Say We All’s battle map', () => {
  const battle = () => mapsRecorder(bundled('so-say-we-all'));

  it('holds the Prosecutor as one two-hex piece that moves whole', () => {
    const r = battle();
    expect(tokenAt(r, 'battle-map', 'prosecutor').cells).toEqual(['0,1']);
    r.act({ type: 'map.move', map: 'battle-map', token: 'prosecutor', to: '8,1' });
    const moved = tokenAt(r, 'battle-map', 'prosecutor');
    expect(moved.at).toBe('8,1');
    expect(moved.cells).toEqual(['0,1']);
  });

  it('refuses a move through another ship, and a move off a straight line', () => {
    const r = battle();
    expect(
      refusal(r, { type: 'map.move', map: 'battle-map', token: 'ship-civilian-ship-2', to: '7,3' }),
    ).toMatch(/^Civilian Ship 2 cannot move through R\.E\.C\. Prosecutor at /);
    expect(
      refusal(r, { type: 'map.move', map: 'battle-map', token: 'ship-civilian-ship-6', to: '4,2' }),
    ).toMatch(/^Civilian Ship 6 cannot move from .* it moves only in a straight line$/);
  });
});
