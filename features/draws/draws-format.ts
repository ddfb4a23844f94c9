import { z } from 'zod';
import { cardEventSchema } from '../events/event-boxes-format.ts';
import {
  colourSchema,
  idSchema,
  refTo,
  reportDuplicateIds,
  wholeNumber,
} from '../../scenarios/format/primitives.ts';

/**
 * What the console draws from: card decks, bags of counters, named dice and random tables.
 * Every field has a default, so the older `{ id, name }` entries of these sections still load
 * (as an empty deck, bag or table).
 */

/** Free fields of a card or table row (a cost, a value, a Fight level): strings or numbers. */
export const fieldValuesSchema = z.record(
  z.string(),
  z.union([z.string(), z.number()], 'must be text or a number'),
);

/** Largest card picture kept inside the scenario file (as a data: URL). */
export const CARD_IMAGE_MAX_CHARS = 1_500_000;

/**
 * A card's goal for counters put on it in play: complete once the counters of the listed kinds
 * (every kind when none are listed) add up to `count`.
 */
export const counterGoalSchema = z.object({
  count: wholeNumber(1, 1000),
  /** Kinds that count toward the goal (a bag kind's id, or a free label); all when empty. */
  kinds: z.array(z.string().trim().min(1).max(40)).default([]),
  /** Marks a goal the rulebook does not print (a placeholder card's number). */
  assumed: z.boolean().optional(),
  source: z.string().default(''),
});

export const cardSchema = z
  .object({
    id: idSchema,
    title: z.string().trim().min(1, 'a card needs a title').max(200),
    text: z.string().max(4000).default(''),
    /** A picture as a data: URL (PNG, JPEG, WebP or SVG). */
    image: z
      .string()
      .max(CARD_IMAGE_MAX_CHARS, 'the image is too large: keep card images under about 1 MB')
      .regex(/^data:image\/(png|jpeg|webp|svg\+xml);base64,/, 'must be a data: URL of an image')
      .optional(),
    tags: z.array(z.string().trim().min(1).max(60)).default([]),
    fields: fieldValuesSchema.default({}),
    /** How many of this card the deck holds. */
    copies: wholeNumber(0, 10_000).default(1),
    /** Stays in play until resolved: clearing the table at the end of a turn leaves it there. */
    persistent: z.boolean().default(false),
    /** Where the card comes from ("rules p. 4", "placeholder"). */
    source: z.string().default(''),
    /** What the card costs and does when it is an event tallied from an event box. */
    event: cardEventSchema.optional(),
    /** Counters that complete this card once it is in play ("Understood" at 3 matching cubes). */
    counterGoal: counterGoalSchema.optional(),
    /** A tile the card brings to whoever holds it: a drafted race's home system. */
    tile: refTo('tiles').optional(),
  })
  .describe('A card definition; `copies` of it go into the deck.');

/**
 * How many cards a team may hold in its hand of this deck. `over` says what a deal or draw
 * past the limit does: `refuse` it, or `flag` the hand ("over the limit: discard N") until a
 * discard brings it back, as rulebooks that say "discard excess cards" play it.
 */
export const handLimitSchema = z.object({
  cards: wholeNumber(0, 1000),
  over: z.enum(['refuse', 'flag']).default('refuse'),
  /** Where the rule comes from ("rules p. 4", "Tome 8, line 7332"). */
  source: z.string().default(''),
});

/**
 * Draw N, keep K: a team draws `draw` cards (or a number Control gives at the time when it is
 * null), keeps `keep` of them and the rest go to the discard or the bottom of the draw pile.
 */
export const drawKeepSchema = z.object({
  /** Cards drawn; null when the number is given at the time (`count` says how it is worked out). */
  draw: wholeNumber(1, 1000).nullable().default(null),
  keep: wholeNumber(1, 1000).default(1),
  /** Where the cards not kept go. */
  rest: z.enum(['discard', 'bottom']).default('discard'),
  /** How N is worked out, for Control ("the highest of Bounty, Rank, Medals or Status"). */
  count: z.string().max(500).default(''),
  source: z.string().default(''),
});

/**
 * What a team pays from one of its trackers for each card it draws into its hand ("two Fuel
 * per Sabotage card"). A team short of it is refused; Control may waive it.
 */
export const deckCostSchema = z.object({
  tracker: refTo('trackers'),
  amount: wholeNumber(1, 1_000_000),
  /** Where the rule comes from ("rules line 152"). */
  source: z.string().default(''),
});

/**
 * Counters (cubes, tokens) put on this deck's cards in play. Their kinds are a bag's kinds
 * (colours and names from the bag) and any free label Control types.
 */
export const deckCountersSchema = z.object({
  /** The bag whose kinds the counters are; none for free labels only. */
  bag: refTo('bags').optional(),
  /** What a card whose goal is met reads as ("Understood"). */
  complete: z.string().trim().min(1).max(40).default('Complete'),
  /** What one counter is called in the log ("cube", "token"). */
  noun: z.string().trim().min(1).max(40).default('counter'),
  source: z.string().default(''),
});

/**
 * A face-up row of `slots` cards drawn from the deck, taken by teams. `refill`: at once after
 * each take (`on-take`), at the start of the phase `phase` each turn (`each-turn`), or only
 * when Control refills it (`manual`). `stale`: what a refill at the phase does first with the
 * cards nobody took: discard them (a new selection each turn) or keep them.
 */
export const marketSchema = z.object({
  slots: wholeNumber(1, 20),
  refill: z.enum(['on-take', 'each-turn', 'manual']).default('on-take'),
  /** The phase whose start refills an each-turn row. */
  phase: refTo('schedule.blocks.phases').optional(),
  /** The first phase of each turn in which the row may be taken from (closed before it). */
  openFrom: refTo('schedule.blocks.phases').optional(),
  stale: z.enum(['discard', 'keep']).default('keep'),
  /** Where a taken card goes: the taking team's hand or play area, or the discard. */
  takeTo: z.enum(['hand', 'play', 'discard']).default('hand'),
  /** Whether the display shows the row. */
  public: z.boolean().default(true),
  /** Marks numbers the rulebook does not give. */
  assumed: z.boolean().optional(),
  source: z.string().default(''),
});

export const deckSchema = z
  .object({
    id: idSchema,
    name: z.string().trim().min(1, 'a deck needs a name').max(120),
    description: z.string().max(4000).default(''),
    cards: z.array(cardSchema).default([]),
    /** Shuffle the draw pile when a session starts (otherwise it starts in the listed order). */
    shuffleAtStart: z.boolean().default(true),
    /** When the draw pile runs out mid-draw, shuffle the discard pile back in and go on. */
    reshuffleWhenEmpty: z.boolean().default(true),
    /** Where a deal puts cards by default: a team's hidden hand or face up in front of it. */
    dealTo: z.enum(['hand', 'play']).default('hand'),
    /**
     * Hands played face up: every team and the display see what each team holds (a game of
     * open hands). Cards drawn to choose from stay the choosing team's until kept.
     */
    openHands: z.boolean().default(false),
    /**
     * Who holds this deck's cards is secret (a hidden traitor's cards): only the crew and the
     * holding team see a hand, its size, and the draws, buys and deals into it.
     */
    hiddenHolders: z.boolean().optional(),
    /** Names of the card fields, in the order a spreadsheet lists them (CSV export uses it). */
    fieldNames: z.array(z.string().trim().min(1).max(60)).default([]),
    /** The most cards a team's hand of this deck may hold; none when absent. */
    handLimit: handLimitSchema.optional(),
    /** The deck's "draw N, keep K" rule, the defaults of a draw to choose from. */
    drawKeep: drawKeepSchema.optional(),
    /** What a team pays for each card drawn into its hand; free when absent. */
    cost: deckCostSchema.optional(),
    /** Counters put on the deck's cards in play; none when absent. */
    counters: deckCountersSchema.optional(),
    /** A face-up row of cards to take from; none when absent. */
    market: marketSchema.optional(),
    /** Where the cards come from (a designer's credit, "placeholder" for invented ones). */
    source: z.string().default(''),
  })
  .superRefine((deck, ctx) => {
    reportDuplicateIds(ctx, deck.cards, 'cards', 'card');
    if (deck.openHands && deck.hiddenHolders)
      ctx.addIssue({
        code: 'custom',
        path: ['hiddenHolders'],
        message: 'hands played face up cannot keep their holders secret',
      });
    if (deck.market?.refill === 'each-turn' && deck.market.phase === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['market', 'phase'],
        message: 'a row refilled each turn needs the phase that refills it',
      });
  })
  .describe('A deck of cards: definitions with copies, drawn into piles in a session.');

export const bagKindSchema = z.object({
  id: idSchema,
  name: z.string().trim().min(1, 'a kind needs a name').max(60),
  colour: colourSchema.optional(),
  /** Pieces of this kind in the box (bag and supply together); `null` for no limit. */
  total: wholeNumber(0, 100_000).nullable().default(null),
});

/** Counts per kind id. */
export const kindCountsSchema = z.record(z.string(), wholeNumber(0, 100_000));

export const bagPresetSchema = z.object({
  id: idSchema,
  name: z.string().trim().min(1, 'a preset needs a name').max(60),
  contents: kindCountsSchema.default({}),
});

export const bagSchema = z
  .object({
    id: idSchema,
    name: z.string().trim().min(1, 'a bag needs a name').max(120),
    description: z.string().max(4000).default(''),
    kinds: z.array(bagKindSchema).default([]),
    /** What the bag holds when a session starts; the rest of each kind is the supply. */
    contents: kindCountsSchema.default({}),
    presets: z.array(bagPresetSchema).default([]),
    source: z.string().default(''),
  })
  .superRefine((bag, ctx) => {
    reportDuplicateIds(ctx, bag.kinds, 'kinds', 'kind');
    reportDuplicateIds(ctx, bag.presets, 'presets', 'preset');
    const kinds = new Map(bag.kinds.map((k) => [k.id, k]));
    const check = (counts: Record<string, number>, path: (string | number)[]) => {
      for (const [kind, n] of Object.entries(counts)) {
        const def = kinds.get(kind);
        if (!def)
          ctx.addIssue({ code: 'custom', path: [...path, kind], message: `no kind "${kind}"` });
        else if (def.total !== null && n > def.total)
          ctx.addIssue({
            code: 'custom',
            path: [...path, kind],
            message: `${n} ${def.name} is more than the ${def.total} there are`,
          });
      }
    };
    check(bag.contents, ['contents']);
    bag.presets.forEach((p, i) => check(p.contents, ['presets', i, 'contents']));
  })
  .describe('A bag of counters drawn blind, with a finite supply of each kind.');

export const dieFaceSchema = z.object({
  value: z.number().int('a face value must be a whole number').min(-1000).max(1000),
  /** A symbol or an effect ("+2 vs any type"); shown instead of the number when set. */
  label: z.string().max(200).default(''),
});

export const dieSchema = z
  .object({
    id: idSchema,
    name: z.string().trim().min(1, 'a die needs a name').max(120),
    description: z.string().max(4000).default(''),
    colour: colourSchema.optional(),
    /** Ordered faces; old `{ id, name }` entries load as a plain six-sided die. */
    faces: z
      .array(dieFaceSchema)
      .min(2, 'a die needs at least 2 faces')
      .max(1000)
      .default([1, 2, 3, 4, 5, 6].map((value) => ({ value, label: '' }))),
    source: z.string().default(''),
  })
  .describe('A named die with listed faces, rolled in notation as d[id].');

export const tableRowSchema = z.object({
  /** Lowest roll of a ranged row; `null` for "or less". */
  min: z.number().int('must be a whole number').nullable().default(null),
  /** Highest roll of a ranged row; `null` for "or more" ("11+"). */
  max: z.number().int('must be a whole number').nullable().default(null),
  /** Chance weight of a weighted row. */
  weight: wholeNumber(0, 1_000_000).default(1),
  result: z.string().trim().min(1, 'a row needs a result').max(500),
  detail: z.string().max(2000).default(''),
  fields: fieldValuesSchema.default({}),
  /** Dice rolled when this row comes up ("Lose 1D6 Horses" rolls 1d6). */
  roll: z.string().max(200).optional(),
  /** Another table rolled on when this row comes up. */
  then: refTo('tables').optional(),
});

export const tableSchema = z
  .object({
    id: idSchema,
    name: z.string().trim().min(1, 'a table needs a name').max(120),
    description: z.string().max(4000).default(''),
    /** "range": the dice total picks the row whose min–max holds it. "weight": rows by weight. */
    mode: z.enum(['range', 'weight']).default('range'),
    /** The dice of a ranged table, e.g. "1d10" or "2d6". */
    roll: z.string().max(200).default('1d6'),
    rows: z.array(tableRowSchema).default([]),
    /** Without replacement, a row that came up is not picked again until the table is reset. */
    replacement: z.boolean().default(true),
    /** Names of the row fields, in the order the source lists them. */
    fieldNames: z.array(z.string().trim().min(1).max(60)).default([]),
    source: z.string().default(''),
  })
  .describe('A random table: ranged rows read from a dice total, or weighted rows.');

export type CardDef = z.infer<typeof cardSchema>;
export type DeckDef = z.infer<typeof deckSchema>;
export type DeckInput = z.input<typeof deckSchema>;
export type HandLimit = z.infer<typeof handLimitSchema>;
export type DeckCost = z.infer<typeof deckCostSchema>;
export type CounterGoal = z.infer<typeof counterGoalSchema>;
export type DeckCounters = z.infer<typeof deckCountersSchema>;
export type MarketDef = z.infer<typeof marketSchema>;
export type DrawKeep = z.infer<typeof drawKeepSchema>;
export type BagKind = z.infer<typeof bagKindSchema>;
export type BagPreset = z.infer<typeof bagPresetSchema>;
export type BagDef = z.infer<typeof bagSchema>;
export type DieFace = z.infer<typeof dieFaceSchema>;
export type DieDef = z.infer<typeof dieSchema>;
export type TableRow = z.infer<typeof tableRowSchema>;
export type TableDef = z.infer<typeof tableSchema>;
export type TableInput = z.input<typeof tableSchema>;
export type FieldValues = z.infer<typeof fieldValuesSchema>;

/** Rows roll on tables that exist; phase-start deals and rolls name decks and tables that exist. */
export function reportUnknownDrawTargets(
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
        const at = ['schedule', 'blocks', b, 'phases', p, 'atStart', a];
        if (automation.kind === 'roll-table') {
          const { table } = automation as { table?: unknown };
          if (typeof table === 'string' && !tables.has(table))
            ctx.addIssue({
              code: 'custom',
              path: [...at, 'table'],
              message: `no table "${table}"`,
            });
          return;
        }
        if (automation.kind !== 'deal') return;
        const {
          deck,
          teams: holders,
          count,
        } = automation as {
          deck?: unknown;
          teams?: unknown;
          count?: unknown;
        };
        const counted = count && typeof count === 'object' ? (count as { tracker?: unknown }) : {};
        if (typeof counted.tracker === 'string') {
          const def = s.trackers.find((t) => t.id === counted.tracker);
          if (!def || def.scope === 'player')
            ctx.addIssue({
              code: 'custom',
              path: [...at, 'count', 'tracker'],
              message: def
                ? `"${counted.tracker}" is a player's tracker: cards are counted by a team or game tracker`
                : `no tracker "${counted.tracker}"`,
            });
        }
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
