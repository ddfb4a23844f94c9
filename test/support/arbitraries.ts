import { chartSchema } from '../../features/charts/charts-format.ts';
import fc from 'fast-check';
import type { Role, Scenario, Team } from '../../scenarios/format/schema.ts';
import type { Measure } from '../../scenarios/format/balance.ts';
import {
  bagSchema,
  deckSchema,
  dieSchema,
  tableSchema,
} from '../../features/draws/draws-format.ts';
import { heldDieSchema } from '../../features/held-dice/held-dice-format.ts';
import { mapSchema, type MapDef, type MapInput } from '../../scenarios/format/map.ts';
import { tileSchema, type Tile } from '../../scenarios/format/tiles.ts';
import type { MapCheck } from '../../scenarios/format/map-checks.ts';
import { trackerSchema } from '../../features/teams/trackers-format.ts';
import type {
  Automation,
  BlockDefinition,
  Checkpoint,
  Cue,
  PhaseDefinition,
  PlanOverride,
  Schedule,
  TimerTemplate,
} from '../../features/clock/schedule-format.ts';
import { findPrototypeKey } from '../../scenarios/format/prototype-key.ts';
import { axial, squareCell } from '../../editor/geometry/coords.ts';
import { hexNeighbours, hexSpiral } from '../../editor/geometry/hex.ts';
import { edgeKey, hexKey, parseCellKey, squareKey } from '../../editor/geometry/keys.ts';
import { squareNeighbours } from '../../editor/geometry/square.ts';
import { boardCells } from '../../editor/model/board.ts';

/**
 * Generators for scenario documents. `validScenarioArb` yields scenarios exactly as the loader
 * returns them (defaults filled, names trimmed, known keys before open ones), so any of them
 * must survive a save and load unchanged, down to the text. `v0DocArb` yields draft-layout
 * (version 0) documents as people write them by hand, odd values included.
 */

// ——— text ———

/** Any text: ASCII, printable graphemes (accents, CJK, emoji) or arbitrary code points. */
const anyText = (maxLength: number): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
  );

/** Text the schema keeps as written: already trimmed, not blank, at most `max` UTF-16 units. */
const nameText = (max: number): fc.Arbitrary<string> =>
  fc
    .oneof(
      anyText(Math.min(max, 40)),
      fc.constantFrom('So Say We All', 'Aquila Rift', 'Ümlaut Ünion', '星の艦隊', '🚀 Fleet 🚀'),
    )
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && s.length <= max);

const nonEmptyText = (maxLength: number): fc.Arbitrary<string> =>
  anyText(maxLength).filter((s) => s.length > 0);

// ——— valid v1 scenarios ———

const idArb = fc.oneof(
  fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/),
  fc.constantFrom('captain', 'crew-chief', 'faction-1', 'r2-d2', '0', 'a--b'),
);

const colourArb = fc.stringMatching(/^#[0-9a-fA-F]{6}$/);

/** Keys that an open section entry may carry besides id and name. */
const extraKeyArb = (reserved: readonly string[]): fc.Arbitrary<string> =>
  fc
    .oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom('hex size', 'ünï', 'x.y'))
    // The format refuses a "__proto__" key.
    .filter((key) => !reserved.includes(key) && key !== '__proto__');

/**
 * JSON values as a valid file can hold them: -0 has no JSON text (it is written as 0), and the
 * format refuses "__proto__" as a key at any depth.
 */
const fileJsonValue = fc
  .jsonValue({ maxDepth: 2 })
  .map((value) => JSON.parse(JSON.stringify(value)) as fc.JsonValue)
  .filter((value) => findPrototypeKey(value) === null);

const extrasArb = (reserved: readonly string[]): fc.Arbitrary<Record<string, fc.JsonValue>> =>
  fc.dictionary(extraKeyArb(reserved), fileJsonValue, { maxKeys: 3 });

const sectionEntryArb = fc
  .record({ id: idArb, name: nonEmptyText(30), extras: extrasArb(['id', 'name']) })
  .map(({ id, name, extras }) => ({ id, name, ...extras }));

const sectionArb = fc.uniqueArray(sectionEntryArb, { selector: (e) => e.id, maxLength: 4 });

const tileArb: fc.Arbitrary<Tile> = fc
  .record({ id: idArb, name: nameText(60), kind: fc.constantFrom('system', 'anomaly', 'terrain') })
  .map((t) => tileSchema.parse(t));
const tilesArb = fc.uniqueArray(tileArb, { selector: (t) => t.id, maxLength: 4 });

/** Draw sections: a name and id each, everything else at its default (the engines test the rest). */
const drawSectionArb = <T>(schema: { parse(v: unknown): T }) =>
  fc
    .uniqueArray(fc.record({ id: idArb, name: nameText(60) }), {
      selector: (e) => e.id,
      maxLength: 3,
    })
    .map((list) => list.map((e) => schema.parse(e)));

/** Charts: a few columns and rows of free text (the cells are what a designer types). */
const chartArb = fc
  .record({
    id: idArb,
    name: nameText(60),
    columns: fc.uniqueArray(fc.record({ id: idArb, name: nameText(40) }), {
      selector: (c) => c.id,
      minLength: 1,
      maxLength: 3,
    }),
    public: fc.boolean(),
  })
  .chain((c) =>
    fc
      .uniqueArray(
        fc.record({
          id: idArb,
          name: nameText(40),
          cells: fc.array(anyText(40), { maxLength: c.columns.length }),
        }),
        { selector: (r) => r.id, maxLength: 3 },
      )
      .map((rows) => chartSchema.parse({ ...c, rows })),
  );
const chartsArb = fc.uniqueArray(chartArb, { selector: (c) => c.id, maxLength: 2 });

/** Maps of every grid kind; the cells they hold are the map editor's own tests' business. */
const mapArb: fc.Arbitrary<MapDef> = fc
  .record({
    id: idArb,
    name: nameText(60),
    grid: fc.constantFrom<MapInput['grid']>(
      { kind: 'hex', orientation: 'pointy', shape: { type: 'hexagon', radius: 2 } },
      { kind: 'hex', shape: { type: 'rectangle', width: 5, height: 4, offset: 'even' } },
      { kind: 'square', width: 8, height: 6, diagonal: true },
      { kind: 'graph' },
    ),
  })
  .map((m) => mapSchema.parse(m));
const mapsArb = fc.uniqueArray(mapArb, { selector: (m) => m.id, maxLength: 3 });

const roleArb: fc.Arbitrary<Role> = fc.record({
  id: idArb,
  name: nameText(60),
  count: fc.oneof(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 1000 })),
  description: anyText(80),
});

const teamArb: fc.Arbitrary<Team> = fc.record({
  id: idArb,
  name: nameText(60),
  colour: colourArb,
  kind: fc.constantFrom('team', 'office'),
  description: anyText(80),
  roles: fc.uniqueArray(roleArb, { selector: (r) => r.id, maxLength: 6 }),
});

const playersArb = fc
  .tuple(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }))
  .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }));

// ——— schedules ———

const clockTimeArb = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

/** Whole minutes as designers write them, and fractions for compressed rehearsals. */
const minutesArb = fc.oneof(
  fc.integer({ min: 1, max: 120 }),
  fc.double({ min: 0.01, max: 24 * 60, noNaN: true }),
);

const cueArb: fc.Arbitrary<Cue> = fc.record({
  atSeconds: fc.integer({ min: 0, max: 24 * 3600 }),
  sound: fc.constantFrom('none', 'chime', 'beep', 'alarm'),
  flash: fc.boolean(),
  message: anyText(60),
});

const timerTemplateArb: fc.Arbitrary<TimerTemplate> = fc
  .record({
    id: idArb,
    name: nameText(120),
    kind: fc.constantFrom('countdown', 'repeating', 'stopwatch', 'turn-counter'),
    seconds: fc.integer({ min: 1, max: 24 * 3600 }),
    scopes: fc.array(nameText(40), { maxLength: 4 }),
    maxTurns: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: undefined }),
    cues: fc.array(cueArb, { maxLength: 3 }),
    then: anyText(60),
    display: fc.boolean(),
  })
  .map(({ id, name, kind, seconds, scopes, maxTurns, cues, then, display }) => {
    // The keys in the order the loader writes them; seconds only where a kind needs them.
    const timed = kind === 'countdown' || kind === 'repeating';
    return {
      id,
      name,
      kind,
      ...(timed ? { seconds } : {}),
      scopes,
      ...(kind === 'turn-counter' && maxTurns !== undefined ? { maxTurns } : {}),
      cues,
      then,
      display,
    };
  });

const automationArb = (templateIds: readonly string[]): fc.Arbitrary<Automation> => {
  const announce = fc.record({
    kind: fc.constant('announce' as const),
    text: nameText(500),
    urgent: fc.boolean(),
  });
  if (templateIds.length === 0) return announce;
  return fc.oneof(
    announce,
    fc.record({
      kind: fc.constant('start-timer' as const),
      template: fc.constantFrom(...templateIds),
    }),
  );
};

const phaseArb = (templateIds: readonly string[]): fc.Arbitrary<PhaseDefinition> =>
  fc
    .record({
      id: idArb,
      name: nameText(120),
      minutes: minutesArb,
      colour: colourArb,
      description: anyText(80),
      atStart: fc.array(automationArb(templateIds), { maxLength: 2 }),
      cues: fc.option(fc.array(cueArb, { maxLength: 3 }), { nil: undefined }),
      assumed: fc.boolean(),
      // One phase in five ends when the players are done; most of those give no length.
      untimed: fc.integer({ min: 0, max: 9 }).map((n) => (n < 2 ? n + 1 : 0)),
    })
    // In the schema's key order, so a file written back reads the same.
    .map(({ id, name, minutes, untimed, cues, assumed, ...rest }) => ({
      id,
      name,
      ...(untimed === 1 ? {} : { minutes }),
      untimed: untimed > 0,
      ...rest,
      ...(cues === undefined ? {} : { cues }),
      assumed,
    }));

const blockArb = (templateIds: readonly string[]): fc.Arbitrary<BlockDefinition> =>
  fc.record({
    id: idArb,
    label: nameText(60),
    repeat: fc.integer({ min: 1, max: 12 }),
    phases: fc.uniqueArray(phaseArb(templateIds), {
      selector: (p) => p.id,
      minLength: 1,
      maxLength: 4,
    }),
  });

/** Overrides that name a turn of the plan and a phase of that turn's block. */
const overridesArb = (blocks: readonly BlockDefinition[]): fc.Arbitrary<PlanOverride[]> => {
  const slots = blocks.flatMap((block, b) => {
    const first = blocks.slice(0, b).reduce((n, x) => n + x.repeat, 1);
    return Array.from({ length: block.repeat }, (_, r) =>
      block.phases.map((phase) => ({ turn: first + r, phase: phase.id })),
    ).flat();
  });
  if (slots.length === 0) return fc.constant([]);
  return fc
    .array(
      fc.record({
        slot: fc.constantFrom(...slots),
        minutes: fc.oneof(fc.constant(0), minutesArb),
      }),
      { maxLength: 3 },
    )
    .map((list) => list.map(({ slot, minutes }) => ({ ...slot, minutes })));
};

const checkpointArb: fc.Arbitrary<Checkpoint> = fc.record({
  id: idArb,
  afterMinutes: minutesArb,
  label: nameText(120),
  sound: fc.constantFrom('none', 'chime', 'beep', 'alarm'),
  flash: fc.boolean(),
  message: anyText(60),
});

const scheduleKeys = [
  'startTime',
  'hardStop',
  'blocks',
  'overrides',
  'defaultCues',
  'timers',
  'checkpoints',
];

/** Valid schedules, their keys in the loader's order and open keys after the known ones. */
export const scheduleArb: fc.Arbitrary<Schedule> = fc
  .uniqueArray(timerTemplateArb, { selector: (t) => t.id, maxLength: 3 })
  .chain((timers) =>
    fc
      .uniqueArray(blockArb(timers.map((t) => t.id)), { selector: (b) => b.id, maxLength: 3 })
      .chain((blocks) =>
        fc.record({
          startTime: fc.option(clockTimeArb, { nil: undefined }),
          hardStop: fc.option(clockTimeArb, { nil: undefined }),
          blocks: fc.constant(blocks),
          overrides: overridesArb(blocks),
          defaultCues: fc.array(cueArb, { maxLength: 3 }),
          timers: fc.constant(timers),
          checkpoints: fc.uniqueArray(checkpointArb, { selector: (c) => c.id, maxLength: 3 }),
          extras: extrasArb(scheduleKeys),
        }),
      ),
  )
  .map(({ startTime, hardStop, extras, ...rest }) => ({
    ...(startTime === undefined ? {} : { startTime }),
    ...(hardStop === undefined ? {} : { hardStop }),
    ...rest,
    ...extras,
  }));

const tileMatchArb = fc.record({
  kinds: fc.array(fc.constantFrom('home', 'anomaly', 'system', 'hyperlane'), { maxLength: 2 }),
  borders: fc.array(fc.constantFrom('red', 'blue', 'yellow'), { maxLength: 2 }),
  tiles: fc.array(idArb, { maxLength: 2 }),
  attribute: fc.option(fc.constantFrom('anomaly', 'wormhole', 'planets'), { nil: undefined }),
  equals: fc.option(
    fc.oneof(fc.constantFrom('supernova', 'alpha'), fc.integer({ min: 0, max: 9 })),
    {
      nil: undefined,
    },
  ),
  empty: fc.option(fc.boolean(), { nil: undefined }),
});

export const balancePresetArb = fc.record({
  id: idArb,
  name: nameText(40),
  description: anyText(60),
  distance: fc.record({
    metric: fc.constantFrom('hops' as const, 'weighted' as const),
    wormholes: fc.boolean(),
    max: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
    throughHomes: fc.boolean(),
    throughCentre: fc.boolean(),
    throughEmpty: fc.boolean(),
    deadEnds: fc.array(tileMatchArb, { maxLength: 1 }),
    blocked: fc.array(tileMatchArb, { maxLength: 1 }),
    ruleBlocks: fc.boolean(),
  }),
  ownership: fc.oneof(
    fc.constant({ kind: 'nearest' as const }),
    fc.record({
      kind: fc.constant('stakes' as const),
      power: fc.integer({ min: 0, max: 4 }),
      nearestWithin: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    }),
    fc.record({ kind: fc.constant('fixed' as const), attribute: fc.constant('slice') }),
    fc.record({
      kind: fc.constant('reach' as const),
      weights: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 4 }),
      besideOtherHomes: fc.boolean(),
    }),
  ),
  places: fc.record({
    centre: fc.boolean(),
    empty: fc.boolean(),
    exclude: fc.array(tileMatchArb, { maxLength: 1 }),
  }),
  measures: fc.constant<Measure[]>([
    {
      id: 'resources',
      name: 'Resources',
      terms: [{ kind: 'sum', path: 'planets[].resources', weight: 1 }],
      centre: null,
      weight: 1,
      decimals: null,
    },
  ]),
  objective: fc.record({
    kind: fc.constantFrom('gap' as const, 'squares' as const, 'cv' as const),
    decimals: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  }),
});

const relationArb = fc.constantFrom('adjoining' as const, 'adjacent' as const);
const pathArb = fc.constantFrom('wormhole', 'planets[].resources', 'anomaly', 'a.b[].c');
const valuesArb = fc.array(fc.oneof(fc.constantFrom('delta', 'alpha'), fc.integer()), {
  maxLength: 2,
});

/** Each kind's own fields, in the order a parsed scenario has them. */
const checkParamsArb = fc.oneof(
  fc.record({
    kind: fc.constant('apart' as const),
    match: tileMatchArb,
    relation: relationArb,
    wormholes: fc.boolean(),
    lookAhead: fc.option(fc.record({ message: fc.constant('Leaves {places} nowhere') }), {
      nil: null,
    }),
  }),
  fc.record({
    kind: fc.constant('apart-by-value' as const),
    attribute: pathArb,
    ignore: valuesArb,
    relation: relationArb,
    wormholes: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('value-count' as const),
    attribute: pathArb,
    ignore: valuesArb,
    min: fc.integer({ min: 2, max: 9 }),
  }),
  fc.record({
    kind: fc.constant('sum-near-home' as const),
    sum: pathArb,
    within: fc.integer({ min: 1, max: 3 }),
    max: fc.integer({ min: 0, max: 20 }),
    countShared: fc.boolean(),
    relation: relationArb,
    wormholes: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('sum-per-player' as const),
    sum: pathArb,
    maxPerPlayer: fc.integer({ min: 0, max: 20 }),
    except: fc.option(tileMatchArb, { nil: null }),
    playersAttribute: fc.option(fc.constant('players'), { nil: null }),
  }),
  fc.record({ kind: fc.constant('reach-centre' as const), wormholes: fc.boolean() }),
  fc.record({
    kind: fc.constant('not-surrounded' as const),
    match: tileMatchArb,
    by: tileMatchArb,
    relation: relationArb,
    wormholes: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('excluded' as const), match: tileMatchArb }),
  fc.record({ kind: fc.constant('pool' as const), match: tileMatchArb }),
);

const checksArb = fc.uniqueArray(
  fc
    .tuple(
      idArb,
      fc.constantFrom('Anomalies at {places} touch', 'Only {count} of {value}', 'Ünïcode ✓'),
      checkParamsArb,
      fc.array(idArb, { maxLength: 2 }),
    )
    .map(
      ([id, message, { kind, ...params }, maps]) =>
        ({ id, kind, message, ...params, maps }) as MapCheck,
    ),
  { selector: (c) => c.id, maxLength: 3 },
);

const mapRulesArb = fc.record({
  movement: fc.record({
    homes: tileMatchArb,
    centre: fc.option(tileMatchArb, { nil: null }),
    wormholes: fc.option(
      fc.record({
        attribute: fc.constant('wormhole'),
        ignore: fc.array(fc.constantFrom('delta', 'gamma'), { maxLength: 1 }),
      }),
      { nil: null },
    ),
    hyperlanes: fc.option(fc.record({ attribute: fc.constant('hyperlanes') }), { nil: null }),
    entryCosts: fc.array(
      fc.record({
        match: tileMatchArb,
        cost: fc.option(fc.double({ min: 0, max: 10, noNaN: true }), { nil: null }),
      }),
      { maxLength: 3 },
    ),
  }),
  balance: fc.record({
    preset: fc.constantFrom('territory', 'keeganw-slices'),
    presets: fc.uniqueArray(balancePresetArb, { selector: (p) => p.id, maxLength: 1 }),
  }),
  checks: checksArb,
});

export const validScenarioArb: fc.Arbitrary<Scenario> = fc.record({
  schemaVersion: fc.constant(1 as const),
  meta: fc.record({
    title: nameText(200),
    designers: fc.array(nonEmptyText(30), { maxLength: 3 }),
    credits: anyText(100),
    players: playersArb,
    durationMinutes: fc.integer({ min: 1, max: 7 * 24 * 60 }),
    description: anyText(300),
    tags: fc.array(nonEmptyText(15), { maxLength: 4 }),
  }),
  teams: fc.uniqueArray(teamArb, { selector: (t) => t.id, maxLength: 8 }),
  playerActions: fc.record({
    pledge: fc.boolean(),
    vote: fc.boolean(),
    bid: fc.boolean(),
    draft: fc.boolean(),
    cards: fc.boolean(),
    perMinute: fc.integer({ min: 1, max: 600 }),
  }),
  maps: mapsArb,
  tiles: tilesArb,
  mapRules: mapRulesArb,
  galaxyTemplates: fc.constant([]),
  tilePools: fc.constant([]),
  decks: drawSectionArb(deckSchema),
  bags: drawSectionArb(bagSchema),
  dice: drawSectionArb(dieSchema),
  heldDice: drawSectionArb(heldDieSchema),
  tables: drawSectionArb(tableSchema),
  charts: chartsArb,
  resolvers: fc.constant([]),
  schedule: scheduleArb,
  trackers: drawSectionArb(trackerSchema),
  productions: fc.constant([]),
  endConditions: fc.constant([]),
  paidActions: fc.constant([]),
  initiativeOrders: fc.constant([]),
  events: sectionArb,
  eventBoxes: fc.constant([]),
  secretRoles: fc.constant([]),
  votes: fc.constant([]),
  committees: fc.constant([]),
  auctions: fc.constant([]),
  awards: fc.constant([]),
  setup: fc.constant([]),
});

// ——— version 0 (draft layout) documents ———

/** Any JSON value, for fields a hand-written draft got wrong. */
const oddValue = fc.jsonValue({ maxDepth: 2 });

const personArb = fc.constantFrom('Ana Ruiz', 'Tom Okafor', 'Dillon Burke', 'Zoë Ångström', 'Kō');
const roleNameArb = fc.constantFrom('Captain', 'Crew Chief', 'Navigator', 'Governor', 'Spymaster');

/** "A and B", "A, B & C", or a list. */
const namesArb = fc.oneof(
  fc.array(personArb, { minLength: 1, maxLength: 3 }),
  fc
    .tuple(
      fc.array(personArb, { minLength: 1, maxLength: 3 }),
      fc.constantFrom(', ', ' and ', ' & '),
    )
    .map(([names, sep]) => names.join(sep)),
);

const playersTextArb = fc
  .tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 40 }))
  .chain(([min, extra]) =>
    fc.constantFrom(
      `${min}-${min + extra}`,
      `${min}–${min + extra}`,
      `${min} to ${min + extra}`,
      `up to ${min + extra}`,
      String(min),
      min,
    ),
  );

const durationArb = fc.oneof(
  fc.integer({ min: 1, max: 12 }).map((h) => `${h}h`),
  fc
    .tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 59 }))
    .chain(([h, m]) => fc.constantFrom(`${h}h${m}m`, `${h} h ${m}`, `${h * 60 + m}`)),
  fc.integer({ min: 1, max: 7 * 24 * 60 }),
);

const colourDraftArb = fc.oneof(
  fc.stringMatching(/^#[0-9a-fA-F]{6}$/),
  fc.stringMatching(/^#[0-9a-fA-F]{3}$/),
  fc.constantFrom('teal', 'red', '', '#12345'),
);

const wellFormedTeamArb = fc.record(
  {
    name: nameText(40),
    color: colourDraftArb,
    roles: fc.oneof(
      fc.array(roleNameArb, { maxLength: 8 }),
      fc.array(roleNameArb, { minLength: 1, maxLength: 5 }).map((names) => names.join(', ')),
    ),
    notes: anyText(60),
    office: fc.boolean(),
  },
  { requiredKeys: ['name'] },
);

/** A draft whose every field is usable: it must migrate to a valid scenario. */
export const wellFormedV0DocArb: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    schemaVersion: fc.constant(0),
    title: nameText(200),
    designer: namesArb,
    players: playersTextArb,
    duration: durationArb,
    description: anyText(200),
    credits: anyText(60),
    tags: fc.oneof(
      fc.array(nonEmptyText(15), { maxLength: 3 }),
      fc.constantFrom('megagame, sci-fi', 'fantasy & politics'),
    ),
    teams: fc.array(wellFormedTeamArb, { maxLength: 6 }),
  },
  { requiredKeys: ['schemaVersion', 'title'] },
);

/** A team entry as found in the wild: usable, partial, or not an object at all. */
const draftTeamArb = fc.oneof(
  wellFormedTeamArb,
  fc.record(
    {
      name: fc.oneof(anyText(20), oddValue),
      color: fc.oneof(colourDraftArb, oddValue),
      colour: fc.oneof(colourDraftArb, oddValue),
      roles: fc.oneof(
        fc.array(fc.oneof(roleNameArb, anyText(10), oddValue)),
        anyText(30),
        oddValue,
      ),
      notes: oddValue,
      office: oddValue,
    },
    { requiredKeys: [] },
  ),
  oddValue,
);

const knownDraftKeys = [
  'schemaVersion',
  'title',
  'designer',
  'designers',
  'credits',
  'players',
  'duration',
  'description',
  'tags',
  'teams',
];

/** Draft-layout documents, including odd, missing and mistyped values and unknown keys. */
export const v0DocArb: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  wellFormedV0DocArb,
  fc
    .record(
      {
        title: fc.oneof(anyText(40), oddValue),
        designer: fc.oneof(namesArb, oddValue),
        designers: fc.oneof(namesArb, oddValue),
        credits: oddValue,
        players: fc.oneof(playersTextArb, fc.constantFrom('lots', '45-20', '0', ''), oddValue),
        duration: fc.oneof(durationArb, fc.constantFrom('soon', '0h', '-3', '1.5h'), oddValue),
        description: oddValue,
        tags: fc.oneof(namesArb, oddValue),
        teams: fc.oneof(fc.array(draftTeamArb, { maxLength: 5 }), oddValue),
      },
      { requiredKeys: [] },
    )
    .chain((fields) =>
      fc
        .dictionary(extraKeyArb(knownDraftKeys), oddValue, { maxKeys: 3 })
        .map((extras) => ({ ...extras, ...fields, schemaVersion: 0 })),
    ),
);

// ——— maps with content ———

/** The tile library whose ids `mapWithContentArb` places. */
export const contentTiles: readonly Tile[] = Object.freeze(
  [
    { id: 'nebula', name: 'Nebula', kind: 'anomaly' },
    { id: 'home', name: 'Home System', kind: 'home' },
    { id: 'forest', name: 'Forest', kind: 'terrain' },
    { id: 'empty', name: 'Empty Space', kind: 'empty' },
  ].map((t) => tileSchema.parse(t)),
);

/** A wall that blocks both ways, a one-way wave, and a border drawn but crossed freely. */
const contentEdgeTypes: MapInput['edgeTypes'] = [
  { id: 'wall', name: 'Wall', colour: '#aa3333', blocks: true },
  { id: 'wave', name: 'Wave', colour: '#3366cc', style: 'wavy', blocks: true, directed: true },
  { id: 'border', name: 'Border', colour: '#cccc33', style: 'dashed' },
];
const contentLaneTypes: MapInput['laneTypes'] = [
  { id: 'route', name: 'Route', colour: '#33aa66' },
  { id: 'jump', name: 'Jump', colour: '#aa66cc', style: 'dashed' },
];

const orientationArb = fc.constantFrom<'flat' | 'pointy'>('flat', 'pointy');

/** Boards small enough to enumerate in a test, of every grid kind and hex shape. */
const contentGridArb: fc.Arbitrary<MapInput['grid']> = fc.oneof(
  fc.record({
    kind: fc.constant('hex' as const),
    orientation: orientationArb,
    shape: fc.record({
      type: fc.constant('hexagon' as const),
      radius: fc.integer({ min: 0, max: 4 }),
    }),
  }),
  fc.record({
    kind: fc.constant('hex' as const),
    orientation: orientationArb,
    shape: fc.record({
      type: fc.constant('rectangle' as const),
      width: fc.integer({ min: 1, max: 8 }),
      height: fc.integer({ min: 1, max: 6 }),
      offset: fc.constantFrom<'odd' | 'even'>('odd', 'even'),
    }),
  }),
  fc.record({
    kind: fc.constant('hex' as const),
    orientation: orientationArb,
    shape: fc.record({
      type: fc.constant('parallelogram' as const),
      width: fc.integer({ min: 1, max: 7 }),
      height: fc.integer({ min: 1, max: 5 }),
    }),
  }),
  fc.record({
    kind: fc.constant('hex' as const),
    orientation: orientationArb,
    shape: fc.constant({ type: 'free' as const }),
  }),
  fc.record({
    kind: fc.constant('square' as const),
    width: fc.integer({ min: 1, max: 9 }),
    height: fc.integer({ min: 1, max: 7 }),
    diagonal: fc.boolean(),
  }),
  fc.constant({ kind: 'graph' as const }),
);

/** The cells of a free board: any non-empty part of a radius-3 hexagon, holes allowed. */
const freeCellsArb = fc.subarray(hexSpiral(axial(0, 0), 3).map(hexKey), { minLength: 1 });

const nodeIdArb = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/);

const nodesArb = fc.uniqueArray(
  fc.record({
    id: nodeIdArb,
    name: fc.oneof(fc.constant(''), nameText(30)),
    x: fc.integer({ min: 0, max: 1600 }),
    y: fc.integer({ min: 0, max: 1000 }),
    kind: fc.constantFrom('system', 'jump-point', 'gate'),
  }),
  { selector: (n) => n.id, minLength: 1, maxLength: 10 },
);

const lanesArb = (nodeIds: readonly string[]): fc.Arbitrary<MapInput['lanes']> =>
  fc
    .array(
      fc.record({
        from: fc.constantFrom(...nodeIds),
        to: fc.constantFrom(...nodeIds),
        type: fc.constantFrom('route', 'jump'),
        cost: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
        direction: fc.constantFrom<'two-way' | 'one-way'>('two-way', 'one-way'),
      }),
      { maxLength: 16 },
    )
    .map((lanes) =>
      lanes.map(({ cost, ...lane }, i) => ({
        id: `lane-${i}`,
        ...lane,
        ...(cost === undefined ? {} : { cost }),
      })),
    );

/** Every edge between two touching cells of the board, each once. */
function boardEdges(map: MapDef): string[] {
  const cells = new Set(boardCells(map));
  const edges = new Set<string>();
  for (const key of cells) {
    const [a, b] = parseCellKey(key) ?? [0, 0];
    const around =
      map.grid.kind === 'hex'
        ? hexNeighbours(axial(a, b)).map(hexKey)
        : squareNeighbours(squareCell(a, b), false).map(squareKey);
    for (const other of around) if (cells.has(other)) edges.add(edgeKey(key, other));
  }
  return [...edges];
}

const edgeFeatureArb = fc.oneof(
  fc.constantFrom({ type: 'wall' }, { type: 'border' }),
  fc
    .option(fc.constantFrom<'forward' | 'backward'>('forward', 'backward'), { nil: undefined })
    .map((direction) => (direction ? { type: 'wave', direction } : { type: 'wave' })),
);

/** What sits on a board's places: tiles, edge features, tokens, labels, fog, notes. */
function contentArb(bare: MapDef): fc.Arbitrary<MapDef> {
  const isGraph = bare.grid.kind === 'graph';
  const places = isGraph ? bare.nodes.map((n) => n.id) : [...boardCells(bare)];
  const placeArb = fc.constantFrom(...places);
  const someOf = <T>(items: readonly T[], maxLength: number) =>
    items.length === 0
      ? fc.constant<T[]>([])
      : fc.subarray([...items], { maxLength: Math.min(maxLength, items.length) });
  return fc
    .record({
      placements: someOf(places, 12).chain((at) =>
        fc.tuple(
          ...at.map((place) =>
            fc
              .record({
                tile: fc.constantFrom(...contentTiles.map((t) => t.id)),
                rotation: fc.integer({ min: 0, max: bare.grid.kind === 'square' ? 3 : 5 }),
                name: fc.option(nameText(20), { nil: undefined }),
              })
              .map(({ name, ...p }) => [place, { ...p, overrides: name ? { name } : {} }] as const),
          ),
        ),
      ),
      edges: isGraph
        ? fc.constant([])
        : someOf(boardEdges(bare), 15).chain((keys) =>
            fc.tuple(...keys.map((key) => edgeFeatureArb.map((f) => [key, f] as const))),
          ),
      tokens: fc.array(
        fc.record({
          at: placeArb,
          label: fc.constantFrom('', 'Fleet', 'Army'),
          count: fc.integer({ min: 1, max: 5 }),
        }),
        { maxLength: 5 },
      ),
      labels: fc.array(
        fc.record({
          x: fc.integer({ min: -500, max: 500 }),
          y: fc.integer({ min: -500, max: 500 }),
          text: nameText(40),
        }),
        { maxLength: 3 },
      ),
      visibility: someOf(places, 8).chain((at) =>
        fc.tuple(
          ...at.map((place) =>
            fc
              .constantFrom<'hidden' | 'unexplored'>('hidden', 'unexplored')
              .map((state) => [place, { state }] as const),
          ),
        ),
      ),
      notes: someOf(places, 3).map((at) => at.map((place) => [place, `Note on ${place}`] as const)),
      coordinates: fc.constantFrom('none', 'axial', 'offset', 'spiral', 'names'),
    })
    .map((content) =>
      mapSchema.parse({
        ...bare,
        placements: Object.fromEntries(content.placements),
        edges: Object.fromEntries(content.edges),
        tokens: content.tokens.map((t, i) => ({ id: `token-${i}`, ...t })),
        labels: content.labels.map((l, i) => ({ id: `label-${i}`, ...l })),
        visibility: Object.fromEntries(content.visibility),
        notes: Object.fromEntries(content.notes),
        coordinates: content.coordinates,
      }),
    );
}

/**
 * Valid maps of every grid kind and hex shape, small enough to enumerate, with content on
 * their places: tiles from `contentTiles`, walls, one-way waves and plain borders between
 * touching cells, lanes (one-way, with and without costs) between graph nodes, tokens,
 * labels, hidden and unexplored places, notes. Each is what the loader returns.
 */
export const mapWithContentArb: fc.Arbitrary<MapDef> = fc
  .record({
    id: idArb,
    name: nameText(60),
    grid: contentGridArb,
    cells: freeCellsArb,
    nodes: nodesArb,
  })
  .chain(({ grid, cells, nodes, ...rest }) => {
    const isGraph = grid?.kind === 'graph';
    const free = grid?.kind === 'hex' && grid.shape?.type === 'free';
    const withNodes = isGraph
      ? lanesArb(nodes.map((n) => n.id)).map((lanes) => ({ nodes, lanes }))
      : fc.constant({});
    return withNodes.chain((graph) =>
      contentArb(
        mapSchema.parse({
          ...rest,
          grid,
          edgeTypes: isGraph ? [] : contentEdgeTypes,
          laneTypes: isGraph ? contentLaneTypes : [],
          ...(free ? { cells } : {}),
          ...graph,
        }),
      ),
    );
  });

/** A map document: `contentTiles` and up to three maps with content, their ids distinct. */
export const mapDocumentWithContentArb: fc.Arbitrary<{
  tiles: readonly Tile[];
  maps: readonly MapDef[];
}> = fc
  .uniqueArray(mapWithContentArb, { selector: (m) => m.id, minLength: 1, maxLength: 3 })
  .map((maps) => ({ tiles: contentTiles, maps }));
