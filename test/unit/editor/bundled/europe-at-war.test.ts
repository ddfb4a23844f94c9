import { describe, expect, it } from 'vitest';
import { seatCount } from '../../../../scenarios/format/schema.ts';
import { bundled, mapOf, pairKey, reachable } from './bundled.ts';

/**
 * The adjacency list as the WarpSpawn book prints it (seed 003, "Europe At War", L3325-3342),
 * one line per country. England's line is prose: it "Controls the Seas. Access to all except
 * Warsaw and Switzerland" (L3327).
 */
const SOURCE: [line: number, country: string, connectedTo: string[]][] = [
  [3326, 'France', ['Spain', 'Holland', 'Rhineland', 'Switzerland', 'Italy']],
  [3328, 'Russia', ['Prussia', 'Warsaw', 'Sweden', 'Austria', 'Ottoman Empire']],
  [3329, 'Austria', ['Rhineland', 'Prussia', 'Russia', 'Warsaw', 'Ottoman Empire']],
  [3330, 'Prussia', ['Rhineland', 'Austria', 'Russia', 'Warsaw']],
  [3331, 'Holland', ['Denmark', 'Rhineland', 'France']],
  [3332, 'Sweden', ['Denmark', 'Russia']],
  [3333, 'Denmark', ['Holland', 'Rhineland']],
  [3334, 'Spain', ['France', 'Portugal']],
  [3335, 'Portugal', ['Spain']],
  [
    3336,
    'Rhineland',
    ['Switzerland', 'Italy', 'France', 'Holland', 'Denmark', 'Prussia', 'Austria'],
  ],
  [3337, 'Italy', ['Rhineland', 'Switzerland', 'Naples', 'Austria']],
  [3338, 'Naples', ['Italy', 'Egypt']],
  [3339, 'Switzerland', ['Rhineland', 'Italy', 'France']],
  [3340, 'Warsaw', ['Prussia', 'Russia', 'Austria']],
  [3341, 'Egypt', ['Naples', 'Ottoman Empire']],
  [3342, 'Ottoman Empire', ['Russia', 'Egypt']],
];
const ENGLAND_NO_ACCESS = ['Warsaw', 'Switzerland'];

const s = bundled('europe-at-war');
const map = mapOf(s, 'europe');
const idOf = (name: string): string => {
  const node = map.nodes.find((n) => n.name === name);
  if (!node) throw new Error(`no country "${name}" on the map`);
  return node.id;
};
const lanesByPair = new Map(map.lanes.map((l) => [pairKey(l.from, l.to), l]));

describe('Europe at War', () => {
  it('has the seventeen countries of the list as nodes, and a seat for each', () => {
    const countries = new Set(['England', ...SOURCE.flatMap(([, c, list]) => [c, ...list])]);
    expect(countries.size).toBe(17);
    expect(map.nodes.map((n) => n.name).sort()).toEqual([...countries].sort());
    expect(s.teams.map((t) => t.name).sort()).toEqual([...countries].sort());
    expect(seatCount(s)).toBe(s.meta.players.max);
    expect(s.meta.designers).toEqual(['Lloyd Krassner']);
  });

  it.each(SOURCE)('L%i: every connection of %s is a two-way land lane', (_line, country, list) => {
    for (const other of list) {
      const lane = lanesByPair.get(pairKey(idOf(country), idOf(other)));
      expect(lane, `${country}–${other}`).toMatchObject({ type: 'land', direction: 'two-way' });
    }
  });

  it('L3327: England reaches every country but Warsaw and Switzerland by sea', () => {
    for (const node of map.nodes) {
      if (node.name === 'England') continue;
      const lane = lanesByPair.get(pairKey(idOf('England'), node.id));
      if (ENGLAND_NO_ACCESS.includes(node.name)) expect(lane, node.name).toBeUndefined();
      else expect(lane, node.name).toMatchObject({ type: 'sea', direction: 'two-way' });
    }
  });

  it('has no lane the source does not give', () => {
    const given = new Set(
      SOURCE.flatMap(([, c, list]) => list.map((o) => pairKey(idOf(c), idOf(o)))),
    );
    for (const node of map.nodes)
      if (node.name !== 'England' && !ENGLAND_NO_ACCESS.includes(node.name))
        given.add(pairKey(idOf('England'), node.id));
    expect(map.lanes.map((l) => pairKey(l.from, l.to)).sort()).toEqual([...given].sort());
  });

  it('is one connected map', () => {
    expect(reachable(map).size).toBe(map.nodes.length);
    // Even without England's sea lanes, the land connections hold the continent together.
    const land = { ...map, lanes: map.lanes.filter((l) => l.type === 'land') };
    const ids = reachable({ ...land, nodes: map.nodes.filter((n) => n.name !== 'England') });
    expect(ids.size).toBe(map.nodes.length - 1);
  });

  it('L3326-3342: the four pairs the list gives from one side only are two-way, and the description says so', () => {
    const oneSided: [string, number, string, number][] = [
      ['France', 3326, 'Italy', 3337],
      ['Sweden', 3332, 'Denmark', 3333],
      ['Italy', 3337, 'Austria', 3329],
      ['Austria', 3329, 'Ottoman Empire', 3342],
    ];
    const lists = new Map(SOURCE.map(([, c, list]) => [c, list]));
    const asymmetric = SOURCE.flatMap(([, c, list]) =>
      list.filter((o) => !(lists.get(o) ?? []).includes(c)).map((o) => pairKey(c, o)),
    );
    expect(asymmetric.sort()).toEqual(oneSided.map(([a, , b]) => pairKey(a, b)).sort());
    for (const [a, lineA, b, lineB] of oneSided) {
      const lane = lanesByPair.get(pairKey(idOf(a), idOf(b)));
      expect(lane, `${a}–${b}`).toMatchObject({ type: 'land', direction: 'two-way' });
      expect(map.description).toContain(`${a}–${b} (${a} L${lineA}, not ${b} L${lineB})`);
    }
  });
});

/** The Action Card Deck as printed (L3583-3821): five columns of card names, none with a count. */
const DECK_COLUMNS: [first: number, last: number][] = [
  [3586, 3612],
  [3615, 3667],
  [3670, 3722],
  [3725, 3777],
  [3780, 3821],
];

describe('Europe at War: the action deck, units, revenue and turn', () => {
  it('L3583-3821: the shared action deck holds the 228 printed cards, 1 copy each (assumed)', () => {
    expect(s.decks.map((d) => d.id)).toEqual(['action-deck']);
    const deck = s.decks[0]!;
    const printed = DECK_COLUMNS.reduce((n, [a, b]) => n + b - a + 1, 0);
    expect(printed).toBe(228);
    expect(deck.cards).toHaveLength(printed);
    expect(deck.cards.reduce((n, c) => n + c.copies, 0)).toBe(228);
    expect(deck.cards.every((c) => c.copies === 1 && /assumption/.test(c.source))).toBe(true);
    expect(deck.cards[0]).toMatchObject({ title: 'Tactical Move', text: 'Move 1 stack' });
    expect(deck.cards.at(-1)).toMatchObject({ title: 'Popular Cause' });
    expect(deck.cards.find((c) => c.title === 'Cross the T')).toMatchObject({
      text: 'Sea: Stack gets x2 Force',
      tags: ['sea'],
    });
    expect(deck).toMatchObject({ shuffleAtStart: true, reshuffleWhenEmpty: true, dealTo: 'hand' });
  });

  it('L3401-3571: each country has a unit chit pile from its list, leaders it starts with in play', () => {
    expect(s.bags).toHaveLength(17);
    const bag = (team: string) => s.bags.find((b) => b.id === `units-${team}`)!;
    const total = (team: string) => bag(team).kinds.reduce((n, k) => n + (k.total ?? 0), 0);
    // Sums of the # column of each printed list.
    expect(total('spain')).toBe(145); // Basic set, L3404-3423
    expect(total('france')).toBe(165); // L3455-3477
    expect(total('england')).toBe(165); // L3482-3502
    expect(total('prussia')).toBe(139); // L3507-3524
    expect(total('austria')).toBe(135); // L3529-3546
    expect(total('russia')).toBe(152); // L3551-3571
    expect(bag('france').kinds.find((k) => k.id === 'general')?.total).toBe(6);
    expect(bag('france').contents.general).toBe(5);
    expect(bag('england').kinds.find((k) => k.id === 'frigates')?.total).toBe(15); // shifted row L3485
    expect(bag('russia').kinds.find((k) => k.id === 'cossacks')?.total).toBe(15); // shifted row L3571
    for (const team of s.teams)
      expect(bag(team.id).kinds.every((k) => k.colour === team.colour)).toBe(true);
  });

  it('L3373, L3381, L3346-3353: revenue and units are per-country trackers', () => {
    const tracker = (id: string) => s.trackers.find((t) => t.id === id)!;
    expect(s.trackers.map((t) => t.id)).toEqual([
      'revenue',
      'revenue-per-turn',
      'units',
      'cards-drawn',
    ]);
    for (const t of s.trackers) expect(t.scope).toBe('team');
    // The book gives no starting treasury or per-country revenue: flagged, editable zeros.
    expect(tracker('revenue')).toMatchObject({ start: 0, min: 0 });
    expect(tracker('revenue').description).toMatch(/assumption/);
    expect(tracker('revenue-per-turn')).toMatchObject({ start: 0 });
    expect(tracker('revenue-per-turn').description).toMatch(
      /Wilderness 1.*Capitol City 5.*assumption/,
    );
    // 1 General, 1 Admiral and 10 random units; at most 50 (ruleset L3895).
    expect(tracker('units')).toMatchObject({ start: 12, max: 50 });
    expect(s.productions).toEqual([
      expect.objectContaining({
        id: 'revenue',
        input: 'revenue-per-turn',
        rate: 1,
        output: 'revenue',
      }),
      expect.objectContaining({ id: 'upkeep', input: 'units', rate: -1, output: 'revenue' }),
    ]);
  });

  it('L3853: a turn is the seven phases of the Warp Empires ruleset, in order, lengths assumed', () => {
    expect(s.schedule.blocks).toHaveLength(1);
    const block = s.schedule.blocks[0]!;
    expect(block.phases.map((p) => p.name)).toEqual([
      'Draw Phase',
      'Move Phase',
      'Battle Phase',
      'Revenue Phase',
      'Recruit Phase',
      'Upkeep Phase',
      'Control Phase',
    ]);
    expect(block.phases.every((p) => p.assumed && /assumption/.test(p.description))).toBe(true);
    expect(block.phases.find((p) => p.id === 'revenue')?.atStart).toEqual([
      { kind: 'produce', productions: ['revenue'] },
    ]);
    const minutes = block.phases.reduce((n, p) => n + (p.minutes ?? 0), 0);
    expect(minutes * block.repeat).toBe(s.meta.durationMinutes);
    // The casualty rule is a resolver with formula amounts (tested in bundled-formulas), and
    // the phase still says it in the book's words.
    expect(s.resolvers.map((r) => r.id)).toEqual(['battle']);
    expect(block.phases.find((p) => p.id === 'battle')?.description).toMatch(
      /L3399.*20% of its units rounded up.*half the loser's losses rounded down/,
    );
  });
});
