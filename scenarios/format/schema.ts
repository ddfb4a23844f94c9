import { z } from 'zod';
import { CURRENT_SCHEMA_VERSION, metaSchema } from './meta.ts';
import { colourSchema, idSchema as id, reportDuplicateIds, wholeNumber } from './primitives.ts';
import { findPrototypeKey, PROTOTYPE_KEY_MESSAGE } from './prototype-key.ts';
import {
  bagSchema,
  deckSchema,
  dieSchema,
  tableSchema,
} from '../../features/draws/draws-format.ts';
import { mapSchema, type MapDef } from './map.ts';
import { scheduleSchema } from '../../features/clock/schedule-format.ts';
import {
  contestListsSchema,
  reportContestProblems,
} from '../../features/contests/contests-format.ts';
import {
  eventBoxRulesSchema,
  reportEventBoxProblems,
} from '../../features/events/event-boxes-format.ts';
import {
  reportSecretRoleProblems,
  secretRoleSchema,
} from '../../features/secrets/secret-roles-format.ts';
import { reportSetupProblems, setupListSchema } from '../../features/setup/setup-format.ts';
import { reportTrackerProblems, trackerListsSchema } from '../../features/teams/trackers-format.ts';
import { tileSchema } from './tiles.ts';
import {
  paidActionListSchema,
  reportPaidActionProblems,
} from '../../features/teams/paid-actions-format.ts';
import { resolverSchema } from '../../features/adjudication/resolvers-format.ts';
import {
  heldDieSchema,
  reportHeldDiceProblems,
} from '../../features/held-dice/held-dice-format.ts';
import { DEFAULT_BALANCE_PRESET } from './balance.ts';
import { mapRulesSchema } from './map-rules.ts';
import {
  galaxyTemplateSchema,
  reportTemplateProblems,
  tilePoolSchema,
} from './galaxy-templates.ts';

export { colourSchema };

/**
 * The scenario file format, current version. Every boundary (files, IPC, WebSocket, CLI)
 * validates with these schemas; the JSON Schema for designers is generated from them.
 *
 * Sections that later capabilities fill in (maps, tiles, decks, …) are lists of open
 * objects with an id and a name: their inner shape is owned by the engine that uses them,
 * and tightening it later is a migration, never a silent change.
 */
export { CURRENT_SCHEMA_VERSION, metaSchema, seatCount } from './meta.ts';

export const roleSchema = z.object({
  id,
  name: z.string().trim().min(1, 'a role needs a name'),
  count: wholeNumber(0, 1000),
  description: z.string().default(''),
});

export const teamSchema = z
  .object({
    id,
    name: z.string().trim().min(1, 'a team needs a name'),
    colour: colourSchema,
    /** "team": its roles are seats held by players. "office": posts held on top of a seat (they add no players). */
    kind: z.enum(['team', 'office']).default('team'),
    description: z.string().default(''),
    roles: z.array(roleSchema).default([]),
  })
  .superRefine((team, ctx) => reportDuplicateIds(ctx, team.roles, 'roles', 'role'));

/** An entry of a section whose inner shape a later engine owns. */
export const sectionEntrySchema = z.looseObject({
  id,
  name: z.string().min(1),
});

const section = (what: string) => z.array(sectionEntrySchema).default([]).describe(what);

export const scenarioSchema = z
  .object({
    schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
    meta: metaSchema,
    teams: z.array(teamSchema).default([]),
    maps: z.array(mapSchema).default([]).describe('Hex, square and point-to-point maps.'),
    tiles: z.array(tileSchema).default([]).describe('The tile library that maps place from.'),
    mapRules: mapRulesSchema.default({
      movement: {
        homes: { kinds: ['home'], borders: [], tiles: [] },
        centre: null,
        wormholes: null,
        hyperlanes: null,
        entryCosts: [],
      },
      balance: { preset: DEFAULT_BALANCE_PRESET, presets: [] },
      checks: [],
    }),
    galaxyTemplates: z
      .array(galaxyTemplateSchema)
      .default([])
      .describe('Layouts that galaxies are generated or dealt from.'),
    tilePools: z
      .array(tilePoolSchema)
      .default([])
      .describe('Which tiles the galaxy templates deal, and in what proportions.'),
    decks: z.array(deckSchema).default([]).describe('Card decks.'),
    bags: z.array(bagSchema).default([]).describe('Bags of counters drawn blind.'),
    dice: z.array(dieSchema).default([]).describe('Named dice with listed faces.'),
    heldDice: z
      .array(heldDieSchema)
      .default([])
      .describe('Dice held at a face: rolled, stepped down, given between teams.'),
    tables: z.array(tableSchema).default([]).describe('Random and lookup tables.'),
    resolvers: z
      .array(resolverSchema)
      .default([])
      .describe('Rulings by table: inputs, dice, modifiers, results.'),
    schedule: scheduleSchema,
    ...trackerListsSchema,
    paidActions: paidActionListSchema,
    events: section('Event definitions.'),
    eventBoxes: z.array(eventBoxRulesSchema).default([]).describe('Event box rules.'),
    secretRoles: z.array(secretRoleSchema).default([]).describe('Hidden roles drawn at random.'),
    ...contestListsSchema,
    setup: setupListSchema,
  })
  .superRefine((s, ctx) => {
    const prototypeKey = findPrototypeKey(s);
    if (prototypeKey)
      ctx.addIssue({ code: 'custom', path: prototypeKey, message: PROTOTYPE_KEY_MESSAGE });
    reportDuplicateIds(ctx, s.teams, 'teams', 'team');
    reportDuplicateIds(ctx, s.maps, 'maps', 'map');
    reportDuplicateIds(ctx, s.tiles, 'tiles', 'tile');
    reportUnknownTiles(ctx, s);
    reportTemplateProblems(ctx, s);
    reportDuplicateIds(ctx, s.decks, 'decks', 'deck');
    reportDuplicateIds(ctx, s.bags, 'bags', 'bag');
    reportDuplicateIds(ctx, s.dice, 'dice', 'die');
    reportDuplicateIds(ctx, s.heldDice, 'heldDice', 'held die');
    reportHeldDiceProblems(ctx, s);
    reportDuplicateIds(ctx, s.tables, 'tables', 'table');
    reportDuplicateIds(ctx, s.resolvers, 'resolvers', 'resolver');
    reportUnknownEffectTrackers(ctx, s);
    reportUnknownDrawTargets(ctx, s);
    reportTrackerProblems(ctx, s);
    reportPaidActionProblems(ctx, s);
    reportEventBoxProblems(ctx, s);
    reportSecretRoleProblems(ctx, s);
    reportContestProblems(ctx, s);
    reportSetupProblems(ctx, s);
  });

/** Every placed tile must be in the library (a map never points at a tile that is not there). */
function reportUnknownTiles(
  ctx: z.RefinementCtx,
  s: { tiles: readonly { id: string }[]; maps: readonly MapDef[] },
): void {
  const known = new Set(s.tiles.map((t) => t.id));
  s.maps.forEach((map, i) => {
    for (const [at, placement] of Object.entries(map.placements))
      if (!known.has(placement.tile))
        ctx.addIssue({
          code: 'custom',
          path: ['maps', i, 'placements', at, 'tile'],
          message: `no tile "${placement.tile}" in the tile library`,
        });
  });
}

/** Rows roll on tables that exist; phase-start deals name decks that exist. */
function reportUnknownDrawTargets(
  ctx: z.RefinementCtx,
  s: {
    tables: readonly { id: string; rows: readonly { then?: string | undefined }[] }[];
    decks: readonly { id: string; cost?: { tracker: string } | undefined }[];
    trackers: readonly { id: string; scope: string }[];
    teams: readonly { id: string }[];
    schedule: {
      blocks: readonly { phases: readonly { atStart: readonly { kind: string }[] }[] }[];
    };
  },
): void {
  const tables = new Set(s.tables.map((t) => t.id));
  s.tables.forEach((table, i) =>
    table.rows.forEach((row, r) => {
      if (row.then !== undefined && !tables.has(row.then))
        ctx.addIssue({
          code: 'custom',
          path: ['tables', i, 'rows', r, 'then'],
          message: `no table "${row.then}" to roll on`,
        });
    }),
  );
  const decks = new Set(s.decks.map((d) => d.id));
  const teams = new Set(s.teams.map((t) => t.id));
  s.decks.forEach((deck, i) => {
    const tracker = deck.cost?.tracker;
    if (tracker === undefined) return;
    const def = s.trackers.find((t) => t.id === tracker);
    if (!def || def.scope !== 'team')
      ctx.addIssue({
        code: 'custom',
        path: ['decks', i, 'cost', 'tracker'],
        message: def ? `"${tracker}" must be a team tracker` : `no tracker "${tracker}"`,
      });
  });
  s.schedule.blocks.forEach((block, b) =>
    block.phases.forEach((phase, p) =>
      phase.atStart.forEach((automation, a) => {
        if (automation.kind !== 'deal') return;
        const { deck, teams: holders } = automation as { deck?: unknown; teams?: unknown };
        const at = ['schedule', 'blocks', b, 'phases', p, 'atStart', a];
        if (typeof deck === 'string' && !decks.has(deck))
          ctx.addIssue({ code: 'custom', path: [...at, 'deck'], message: `no deck "${deck}"` });
        if (Array.isArray(holders))
          holders.forEach((team, t) => {
            if (typeof team === 'string' && !teams.has(team))
              ctx.addIssue({
                code: 'custom',
                path: [...at, 'teams', t],
                message: `no team "${team}"`,
              });
          });
      }),
    ),
  );
}

/** A resolver's effects change trackers that exist. */
function reportUnknownEffectTrackers(
  ctx: z.RefinementCtx,
  s: {
    trackers: readonly { id: string }[];
    resolvers: readonly { results: readonly { effects: readonly { tracker: string }[] }[] }[];
  },
): void {
  const trackers = new Set(s.trackers.map((t) => t.id));
  s.resolvers.forEach((r, i) =>
    r.results.forEach((result, j) =>
      result.effects.forEach((e, k) => {
        if (!trackers.has(e.tracker))
          ctx.addIssue({
            code: 'custom',
            path: ['resolvers', i, 'results', j, 'effects', k, 'tracker'],
            message: `no tracker "${e.tracker}"`,
          });
      }),
    ),
  );
}

export type Scenario = z.infer<typeof scenarioSchema>;
/** What a designer may write: defaults not yet filled in. */
export type ScenarioInput = z.input<typeof scenarioSchema>;
export type ScenarioMeta = Scenario['meta'];
export type Team = Scenario['teams'][number];
export type Role = Team['roles'][number];
