import { describe, expect, it } from 'vitest';
import {
  CARD_IMAGE_MAX_CHARS,
  bagSchema,
  cardSchema,
  deckSchema,
  dieSchema,
  tableSchema,
} from '../../../features/draws/draws-format.ts';
import { parseScenarioText } from '../../../scenarios/format/parse.ts';
import { problemsFromZod, type Problem } from '../../../scenarios/format/problems.ts';
import { dealAutomation } from '../../../features/draws/deal-automation.ts';

const dealAutomationSchema = dealAutomation.schema;
import { scenarioSchema } from '../../../scenarios/format/schema.ts';

const meta = { title: 'Draws', players: { min: 1, max: 40 }, durationMinutes: 240 };
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** The problems for a scenario with these sections, as the loader reports them. */
function problemsOf(doc: Record<string, unknown>): Problem[] {
  const parsed = scenarioSchema.safeParse({ schemaVersion: 1, meta, ...doc });
  return parsed.success ? [] : problemsFromZod(parsed.error);
}

const deck = (id: string, extra: Record<string, unknown> = {}) => ({ id, name: id, ...extra });
const table = (id: string, rows: Record<string, unknown>[] = [], extra = {}) => ({
  id,
  name: id,
  rows,
  ...extra,
});
const schedule = (atStart: Record<string, unknown>[]) => ({
  blocks: [{ id: 'turn', phases: [{ id: 'p1', name: 'One', minutes: 10, atStart }] }],
});

describe('draw sections: older { id, name } entries', () => {
  it('load as an empty deck, bag and table and a plain six-sided die', () => {
    const scenario = scenarioSchema.parse({
      schemaVersion: 1,
      meta,
      decks: [{ id: 'events', name: 'Events' }],
      bags: [{ id: 'cubes', name: 'Cubes' }],
      dice: [{ id: 'pip', name: 'Pip die' }],
      tables: [{ id: 'raid', name: 'Raid' }],
    });
    expect(scenario.decks).toEqual([
      {
        id: 'events',
        name: 'Events',
        description: '',
        cards: [],
        shuffleAtStart: true,
        reshuffleWhenEmpty: true,
        dealTo: 'hand',
        openHands: false,
        fieldNames: [],
        source: '',
      },
    ]);
    expect(scenario.bags).toEqual([
      {
        id: 'cubes',
        name: 'Cubes',
        description: '',
        kinds: [],
        contents: {},
        presets: [],
        source: '',
      },
    ]);
    expect(scenario.dice).toEqual([
      {
        id: 'pip',
        name: 'Pip die',
        description: '',
        faces: [1, 2, 3, 4, 5, 6].map((value) => ({ value, label: '' })),
        source: '',
      },
    ]);
    expect(scenario.tables).toEqual([
      {
        id: 'raid',
        name: 'Raid',
        description: '',
        mode: 'range',
        roll: '1d6',
        rows: [],
        replacement: true,
        fieldNames: [],
        source: '',
      },
    ]);
  });

  it('load from a file too, through the same parser the library uses', () => {
    const text = JSON.stringify({
      schemaVersion: 1,
      meta,
      decks: [{ id: 'events', name: 'Events' }],
      tables: [{ id: 'raid', name: 'Raid' }],
    });
    const result = parseScenarioText(text);
    expect(result.ok && result.scenario.decks[0]?.cards).toEqual([]);
    expect(result.ok && result.scenario.tables[0]?.mode).toBe('range');
  });

  it('fill each card, kind, face and row with its defaults', () => {
    expect(cardSchema.parse({ id: 'a', title: 'A' })).toEqual({
      id: 'a',
      title: 'A',
      text: '',
      tags: [],
      fields: {},
      copies: 1,
      persistent: false,
      source: '',
    });
    expect(
      bagSchema.parse({ id: 'b', name: 'B', kinds: [{ id: 'red', name: 'Red' }] }).kinds,
    ).toEqual([{ id: 'red', name: 'Red', total: null }]);
    expect(
      dieSchema.parse({ id: 'd', name: 'D', faces: [{ value: 1 }, { value: 2 }] }).faces,
    ).toEqual([
      { value: 1, label: '' },
      { value: 2, label: '' },
    ]);
    expect(tableSchema.parse(table('t', [{ result: 'Calm' }])).rows).toEqual([
      { min: null, max: null, weight: 1, result: 'Calm', detail: '', fields: {} },
    ]);
  });
});

describe('draw sections: every check names its place and says what is wrong', () => {
  it.each<[string, Record<string, unknown>, string, string | RegExp]>([
    [
      'two decks with one id',
      { decks: [deck('events'), deck('events')] },
      '$.decks[1].id',
      'duplicate deck id "events"',
    ],
    [
      'two bags with one id',
      { bags: [deck('cubes'), deck('cubes')] },
      '$.bags[1].id',
      'duplicate bag id "cubes"',
    ],
    [
      'two dice with one id',
      { dice: [deck('pip'), deck('pip')] },
      '$.dice[1].id',
      'duplicate die id "pip"',
    ],
    [
      'two tables with one id',
      { tables: [table('raid'), table('raid')] },
      '$.tables[1].id',
      'duplicate table id "raid"',
    ],
    [
      'two cards with one id in a deck',
      {
        decks: [
          deck('events', {
            cards: [
              { id: 'a', title: 'A' },
              { id: 'b', title: 'B' },
              { id: 'a', title: 'Again' },
            ],
          }),
        ],
      },
      '$.decks[0].cards[2].id',
      'duplicate card id "a"',
    ],
    [
      'a deck without a name',
      { decks: [{ id: 'events', name: '  ' }] },
      '$.decks[0].name',
      'a deck needs a name',
    ],
    [
      'a deck id with capitals',
      { decks: [deck('Events')] },
      '$.decks[0].id',
      'must be lower-case letters, digits and dashes',
    ],
    [
      'a deck dealt somewhere unknown',
      { decks: [deck('events', { dealTo: 'table' })] },
      '$.decks[0].dealTo',
      /hand|play/,
    ],
    [
      'a card without a title',
      { decks: [deck('events', { cards: [{ id: 'a', title: '' }] })] },
      '$.decks[0].cards[0].title',
      'a card needs a title',
    ],
    [
      'half a copy of a card',
      { decks: [deck('events', { cards: [{ id: 'a', title: 'A', copies: 1.5 }] })] },
      '$.decks[0].cards[0].copies',
      'must be a whole number',
    ],
    [
      'a negative number of copies',
      { decks: [deck('events', { cards: [{ id: 'a', title: 'A', copies: -1 }] })] },
      '$.decks[0].cards[0].copies',
      'must be at least 0',
    ],
    [
      'a card picture that is a web address',
      { decks: [deck('events', { cards: [{ id: 'a', title: 'A', image: 'https://x/a.png' }] })] },
      '$.decks[0].cards[0].image',
      'must be a data: URL of an image',
    ],
    [
      'a card picture that is too large',
      {
        decks: [
          deck('events', {
            cards: [{ id: 'a', title: 'A', image: PNG + 'A'.repeat(CARD_IMAGE_MAX_CHARS) }],
          }),
        ],
      },
      '$.decks[0].cards[0].image',
      'the image is too large: keep card images under about 1 MB',
    ],
    [
      'a card field that is neither text nor a number',
      { decks: [deck('events', { cards: [{ id: 'a', title: 'A', fields: { cost: true } }] })] },
      '$.decks[0].cards[0].fields.cost',
      'must be text or a number',
    ],
    [
      'two kinds with one id in a bag',
      {
        bags: [
          deck('cubes', {
            kinds: [
              { id: 'red', name: 'Red' },
              { id: 'red', name: 'Crimson' },
            ],
          }),
        ],
      },
      '$.bags[0].kinds[1].id',
      'duplicate kind id "red"',
    ],
    [
      'two presets with one id in a bag',
      {
        bags: [
          deck('cubes', {
            presets: [
              { id: 'easy', name: 'Easy' },
              { id: 'easy', name: 'Also easy' },
            ],
          }),
        ],
      },
      '$.bags[0].presets[1].id',
      'duplicate preset id "easy"',
    ],
    [
      'a bag holding a kind it does not list',
      { bags: [deck('cubes', { kinds: [{ id: 'red', name: 'Red' }], contents: { blue: 2 } })] },
      '$.bags[0].contents.blue',
      'no kind "blue"',
    ],
    [
      'a bag holding more of a kind than there are',
      {
        bags: [
          deck('cubes', { kinds: [{ id: 'red', name: 'Red', total: 3 }], contents: { red: 5 } }),
        ],
      },
      '$.bags[0].contents.red',
      '5 Red is more than the 3 there are',
    ],
    [
      'a preset naming a kind the bag does not list',
      {
        bags: [
          deck('cubes', {
            kinds: [{ id: 'red', name: 'Red' }],
            presets: [
              { id: 'easy', name: 'Easy', contents: { red: 1 } },
              { id: 'hard', name: 'Hard', contents: { black: 1 } },
            ],
          }),
        ],
      },
      '$.bags[0].presets[1].contents.black',
      'no kind "black"',
    ],
    [
      'a preset with more of a kind than there are',
      {
        bags: [
          deck('cubes', {
            kinds: [{ id: 'red', name: 'Red', total: 2 }],
            presets: [{ id: 'hard', name: 'Hard', contents: { red: 3 } }],
          }),
        ],
      },
      '$.bags[0].presets[0].contents.red',
      '3 Red is more than the 2 there are',
    ],
    [
      'a negative count in a bag',
      { bags: [deck('cubes', { kinds: [{ id: 'red', name: 'Red' }], contents: { red: -1 } })] },
      '$.bags[0].contents.red',
      'must be at least 0',
    ],
    [
      'a kind without a name',
      { bags: [deck('cubes', { kinds: [{ id: 'red', name: '' }] })] },
      '$.bags[0].kinds[0].name',
      'a kind needs a name',
    ],
    [
      'a kind colour that is not #rrggbb',
      { bags: [deck('cubes', { kinds: [{ id: 'red', name: 'Red', colour: 'red' }] })] },
      '$.bags[0].kinds[0].colour',
      'must be a colour like #3366cc',
    ],
    [
      'a die with one face',
      { dice: [deck('coin', { faces: [{ value: 1 }] })] },
      '$.dice[0].faces',
      'a die needs at least 2 faces',
    ],
    [
      'a die face of 2.5',
      { dice: [deck('odd', { faces: [{ value: 1 }, { value: 2.5 }] })] },
      '$.dice[0].faces[1].value',
      'a face value must be a whole number',
    ],
    [
      'a row rolling on a table that is not there',
      {
        tables: [table('raid', [{ result: 'Calm' }, { result: 'Storm', then: 'weather' }])],
      },
      '$.tables[0].rows[1].then',
      'no table "weather" to roll on',
    ],
    [
      'a row without a result',
      { tables: [table('raid', [{ result: ' ' }])] },
      '$.tables[0].rows[0].result',
      'a row needs a result',
    ],
    [
      'a negative weight',
      { tables: [table('raid', [{ result: 'A', weight: -2 }], { mode: 'weight' })] },
      '$.tables[0].rows[0].weight',
      'must be at least 0',
    ],
    [
      'a range that is not a whole number',
      { tables: [table('raid', [{ result: 'A', min: 1.5 }])] },
      '$.tables[0].rows[0].min',
      /\bint|whole/i,
    ],
    [
      'a table of an unknown kind',
      { tables: [table('raid', [], { mode: 'deck' })] },
      '$.tables[0].mode',
      /range|weight/,
    ],
    [
      'a phase-start deal from a deck that is not there',
      {
        decks: [deck('events')],
        schedule: schedule([{ kind: 'deal', deck: 'crises' }]),
      },
      '$.schedule.blocks[0].phases[0].atStart[0].deck',
      'no deck "crises"',
    ],
    [
      'a phase-start deal of no cards',
      { decks: [deck('events')], schedule: schedule([{ kind: 'deal', deck: 'events', count: 0 }]) },
      '$.schedule.blocks[0].phases[0].atStart[0].count',
      'must be at least 1',
    ],
    [
      'a phase-start deal to a team the scenario does not have',
      {
        decks: [deck('events')],
        schedule: schedule([{ kind: 'deal', deck: 'events', teams: ['ghost'] }]),
      },
      '$.schedule.blocks[0].phases[0].atStart[0].teams[0]',
      'no team "ghost"',
    ],
    [
      'a phase-start deal to an unknown place',
      {
        decks: [deck('events')],
        schedule: schedule([{ kind: 'deal', deck: 'events', to: 'discard' }]),
      },
      '$.schedule.blocks[0].phases[0].atStart[0].to',
      /hand|play/,
    ],
  ])('%s', (_what, doc, path, message) => {
    const problems = problemsOf(doc);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.path).toBe(path);
    if (typeof message === 'string') expect(problems[0]?.message).toBe(message);
    else expect(problems[0]?.message).toMatch(message);
  });

  it('accepts links that resolve: a row naming a table, a deal naming a deck', () => {
    expect(
      problemsOf({
        decks: [deck('events', { cards: [{ id: 'a', title: 'A', image: PNG }] })],
        tables: [table('raid', [{ result: 'Storm', then: 'weather' }]), table('weather')],
        schedule: schedule([{ kind: 'deal', deck: 'events', count: 2, to: 'play', limit: 1 }]),
      }),
    ).toEqual([]);
  });

  it('reports every broken link at once, each at its own place', () => {
    const problems = problemsOf({
      tables: [
        table('a', [
          { result: 'x', then: 'b' },
          { result: 'y', then: 'c' },
        ]),
      ],
      schedule: schedule([
        { kind: 'deal', deck: 'one' },
        { kind: 'announce', text: 'Go' },
        { kind: 'deal', deck: 'two' },
      ]),
    });
    expect(problems).toEqual([
      { path: '$.tables[0].rows[0].then', message: 'no table "b" to roll on' },
      { path: '$.tables[0].rows[1].then', message: 'no table "c" to roll on' },
      { path: '$.schedule.blocks[0].phases[0].atStart[0].deck', message: 'no deck "one"' },
      { path: '$.schedule.blocks[0].phases[0].atStart[2].deck', message: 'no deck "two"' },
    ]);
  });
});

describe('phase-start deals', () => {
  it('deal one card to every team by default, to wherever the deck deals', () => {
    expect(dealAutomationSchema.parse({ kind: 'deal', deck: 'events' })).toEqual({
      kind: 'deal',
      deck: 'events',
      count: 1,
      teams: [],
    });
  });

  it('keep a count, the seat order, a place and a limit', () => {
    const deal = {
      kind: 'deal',
      deck: 'events',
      count: 3,
      teams: ['b', 'a'],
      to: 'play',
      limit: 2,
    };
    expect(dealAutomationSchema.parse(deal)).toEqual(deal);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a count over 100', { count: 101 }, 'count'],
    ['a limit of 0', { limit: 0 }, 'limit'],
    ['a team id with spaces', { teams: ['red team'] }, 'teams'],
    ['no deck', { deck: undefined }, 'deck'],
  ])('reject %s', (_what, change, key) => {
    const parsed = dealAutomationSchema.safeParse({ kind: 'deal', deck: 'events', ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path[0]).toBe(key);
  });
});

describe('each draw schema on its own', () => {
  it('checks a deck without a scenario around it', () => {
    const parsed = deckSchema.safeParse({
      id: 'events',
      name: 'Events',
      cards: [
        { id: 'a', title: 'A' },
        { id: 'a', title: 'B' },
      ],
    });
    expect(parsed.success ? [] : problemsFromZod(parsed.error)).toEqual([
      { path: '$.cards[1].id', message: 'duplicate card id "a"' },
    ]);
  });

  it('keeps a table row’s dice and link as written', () => {
    expect(
      tableSchema.parse(table('raid', [{ min: 11, result: 'War', roll: '1d6', then: 'loot' }]))
        .rows[0],
    ).toMatchObject({ min: 11, max: null, roll: '1d6', then: 'loot' });
  });
});
