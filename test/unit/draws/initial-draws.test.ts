import { describe, expect, it } from 'vitest';
import { initialDraws } from '../../../features/draws/initial-draws.ts';
import { deckInstances } from '../../../features/draws/decks/piles.ts';
import { seedRng } from '../../../random/rng.ts';
import { scenarioSchema, type ScenarioInput } from '../../../scenarios/format/schema.ts';

function scenario(extra: Partial<ScenarioInput>) {
  return scenarioSchema.parse({
    schemaVersion: 1,
    meta: { title: 'Draws', players: { min: 1, max: 4 }, durationMinutes: 60 },
    schedule: { blocks: [{ id: 'main', phases: [{ id: 'play', name: 'Play', minutes: 10 }] }] },
    ...extra,
  });
}

const deck = {
  id: 'events',
  name: 'Events',
  cards: [
    { id: 'fire', title: 'Fire', copies: 3 },
    { id: 'flood', title: 'Flood', copies: 2 },
    { id: 'none', title: 'Nothing', copies: 0 },
  ],
};

describe('the draws when a session starts', () => {
  it('puts every copy in the draw pile, shuffled with the session generator', () => {
    const [draws, rng] = initialDraws(scenario({ decks: [deck] }), seedRng('s'));
    const pile = draws.decks.events?.piles.draw ?? [];
    expect([...pile].sort()).toEqual(['fire/1', 'fire/2', 'fire/3', 'flood/1', 'flood/2']);
    expect(rng).not.toEqual(seedRng('s'));
    // The same seed deals the same order.
    expect(initialDraws(scenario({ decks: [deck] }), seedRng('s'))[0]).toEqual(draws);
  });

  it('keeps the listed order, and the generator, for a deck not shuffled at the start', () => {
    const [draws, rng] = initialDraws(
      scenario({ decks: [{ ...deck, shuffleAtStart: false }] }),
      seedRng('s'),
    );
    expect(draws.decks.events?.piles.draw).toEqual(
      deckInstances({ cards: scenario({ decks: [deck] }).decks[0]!.cards }),
    );
    expect(rng).toEqual(seedRng('s'));
  });

  it('fills bags and leaves the rest of each finite kind in the supply', () => {
    const [draws] = initialDraws(
      scenario({
        bags: [
          {
            id: 'cubes',
            name: 'Cubes',
            kinds: [
              { id: 'red', name: 'Red', total: 15 },
              { id: 'white', name: 'White', total: 10 },
              { id: 'chit', name: 'Chit' },
            ],
            contents: { red: 4, chit: 7 },
          },
        ],
      }),
      seedRng('s'),
    );
    expect(draws.bags.cubes).toEqual({
      contents: { red: 4, chit: 7 },
      supply: { red: 11, white: 10 },
      lastDraw: null,
    });
  });

  it('starts with no results and nothing shown', () => {
    const [draws] = initialDraws(scenario({}), seedRng('s'));
    expect(draws).toEqual({ decks: {}, bags: {}, tables: {}, results: [], shown: null });
  });
});
