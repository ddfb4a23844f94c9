import { coveredBy } from '../../../../features/maps/footprint.ts';
import { describe, expect, it } from 'vitest';
import { hexDistance } from '../../../../editor/geometry/hex.ts';
import type { Axial } from '../../../../editor/geometry/coords.ts';
import { keyToHex } from '../../../../editor/geometry/keys.ts';
import { boardCells } from '../../../../editor/model/board.ts';
import { bundled, mapOf, reachable } from './bundled.ts';

const s = bundled('so-say-we-all');

function hexOf(key: string): Axial {
  const h = keyToHex(key);
  if (!h) throw new Error(`"${key}" is not a hex cell`);
  return h;
}

describe('So Say We All: the Galaxy map', () => {
  const galaxy = mapOf(s, 'galaxy-map');

  it('is a graph of star systems joined by dashed adjacency lanes', () => {
    expect(galaxy.grid.kind).toBe('graph');
    expect(galaxy.nodes.length).toBeGreaterThanOrEqual(10);
    expect(galaxy.nodes.every((n) => n.kind === 'system')).toBe(true);
    expect(galaxy.laneTypes).toEqual([
      expect.objectContaining({ id: 'adjacency', style: 'dashed' }),
    ]);
    for (const lane of galaxy.lanes) {
      expect(lane.type).toBe('adjacency');
      expect(lane.style ?? 'dashed').toBe('dashed');
      expect(lane.direction).toBe('two-way');
    }
  });

  it('starts with every system unexplored but the one the Fleet is in', () => {
    const fleet = galaxy.tokens.find((t) => t.id === 'fleet');
    expect(fleet).toBeDefined();
    const unexplored = galaxy.nodes.filter((n) => galaxy.visibility[n.id]?.state === 'unexplored');
    expect(unexplored.length).toBeGreaterThan(galaxy.nodes.length / 2);
    expect(unexplored.map((n) => n.id).sort()).toEqual(
      galaxy.nodes
        .map((n) => n.id)
        .filter((id) => id !== fleet?.at)
        .sort(),
    );
    for (const v of Object.values(galaxy.visibility)) expect(v.revealedTo).toEqual([]);
  });

  it('lets Shuttles reach every system, one adjacent hop at a time', () => {
    expect(reachable(galaxy).size).toBe(galaxy.nodes.length);
  });

  it('keeps a Control note for what each system holds, and says the layout is reconstructed', () => {
    for (const node of galaxy.nodes) expect(galaxy.notes[node.id]).toMatch(/Scouting/);
    expect(galaxy.description).toMatch(/editable reconstruction/);
  });
});

describe('So Say We All: the Battle map', () => {
  const battle = mapOf(s, 'battle-map');
  const cells = new Set<string>(boardCells(battle));

  it('is a hex board', () => {
    expect(battle.grid).toMatchObject({ kind: 'hex', shape: { type: 'rectangle' } });
    expect(cells.size).toBeGreaterThan(100);
  });

  it('puts the Prosecutor on two adjacent hexes at the centre of the board', () => {
    // One piece over two cells, so that it moves as one.
    const prosecutor = battle.tokens.filter((t) => t.team === 'prosecutor');
    expect(prosecutor).toHaveLength(1);
    const [bow, stern] = coveredBy(battle, prosecutor[0]!).map(hexOf);
    expect(hexDistance(bow!, stern!)).toBe(1);
    // At the centre: the bow's farthest cell is (within a step) as near as any cell's can be.
    const all = [...cells].map(hexOf);
    const reach = (h: Axial) => Math.max(...all.map((c) => hexDistance(h, c)));
    const best = Math.min(...all.map(reach));
    expect(reach(bow!)).toBeLessThanOrEqual(best + 1);
  });

  it('arranges all eleven ships on the board, one ship per hex', () => {
    const ships = s.teams.filter((t) => t.kind === 'team').map((t) => t.id);
    const onBoard = new Set(battle.tokens.map((t) => t.team));
    expect([...onBoard].sort()).toEqual([...ships].sort());
    const at = battle.tokens.map((t) => t.at);
    expect(new Set(at).size).toBe(at.length);
    for (const key of at) expect(cells).toContain(key);
  });

  it('records the distances the rules give as map attributes', () => {
    expect(battle.attributes).toMatchObject({
      shipMoveHexes: 4,
      interceptorMoveHexes: 6,
      flakRadiusHexes: 2,
      interceptorRecoveryHexes: 4,
    });
  });
});
