import { describe, expect, it } from 'vitest';
import { bundled, reachable } from './bundled.ts';

const s = bundled('aquila-rift');
const tables = s.maps;

/** Jump costs by route colour (seed 000 L1079-1091). */
const ROUTE_COSTS: Record<string, number> = { green: 1, blue: 1, yellow: 2, red: 0 };

describe('Aquila Rift map tables', () => {
  it('has one graph map per map table the timer counts, numbered in their attributes', () => {
    const scopes = s.schedule.timers.find((t) => t.id === 'map-tables')?.scopes;
    expect(tables.map((m) => m.name)).toEqual(scopes);
    tables.forEach((map, i) => {
      expect(map.grid.kind).toBe('graph');
      expect(map.attributes).toMatchObject({ table: i + 1, speed: expect.any(String) });
    });
  });

  it.each(tables.map((m) => [m.name, m] as const))(
    '%s: named star systems, numbered jump points, about 16 places',
    (_name, map) => {
      const stars = map.nodes.filter((n) => n.kind === 'star-system');
      const jumps = map.nodes.filter((n) => n.kind === 'jump-point');
      expect(stars.length + jumps.length).toBeGreaterThanOrEqual(12);
      expect(stars.length + jumps.length).toBeLessThanOrEqual(18);
      for (const n of stars) expect(n.name).toMatch(/^[A-Z][a-z]/);
      for (const n of jumps) expect(n.name).toMatch(/^Jump Point \d+$/);
      expect(new Set(jumps.map((n) => n.name)).size).toBe(jumps.length);
    },
  );

  it('shares the Bane Star on every table, under the same node id', () => {
    for (const map of tables) {
      const bane = map.nodes.find((n) => n.id === 'bane-star');
      expect(bane, map.name).toMatchObject({ name: 'Bane Star', kind: 'star-system' });
      expect(map.tokens.some((t) => t.at === 'bane-star' && t.label === 'Hazard')).toBe(true);
    }
  });

  it.each(tables.map((m) => [m.name, m] as const))(
    '%s: one Chaos Gate with six one-way exits labelled 1 to 6, costing nothing',
    (_name, map) => {
      const gates = map.nodes.filter((n) => n.kind === 'chaos-gate');
      expect(gates).toHaveLength(1);
      const exits = map.lanes.filter((l) => l.type === 'chaos-gate');
      expect(exits.every((l) => l.from === gates[0]!.id && l.direction === 'one-way')).toBe(true);
      expect(exits.map((l) => l.label).sort()).toEqual(['1', '2', '3', '4', '5', '6']);
      expect(new Set(exits.map((l) => l.to)).size).toBe(6);
      expect(exits.every((l) => l.cost === 0)).toBe(true);
    },
  );

  it.each(tables.map((m) => [m.name, m] as const))(
    '%s: routes typed by colour, with the jump cost of their colour',
    (_name, map) => {
      const types = new Map(map.laneTypes.map((t) => [t.id, t]));
      expect([...types.keys()]).toEqual(expect.arrayContaining(Object.keys(ROUTE_COSTS)));
      expect(types.get('blue')?.name).toMatch(/pirates only/);
      for (const lane of map.lanes.filter((l) => l.type !== 'chaos-gate'))
        expect(lane.cost, lane.id).toBe(ROUTE_COSTS[lane.type]);
      const used = new Set(map.lanes.map((l) => l.type));
      for (const colour of Object.keys(ROUTE_COSTS)) expect(used).toContain(colour);
    },
  );

  it.each(tables.map((m) => [m.name, m] as const))(
    '%s: every place can be reached, and the starting bases are where the rules put them',
    (_name, map) => {
      expect(reachable(map).size).toBe(map.nodes.length);
      const kindAt = (id: string) => map.nodes.find((n) => n.id === id)?.kind;
      const base = (label: string) => map.tokens.filter((t) => t.label === label);
      expect(base('Colony Base').map((t) => kindAt(t.at))).toEqual(['star-system']);
      expect(base('Patrol Base').map((t) => kindAt(t.at))).toEqual(['star-system']);
      expect(base("Smuggler's Base").map((t) => kindAt(t.at))).toEqual(['jump-point']);
    },
  );

  it('leads off every table to another one', () => {
    for (const map of tables) {
      const exit = map.nodes.find((n) => n.kind === 'table-exit');
      expect(exit?.name).toMatch(/^To Table \d$/);
      expect(tables.map((m) => m.name)).toContain(exit!.name.replace(/^To /, ''));
      expect(exit!.name).not.toBe(`To ${map.name}`);
    }
  });

  it('names Paradise, and says the rest of the layout is reconstructed', () => {
    expect(tables.some((m) => m.nodes.some((n) => n.name === 'Paradise'))).toBe(true);
    for (const map of tables) expect(map.description).toMatch(/editable reconstruction/);
  });
});
