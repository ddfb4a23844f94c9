import {
  balancePresetSchema,
  type BalancePreset,
  type BalancePresetInput,
  type BalanceRules,
} from '../../../scenarios/format/balance.ts';

/**
 * The built-in balance presets. They are data, not engine code: each names the published
 * metric it reproduces and reads the attributes galaxy games give their tiles (planets with
 * resources, influence, tech and legendary, an anomaly, a wormhole). A scenario's own presets
 * (mapRules.balance.presets) stand beside them, and replace one of the same id.
 */

const nebula = { attribute: 'anomaly', equals: 'nebula' };
const supernova = { attribute: 'anomaly', equals: 'supernova' };

const BUILT_IN: BalancePresetInput[] = [
  {
    id: 'territory',
    name: 'Territory (nearest home by steps, ties shared; gap in places owned)',
    description:
      'Every place goes to the home fewest steps away (wormholes and lanes included, never through another home); places equally near share out evenly. The imbalance is the largest number of places owned less the smallest. Reads no tile attribute, so it fits any map.',
    distance: { metric: 'hops', wormholes: true, throughHomes: false },
    ownership: { kind: 'nearest' },
    places: { centre: false, empty: true },
    measures: [{ id: 'places', name: 'Places', terms: [{ kind: 'constant' }] }],
    objective: { kind: 'gap' },
  },
  {
    id: 'keeganw-slices',
    name: 'KeeganW slices (2 hops, nearest home, ties 1/N, squared deviations w = 1, 1, 0.25, 1)',
    description:
      "Reproduces the slice balance of KeeganW's TI4 map generator (src/helpers/Slices.js): a slice is every system within 2 hops of a home, hyperlane chains counting as one hop, never through another home, the centre or a position with no tile, wormholes not counted. The nearest home owns a system, equally near homes split it 1/N. A planet counts towards the larger of resources and influence (half to each on a tie). Imbalance: Σ over resources, influence, planets and anomalies (red-bordered tiles) of weight × Σ (slice − mean)², weights 1, 1, 0.25, 1.",
    distance: {
      metric: 'hops',
      wormholes: false,
      max: 2,
      throughHomes: false,
      throughCentre: false,
      throughEmpty: false,
      ruleBlocks: false,
    },
    ownership: { kind: 'nearest' },
    places: { centre: false, empty: false },
    measures: [
      {
        id: 'resources',
        name: 'Resources',
        terms: [{ kind: 'optimal', list: 'planets', field: 'resources', other: 'influence' }],
      },
      {
        id: 'influence',
        name: 'Influence',
        terms: [{ kind: 'optimal', list: 'planets', field: 'influence', other: 'resources' }],
      },
      {
        id: 'planets',
        name: 'Planets',
        terms: [{ kind: 'count', path: 'planets[]' }],
        weight: 0.25,
      },
      {
        id: 'anomalies',
        name: 'Anomalies',
        terms: [{ kind: 'match', match: { borders: ['red'] } }],
      },
      {
        id: 'optimal',
        name: 'Optimal value',
        terms: [{ kind: 'greatest', list: 'planets', fields: ['resources', 'influence'] }],
        weight: 0,
      },
      {
        id: 'wormholes',
        name: 'Wormholes',
        terms: [{ kind: 'match', match: { attribute: 'wormhole' } }],
        weight: 0,
      },
    ],
    objective: { kind: 'squares' },
  },
  {
    id: 'ti4-lab-home-value',
    name: 'ti4-lab home value (2 hops, nearest home, ties 1/N, path to the centre; gap)',
    description:
      "Reproduces heisenbugged/ti4-lab's map-generator home value (app/mapgen/utils/sliceScoring.ts): every system 1 or 2 steps from a home (hyperlane chains one step, no wormholes, through homes and the centre, a supernova never entered, a nebula entered but never left) goes to the nearest home, equally near homes splitting its value. A system is worth Σ max(resources, influence) + 0.5 per technology specialty + a legendary planet (Hope's End 2, Emelpar 3, Industrex 2, others 1) + 1 per trade station + 2 for an entropic scar. The home adds 3 × (3 − steps to the centre, never through another home) and −2 or −1 when every shortest way passes a supernova or a nebula. Totals and the gap (largest less smallest) are rounded to 0.1.",
    distance: {
      metric: 'hops',
      wormholes: false,
      max: 2,
      throughHomes: true,
      throughCentre: true,
      throughEmpty: false,
      deadEnds: [nebula],
      blocked: [supernova],
      ruleBlocks: false,
    },
    ownership: { kind: 'nearest' },
    places: { centre: false, empty: false },
    measures: [
      {
        id: 'value',
        name: 'Home value',
        terms: [
          { kind: 'greatest', list: 'planets', fields: ['resources', 'influence'] },
          { kind: 'count', path: 'planets[].tech[]', weight: 0.5 },
          {
            kind: 'lookup',
            list: 'planets',
            when: 'legendary',
            key: 'name',
            table: { "Hope's End": 2, Emelpar: 3, Industrex: 2 },
            otherwise: 1,
          },
          { kind: 'count', path: 'planets[].tradeStation' },
          { kind: 'match', match: { attribute: 'anomaly', equals: 'entropic-scar' }, weight: 2 },
        ],
        centre: {
          baseline: 3,
          perStep: 3,
          distance: {
            metric: 'hops',
            wormholes: false,
            throughHomes: false,
            throughCentre: true,
            throughEmpty: false,
            ruleBlocks: false,
          },
          onEveryWay: [
            { match: supernova, value: -2 },
            { match: nebula, value: -1 },
          ],
        },
        decimals: 1,
      },
    ],
    objective: { kind: 'gap', decimals: 1 },
  },
  {
    id: 'ti4-map-lab-simple-slice',
    name: 'ti4-map-lab Simple Slice (adjacent ×2, two steps ×1, nothing beside another home; gap)',
    description:
      "Reproduces joepinion/ti4-map-lab's home value with its built-in Simple Slice evaluator (src/map-logic.js, src/data/default_evaluators.json): every system a home reaches through systems only (wormholes and hyperlanes joining them, a supernova never passed through) counts in full for that home, twice when adjacent and once two steps away, unless it is adjacent to another home. A system is worth, per planet, the larger of resources and influence plus 1 for a technology specialty, plus 1 for a legendary planet and 1 for a space station. The imbalance is the largest home value less the smallest.",
    distance: {
      metric: 'hops',
      wormholes: true,
      max: 2,
      throughHomes: false,
      throughCentre: true,
      throughEmpty: false,
      blocked: [supernova],
      ruleBlocks: false,
    },
    ownership: { kind: 'reach', weights: [2, 2, 1], besideOtherHomes: false },
    places: { centre: true, empty: false },
    measures: [
      {
        id: 'value',
        name: 'Home value',
        terms: [
          { kind: 'greatest', list: 'planets', fields: ['resources', 'influence'] },
          { kind: 'count', path: 'planets[].tech' },
          { kind: 'count', path: 'planets[].legendary' },
          { kind: 'count', path: 'planets[].tradeStation' },
        ],
      },
    ],
    objective: { kind: 'gap' },
  },
  {
    id: 'stakes',
    name: 'Stakes by 1/d² over entry costs (resources, influence, specialties; coefficient of variation)',
    description:
      'After the model of DerekPPeterson’s TI4 map generator, not a reproduction of it: distances add up what entering each place costs under the movement rules (wormholes included, never through another home); every home reaching a place has a stake in it in proportion to 1/distance². The imbalance adds up the coefficients of variation of resources, influence and technology specialties.',
    distance: { metric: 'weighted', wormholes: true, throughHomes: false },
    ownership: { kind: 'stakes', power: 2 },
    places: { centre: false, empty: false },
    measures: [
      { id: 'resources', name: 'Resources', terms: [{ kind: 'sum', path: 'planets[].resources' }] },
      { id: 'influence', name: 'Influence', terms: [{ kind: 'sum', path: 'planets[].influence' }] },
      {
        id: 'specialties',
        name: 'Specialties',
        terms: [{ kind: 'count', path: 'planets[].tech' }],
      },
    ],
    objective: { kind: 'cv', decimals: 3 },
  },
];

export const BUILT_IN_PRESETS: readonly BalancePreset[] = BUILT_IN.map((p) =>
  balancePresetSchema.parse(p),
);

/** The presets a scenario can choose from: its own first, then the built-in ones it does not replace. */
export function presetsFor(rules: BalanceRules): readonly BalancePreset[] {
  const own = new Set(rules.presets.map((p) => p.id));
  return [...rules.presets, ...BUILT_IN_PRESETS.filter((p) => !own.has(p.id))];
}

/** A preset by id or by name (any case); null when none has it. */
export function findPreset(rules: BalanceRules, wanted: string): BalancePreset | null {
  const all = presetsFor(rules);
  const lower = wanted.trim().toLowerCase();
  return (
    all.find((p) => p.id === wanted) ?? all.find((p) => p.name.toLowerCase() === lower) ?? null
  );
}

/** The scenario's default preset, or the first when its default names none. */
export function defaultPreset(rules: BalanceRules): BalancePreset {
  return findPreset(rules, rules.preset) ?? (presetsFor(rules)[0] as BalancePreset);
}
