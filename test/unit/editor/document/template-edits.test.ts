import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  duplicateTemplate,
  newTemplateFromGrid,
  nextFreeSeat,
  paintPlaces,
  restorePlaces,
  templatePlaces,
  templateProblems,
  type RoleBrush,
} from '../../../../editor/model/template-edits.ts';
import type { GalaxyTemplate } from '../../../../scenarios/format/galaxy-templates.ts';
import { parseScenarioValue, serializeScenario } from '../../../../scenarios/format/parse.ts';
import { bundled } from '../bundled/bundled.ts';

const ti4 = bundled('ti4-galaxy');
const six = ti4.galaxyTemplates.find((t) => t.id === 'ti4-6p')!;
const ctx = {
  tiles: new Set(ti4.tiles.map((t) => t.id)),
  pools: new Set(ti4.tilePools.map((p) => p.id)),
};
const board = templatePlaces(six);

const seatsOf = (t: GalaxyTemplate) =>
  Object.values(t.places).flatMap((p) => (p.role === 'home' && p.seat !== null ? [p.seat] : []));

describe('template role painting', () => {
  it('the bundled 6-player template is clean', () => {
    expect(templateProblems(six, ctx).filter((p) => p.level === 'error')).toEqual([]);
  });

  it('paints a place closed and undoes it exactly', () => {
    const open = board.find((p) => six.places[p] === undefined)!;
    const painted = paintPlaces(six, [open], { role: 'closed' });
    expect(painted.changed).toBe(true);
    expect(painted.template.places[open]).toEqual({ role: 'closed' });
    expect(restorePlaces(painted.template, painted.before)).toEqual(six);
  });

  it('painting what is already there is no change', () => {
    const closed = board.find((p) => six.places[p]?.role === 'home')!;
    const again = paintPlaces(six, [closed], { role: 'home', seat: null });
    expect(again.changed).toBe(false);
    expect(again.template).toBe(six);
  });

  it('a chosen seat moves: the home that held it loses its seat', () => {
    const [first, second] = board.filter((p) => six.places[p] === undefined);
    const t = paintPlaces(six, [first!], { role: 'home', seat: 1 }).template;
    const holders = Object.entries(t.places).filter(([, r]) => r.role === 'home' && r.seat === 1);
    expect(holders.map(([p]) => p)).toEqual([first]);
    expect(templateProblems(t, ctx).some((p) => p.message.includes('has no seat'))).toBe(true);
    const next = paintPlaces(t, [second!], { role: 'home', seat: null }).template;
    expect(next.places[second!]).toEqual({ role: 'home', seat: nextFreeSeat(t) });
  });

  it('homes beyond the players get no seat', () => {
    const t = newTemplateFromGrid(six.grid, [], { id: 't', name: 'T', players: 2, pool: six.pool });
    const places = templatePlaces(t).slice(0, 3);
    const painted = paintPlaces(t, places, { role: 'home', seat: null }).template;
    expect(places.map((p) => painted.places[p])).toEqual([
      { role: 'home', seat: 1 },
      { role: 'home', seat: 2 },
      { role: 'home', seat: null },
    ]);
    expect(nextFreeSeat(painted)).toBeNull();
  });

  it('places off the board are left alone', () => {
    expect(paintPlaces(six, ['99,99'], { role: 'closed' }).changed).toBe(false);
  });

  it('reports bad seats, missing tiles, unknown pools and tiers', () => {
    const bad: GalaxyTemplate = {
      ...six,
      pool: 'nowhere',
      places: {
        ...six.places,
        [board[0]!]: { role: 'home', seat: 9 },
        [board[1]!]: { role: 'fixed', tile: 'no-such-tile', rotation: 0 },
        [board[2]!]: { role: 'open', tier: 'gold', only: null },
      },
    };
    const messages = templateProblems(bad, ctx).map((p) => p.message);
    expect(messages).toContain('no tile pool "nowhere"');
    expect(messages).toContain(`home at ${board[0]} has seat 9, but the template seats 6`);
    expect(messages).toContain(
      `fixed tile "no-such-tile" at ${board[1]} is not in the tile library`,
    );
    expect(messages.some((m) => m.startsWith('tier "gold"'))).toBe(true);
  });

  it('duplicates a template beside the original under a free id', () => {
    const list = duplicateTemplate(ti4.galaxyTemplates, 'ti4-6p');
    const at = list.findIndex((t) => t.id === 'ti4-6p');
    expect(list[at + 1]).toMatchObject({ id: 'ti4-6p-copy', places: six.places });
    expect(duplicateTemplate(list, 'ti4-6p')[at + 1]!.id).toBe('ti4-6p-copy-2');
  });
});

describe('template seats in the scenario schema', () => {
  const withPlaces = (places: GalaxyTemplate['places']) => {
    const value = JSON.parse(serializeScenario(ti4)) as { galaxyTemplates: GalaxyTemplate[] };
    const t = value.galaxyTemplates.find((x) => x.id === 'ti4-6p')!;
    t.places = { ...t.places, ...places };
    return parseScenarioValue(value);
  };
  const free = board.filter((p) => six.places[p] === undefined);

  it('refuses a seat twice, naming where', () => {
    const result = withPlaces({ [free[0]!]: { role: 'home', seat: 1 } });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems.map((p) => p.message).join('\n')).toMatch(
        /seat 1 is already the home at/,
      );
  });

  it('refuses a seat beyond the players', () => {
    const result = withPlaces({ [free[0]!]: { role: 'home', seat: 7 } });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems.map((p) => p.message)).toContain(
        "seat 7 is beyond the template's 6 players",
      );
  });

  it('keeps a painted template through save and load', () => {
    const painted = paintPlaces(six, [free[0]!], { role: 'closed' }).template;
    const scenario = {
      ...ti4,
      galaxyTemplates: ti4.galaxyTemplates.map((t) => (t.id === six.id ? painted : t)),
    };
    const back = parseScenarioValue(JSON.parse(serializeScenario(scenario)));
    expect(back.ok && back.scenario.galaxyTemplates.find((t) => t.id === six.id)).toEqual(painted);
  });
});

const brushArb: fc.Arbitrary<RoleBrush> = fc.oneof(
  fc.record({
    role: fc.constant('home' as const),
    seat: fc.option(fc.integer({ min: 1, max: 6 })),
  }),
  fc.constant({ role: 'closed' as const }),
  fc.constant({ role: 'clear' as const }),
  fc.record({
    role: fc.constant('open' as const),
    tier: fc.option(fc.constantFrom('high', 'low')),
  }),
  fc.record({
    role: fc.constantFrom('fixed' as const, 'hyperlane' as const),
    tile: fc.constantFrom(...ti4.tiles.slice(0, 3).map((t) => t.id)),
    rotation: fc.integer({ min: 0, max: 5 }),
  }),
);
const strokeArb = fc.record({
  places: fc.array(fc.constantFrom(...board), { minLength: 1, maxLength: 8 }),
  brush: brushArb,
});

describe('template role painting, for any strokes', () => {
  it('undoing every stroke in turn gives back the original; seats stay unique', () => {
    fc.assert(
      fc.property(fc.array(strokeArb, { maxLength: 12 }), (strokes) => {
        let t = six;
        const undo: { before: ReturnType<typeof paintPlaces>['before'] }[] = [];
        for (const s of strokes) {
          const r = paintPlaces(t, s.places, s.brush);
          const seats = seatsOf(r.template);
          expect(new Set(seats).size).toBe(seats.length);
          expect(seats.every((n) => n >= 1 && n <= six.players)).toBe(true);
          if (r.changed) undo.push(r);
          t = r.template;
        }
        for (const r of undo.reverse()) t = restorePlaces(t, r.before);
        expect(t).toEqual(six);
      }),
      { numRuns: 200 },
    );
  });
});
