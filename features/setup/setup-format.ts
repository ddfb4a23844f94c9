import { z } from 'zod';
import {
  idSchema,
  refTo,
  reportDuplicateIds,
  wholeNumber,
} from '../../scenarios/format/primitives.ts';

/**
 * A guided setup: the steps Control runs before the first turn, in order, each with its own
 * screen in the console (roll for seats, draft, an auction, normalise a resource).
 */
const base = {
  id: idSchema,
  name: z.string().trim().min(1, 'a setup step needs a name').max(120),
  text: z.string().max(2000).default(''),
};

export const setupStepSchema = z.discriminatedUnion('kind', [
  /**
   * How many are playing: the first that many seats are in play, or Control names the seats.
   * Every later step (seat roll, draft, bids, the galaxy deal) goes round those seats only.
   */
  z.object({
    ...base,
    kind: z.literal('seats-in-play'),
    /** The fewest and most players; the scenario's player range when left out. */
    min: wholeNumber(1, 100).optional(),
    max: wholeNumber(1, 100).optional(),
  }),
  /** Every team rolls; seats go from the highest roll to the lowest (ties roll again). */
  z.object({
    ...base,
    kind: z.literal('seat-roll'),
    dice: z.string().trim().min(1).max(40).default('1d10'),
  }),
  /**
   * In seat order each team picks a card of the deck or passes; those who passed are dealt one
   * at random and may reject it and draw again, up to `draws` draws in all.
   */
  z.object({
    ...base,
    kind: z.literal('draft'),
    deck: refTo('decks'),
    draws: wholeNumber(1, 10).default(3),
  }),
  z.object({ ...base, kind: z.literal('auction'), auction: refTo('auctions') }),
  /** Everyone shifts the tracker by the same amount so the lowest holds exactly `floor`. */
  z.object({
    ...base,
    kind: z.literal('normalise'),
    tracker: refTo('trackers'),
    floor: z.number().int().default(1),
  }),
  z.object({ ...base, kind: z.literal('instruction') }),
  /**
   * The galaxy dealt from a template to the seated teams (the session's generator shuffles),
   * then placed tile by tile in the template's turn order, each placement checked.
   */
  z.object({
    ...base,
    kind: z.literal('galaxy-deal'),
    /** The galaxy templates Control may deal from (the first is offered first). */
    templates: z.array(refTo('galaxyTemplates')).min(1, 'a galaxy deal needs a template'),
    /**
     * A draft step whose cards bring each seat its home tile (a race its home system);
     * without it the homes are dealt at random from the pool.
     */
    homesFrom: refTo('setup').optional(),
  }),
]);
export type SetupStep = z.infer<typeof setupStepSchema>;

export const setupListSchema = z
  .array(setupStepSchema)
  .default([])
  .describe('The guided setup, in order.');

export function reportSetupProblems(
  ctx: z.RefinementCtx,
  s: {
    setup: readonly SetupStep[];
    decks: readonly { id: string; cards: readonly { id: string; tile?: string | undefined }[] }[];
    tiles: readonly { id: string }[];
    auctions: readonly { id: string }[];
    trackers: readonly { id: string; scope: string }[];
    galaxyTemplates: readonly { id: string }[];
  },
): void {
  reportDuplicateIds(ctx, s.setup, 'setup', 'setup step');
  const decks = new Set(s.decks.map((d) => d.id));
  const auctions = new Set(s.auctions.map((a) => a.id));
  const trackers = new Map(s.trackers.map((t) => [t.id, t.scope]));
  const templates = new Set(s.galaxyTemplates.map((t) => t.id));
  const tiles = new Set(s.tiles.map((t) => t.id));
  s.setup.forEach((step, i) => {
    if (step.kind === 'seats-in-play' && step.min !== undefined && step.max !== undefined)
      if (step.min > step.max)
        ctx.addIssue({
          code: 'custom',
          path: ['setup', i, 'max'],
          message: `at most ${step.max} players is fewer than the least, ${step.min}`,
        });
    if (step.kind === 'galaxy-deal' && step.homesFrom !== undefined)
      reportHomesFrom(ctx, s, tiles, step.homesFrom, i);
    if (step.kind === 'draft' && !decks.has(step.deck))
      ctx.addIssue({
        code: 'custom',
        path: ['setup', i, 'deck'],
        message: `no deck "${step.deck}"`,
      });
    if (step.kind === 'auction' && !auctions.has(step.auction))
      ctx.addIssue({
        code: 'custom',
        path: ['setup', i, 'auction'],
        message: `no auction "${step.auction}"`,
      });
    if (step.kind === 'galaxy-deal')
      step.templates.forEach((id, t) => {
        if (!templates.has(id))
          ctx.addIssue({
            code: 'custom',
            path: ['setup', i, 'templates', t],
            message: `no galaxy template "${id}"`,
          });
      });
    if (step.kind === 'normalise' && trackers.get(step.tracker) !== 'team')
      ctx.addIssue({
        code: 'custom',
        path: ['setup', i, 'tracker'],
        message: trackers.has(step.tracker)
          ? `"${step.tracker}" must be a team tracker`
          : `no tracker "${step.tracker}"`,
      });
  });
}

/** A galaxy deal's homes come from a draft whose every card brings a tile the scenario has. */
function reportHomesFrom(
  ctx: z.RefinementCtx,
  s: {
    setup: readonly SetupStep[];
    decks: readonly { id: string; cards: readonly { id: string; tile?: string | undefined }[] }[];
  },
  tiles: ReadonlySet<string>,
  from: string,
  i: number,
): void {
  const path = ['setup', i, 'homesFrom'];
  const draft = s.setup.find((d) => d.id === from);
  if (draft?.kind !== 'draft') {
    ctx.addIssue({ code: 'custom', path, message: `no draft step "${from}"` });
    return;
  }
  const deck = s.decks.find((d) => d.id === draft.deck);
  for (const card of deck?.cards ?? [])
    if (card.tile === undefined || !tiles.has(card.tile))
      ctx.addIssue({
        code: 'custom',
        path,
        message:
          card.tile === undefined
            ? `the card "${card.id}" of "${draft.deck}" brings no tile for its home`
            : `the card "${card.id}" brings the tile "${card.tile}", which is not in the tiles`,
      });
}
