import { z } from 'zod';
import { idSchema } from '../../../scenarios/format/primitives.ts';
import { ActionRejected, type Json } from '../../../session/types.ts';
import type { CardInstance } from '../types.ts';
import { dealCards } from './deal.ts';
import { countsFromTracker, trackerCountSchema } from './tracker-count.ts';
import {
  checkPile,
  clearPlay,
  moveCards,
  pileCards,
  placeCards,
  resetDeck,
  splitDrawPile,
  takeCards,
  withPiles,
} from './deck-ops.ts';
import { cardTitles, deckName, deckStep, pileName, plural } from './deck-step.ts';
import { overLimitNote } from './hand-limit.ts';
import { handTeam, paidNoteFor, payForCards } from './deck-cost.ts';
import { holdersHidden, knowsHolder } from './hidden-holders.ts';
import { CONTROL, isCrew, viewerTeam, type Viewer } from '../../../session/viewer.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import { seesDeckPile } from '../projection.ts';
import { DISCARD_PILE, DRAW_PILE, instanceCardId, isHandPile, PILE_ID_PATTERN } from './piles.ts';
import { defineAction } from '../../../session/define-action.ts';
import { deckDef } from '../lookup.ts';
import { countSchema, instanceSchema, record, strings } from './deck-schemas.ts';
import {
  everySeatIfUnsaid,
  inSeatOrder,
  seatsFor,
  seatsSchema,
} from '../../teams/seats-in-play.ts';

/** The deck actions: every change to a deck's piles is one of these, logged. */

const pileSchema = z
  .string()
  .regex(
    PILE_ID_PATTERN,
    'must be a pile: draw, discard, removed, play, market, hand:<team>, play:<team> or stack:<n>',
  );

export const deckShuffleModule = defineAction({
  type: 'deck.shuffle',
  kind: 'draw',
  schema: z.strictObject({
    type: z.literal('deck.shuffle'),
    deck: idSchema,
    pile: pileSchema.optional(),
  }),
  apply(state, action, ctx) {
    return deckStep(state, ctx.header.scenario, action.deck, (_def, deck, g) => {
      const pile = action.pile ?? DRAW_PILE;
      const cards = pileCards(deck, pile);
      return {
        deck: withPiles(deck, { [pile]: placeCards([], pile, cards, 'shuffle', g) }),
        outcome: { count: cards.length },
      };
    });
  },
  describe: (action, _outcome, header) =>
    `Shuffled ${pileName(header.scenario, action.pile ?? DRAW_PILE)} of ${deckName(header.scenario, action.deck)}`,
});

export const deckDrawModule = defineAction({
  type: 'deck.draw',
  kind: 'draw',
  schema: z.strictObject({
    type: z.literal('deck.draw'),
    deck: idSchema,
    count: countSchema.default(1),
    from: pileSchema.default(DRAW_PILE),
    position: z.enum(['top', 'bottom', 'random']).default('top'),
    to: pileSchema.default('play'),
    /** Control waives the deck's cost for this draw. */
    free: z.boolean().optional(),
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const team = handTeam(action.to ?? 'play');
    const costed = team !== null && scenario.decks.find((d) => d.id === action.deck)?.cost;
    const drawn = deckStep(state, scenario, action.deck, (def, deck, g) => {
      const from = action.from ?? DRAW_PILE;
      const to = action.to ?? 'play';
      if (from === to) throw new ActionRejected('a draw needs a different pile to draw into');
      const taken = takeCards(def, deck, g, action.count ?? 1, from, action.position ?? 'top');
      if (taken.cards.length === 0)
        throw new ActionRejected(`${pileName(ctx.header.scenario, from)} of ${def.name} is empty`);
      const placed = withPiles(taken.state, {
        [to]: placeCards(pileCards(taken.state, to), to, taken.cards, 'top', g),
      });
      return {
        deck: { ...placed, lastDraw: { seq: ctx.seq, cards: taken.cards, pile: to } },
        outcome: { cards: taken.cards, reshuffled: taken.reshuffled, short: taken.short },
      };
    });
    if (!costed || team === null) return drawn;
    const outcome = drawn.outcome && typeof drawn.outcome === 'object' ? drawn.outcome : {};
    if (Array.isArray(outcome)) return drawn;
    if (action.free === true) return { ...drawn, outcome: { ...outcome, free: true } };
    // Paid in the same action, so undo and replay take back or redo the draw and the payment together.
    const def = deckDef(scenario, action.deck);
    const paid = payForCards(
      ctx,
      drawn.state,
      scenario,
      def,
      team,
      strings(outcome['cards']).length,
    );
    return { ...drawn, state: paid.state, outcome: { ...outcome, paid: paid.paid } };
  },
  describe: (action, outcome, header) => drawLine(action, outcome, header.scenario, CONTROL),
  // Another team's hand of a deck whose holders are secret is none of this viewer's business;
  // what a team paid comes from its own tracker.
  visibleTo: (action, _outcome, header, viewer) =>
    knowsHolder(viewer, header.scenario, action.deck, action.to ?? 'play'),
  describeFor: (action, outcome, header, viewer) =>
    drawLine(action, outcome, header.scenario, viewer),
  // No dice: the result is how many were drawn, and the cards where this viewer may see them.
  rolled: (action, outcome, header, viewer) => ({
    dice: '',
    result: drawLine(action, outcome, header.scenario, viewer),
  }),
});

function drawLine(
  action: { deck: string; to?: string | undefined },
  outcome: Json | undefined,
  scenario: Scenario,
  viewer: Viewer,
): string {
  const o = record(outcome);
  const cards = strings(o.cards);
  const to = action.to ?? 'play';
  const head = `Drew ${cards.length} from ${deckName(scenario, action.deck)} to ${pileName(scenario, to)}`;
  const shown = isHandPile(to) ? '' : `: ${cardTitles(scenario, action.deck, cards)}`;
  const notes = [
    o.reshuffled === true ? ' (discard reshuffled in)' : '',
    typeof o.short === 'number' && o.short > 0 ? ` (${o.short} short)` : '',
  ].join('');
  return (
    head +
    shown +
    notes +
    paidNoteFor(outcome, scenario, handTeam(to), viewer) +
    overLimitNote(outcome, scenario)
  );
}

function dealLine(action: { deck: string }, outcome: Json | undefined, scenario: Scenario): string {
  const o = record(outcome);
  const dealt = record(o.dealt);
  const holders = Object.keys(dealt);
  const total = holders.reduce((n, h) => n + strings(dealt[h]).length, 0);
  const name = deckName(scenario, action.deck);
  const skipped = strings(o.skipped).length;
  const parts = [`Dealt ${plural(total, 'card')} of ${name} to ${plural(holders.length, 'team')}`];
  if (skipped > 0) parts.push(`${skipped} skipped (already holding)`);
  if (typeof o.short === 'number' && o.short > 0) parts.push(`${o.short} short`);
  return parts.join('; ') + overLimitNote(outcome, scenario);
}

export const deckDealModule = defineAction({
  type: 'deck.deal',
  kind: 'draw',
  schema: z.strictObject({
    type: z.literal('deck.deal'),
    deck: idSchema,
    /** A number of cards, or a tracker each holder's number is read from as the cards go out. */
    count: z.union([countSchema, trackerCountSchema]).default(1),
    holders: z.array(idSchema).max(500).default([]),
    to: z.enum(['hand', 'play']).optional(),
    limit: countSchema.optional(),
    /** With no teams named: the seats someone sits at (the default), or every seat. */
    seats: seatsSchema,
  }),
  // Deals logged before seats in play dealt every seat.
  fromLog: everySeatIfUnsaid,
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    // Cards go round the table in the roster's seat order, the one rolled at setup included;
    // no teams named: the seats in play (two players at a game for seventeen get two hands).
    const holders = action.holders?.length
      ? inSeatOrder(action.holders, state.roster.teamOrder)
      : seatsFor(action.seats ?? 'in-play', state.roster, state.roster.teamOrder);
    const count = action.count ?? 1;
    const counts =
      typeof count === 'number'
        ? null
        : countsFromTracker(scenario, count, holders, (tracker, holder) =>
            ctx.use('trackers').value(state, scenario, tracker, holder),
          );
    return deckStep(state, scenario, action.deck, (def, deck, g) => {
      const dealt = dealCards(scenario, def, deck, g, {
        count: typeof count === 'number' ? count : 0,
        holders,
        to: action.to ?? def.dealTo,
        ...(action.limit === undefined ? {} : { limit: action.limit }),
        ...(counts ? { counts } : {}),
      });
      const all = Object.values(dealt.dealt).flat();
      return {
        deck:
          all.length > 0
            ? { ...dealt.state, lastDraw: { seq: ctx.seq, cards: all, pile: dealt.lastPile } }
            : dealt.state,
        outcome: {
          dealt: dealt.dealt,
          skipped: dealt.skipped,
          short: dealt.short,
          reshuffled: dealt.reshuffled,
        },
      };
    });
  },
  describe: (action, outcome, header) => dealLine(action, outcome, header.scenario),
  // Dealt into hands whose holders are secret, a team reads only of its own cards.
  describeFor(action, outcome, header, viewer) {
    const scenario = header.scenario;
    const to = action.to ?? scenario.decks.find((d) => d.id === action.deck)?.dealTo;
    const own = dealLine(action, outcome, scenario);
    if (to !== 'hand' || isCrew(viewer) || !holdersHidden(scenario, action.deck)) return own;
    const team = viewerTeam(viewer);
    const mine = team === null ? [] : strings(record(record(outcome).dealt)[team]);
    if (team === null || mine.length === 0) return null;
    return `Dealt ${plural(mine.length, 'card')} of ${deckName(scenario, action.deck)} to ${pileName(scenario, `hand:${team}`)}`;
  },
});

export const deckMoveModule = defineAction({
  type: 'deck.move',
  kind: 'draw',
  schema: z.strictObject({
    type: z.literal('deck.move'),
    deck: idSchema,
    cards: z.array(instanceSchema).min(1, 'name at least one card').max(10_000),
    to: pileSchema,
    position: z.enum(['top', 'bottom', 'shuffle']).default('top'),
  }),
  // A team plays or passes cards from its own hand; what else a move does stays Control's.
  byTeam: {
    setting: 'cards',
    check: (action, state, _header, team) => {
      const hand = `hand:${team}`;
      const held = state.draws.decks[action.deck]?.piles[hand] ?? [];
      if (action.cards.some((card) => !held.includes(card)))
        return 'a team plays or passes only cards in its own hand';
      const to = action.to;
      const allowed =
        to === 'play' || to === DISCARD_PILE || to === `play:${team}` || isHandPile(to);
      return allowed && to !== hand
        ? null
        : 'from its screen a team plays a card, discards it or passes it to another hand';
    },
  },
  apply(state, action, ctx) {
    return deckStep(state, ctx.header.scenario, action.deck, (def, deck, g) => ({
      deck: moveCards(deck, action.cards, action.to, action.position ?? 'top', g, def.name),
      outcome: { count: action.cards.length },
    }));
  },
  describe(action, outcome, header) {
    const where = pileName(header.scenario, action.to);
    const position =
      action.position === 'shuffle'
        ? ' (shuffled in)'
        : action.position === 'bottom'
          ? ' (at the bottom)'
          : '';
    const what = isHandPile(action.to)
      ? plural(action.cards.length, 'card')
      : cardTitles(header.scenario, action.deck, action.cards);
    return `Moved ${what} of ${deckName(header.scenario, action.deck)} to ${where}${position}${overLimitNote(outcome, header.scenario)}`;
  },
  visibleTo: (action, _outcome, header, viewer) =>
    knowsHolder(viewer, header.scenario, action.deck, action.to),
});

export const deckReshuffleModule = defineAction({
  type: 'deck.reshuffle',
  kind: 'draw',
  schema: z.strictObject({ type: z.literal('deck.reshuffle'), deck: idSchema }),
  apply(state, action, ctx) {
    return deckStep(state, ctx.header.scenario, action.deck, (def, deck, g) => {
      const discard = pileCards(deck, DISCARD_PILE);
      if (discard.length === 0) throw new ActionRejected(`the discard of ${def.name} is empty`);
      const draw = placeCards(pileCards(deck, DRAW_PILE), DRAW_PILE, discard, 'shuffle', g);
      return {
        deck: withPiles(deck, { [DRAW_PILE]: draw, [DISCARD_PILE]: [] }),
        outcome: { count: discard.length },
      };
    });
  },
  describe(action, outcome, header) {
    const count = record(outcome).count;
    return `Shuffled the discard of ${deckName(header.scenario, action.deck)} into its draw pile (${typeof count === 'number' ? plural(count, 'card') : '?'})`;
  },
});

export const deckFindModule = defineAction({
  type: 'deck.find',
  kind: 'draw',
  schema: z.strictObject({
    type: z.literal('deck.find'),
    deck: idSchema,
    card: idSchema,
    from: pileSchema.default(DRAW_PILE),
    to: pileSchema.default('play'),
  }),
  apply(state, action, ctx) {
    return deckStep(state, ctx.header.scenario, action.deck, (def, deck, g) => {
      const from = action.from ?? DRAW_PILE;
      const to = action.to ?? 'play';
      checkPile(from);
      const title = def.cards.find((c) => c.id === action.card)?.title;
      if (title === undefined) throw new ActionRejected(`${def.name} has no card "${action.card}"`);
      const found = pileCards(deck, from).find((card) => instanceCardId(card) === action.card);
      if (!found)
        throw new ActionRejected(
          `no “${title}” in ${pileName(ctx.header.scenario, from)} of ${def.name}`,
        );
      const moved = moveCards(deck, [found], to, 'top', g, def.name);
      return {
        deck: { ...moved, lastDraw: { seq: ctx.seq, cards: [found], pile: to } },
        outcome: { card: found },
      };
    });
  },
  describe: (action, _outcome, header) =>
    `Took ${cardTitles(header.scenario, action.deck, [`${action.card}/1`])} from ${pileName(header.scenario, action.from)} of ${deckName(header.scenario, action.deck)} to ${pileName(header.scenario, action.to)}`,
  visibleTo: (action, _outcome, header, viewer) =>
    knowsHolder(viewer, header.scenario, action.deck, action.to ?? 'play'),
  // A card found into a hand is named only to those who may see that hand.
  describeFor: (action, _outcome, header, viewer) =>
    `Took ${seesDeckPile(viewer, header.scenario, action.deck, action.to) ? cardTitles(header.scenario, action.deck, [`${action.card}/1`]) : 'a card'} from ${pileName(header.scenario, action.from)} of ${deckName(header.scenario, action.deck)} to ${pileName(header.scenario, action.to)}`,
});

export const deckSplitModule = defineAction({
  type: 'deck.split',
  kind: 'draw',
  schema: z.strictObject({
    type: z.literal('deck.split'),
    deck: idSchema,
    piles: z
      .number()
      .int('must be a whole number')
      .min(2, 'split into at least 2 piles')
      .max(52, 'split into at most 52 piles'),
  }),
  apply(state, action, ctx) {
    return deckStep(state, ctx.header.scenario, action.deck, (def, deck) => {
      const split = splitDrawPile(deck, action.piles, def.name);
      const sizes = Array.from(
        { length: action.piles },
        (_, i) => pileCards(split, `stack:${i + 1}`).length,
      );
      return { deck: split, outcome: { sizes } };
    });
  },
  describe(action, outcome, header) {
    const sizes = record(outcome).sizes;
    const list = Array.isArray(sizes) ? ` (${sizes.join(', ')})` : '';
    return `Split ${deckName(header.scenario, action.deck)} into ${action.piles} piles${list}`;
  },
});

export const deckClearPlayModule = defineAction({
  type: 'deck.clear-play',
  kind: 'draw',
  schema: z.strictObject({ type: z.literal('deck.clear-play'), deck: idSchema }),
  apply(state, action, ctx) {
    return deckStep(state, ctx.header.scenario, action.deck, (def, deck) => {
      const cleared = clearPlay(def, deck);
      return { deck: cleared.state, outcome: { discarded: cleared.discarded } };
    });
  },
  describe(action, outcome, header) {
    const n = strings(record(outcome).discarded).length;
    return `Cleared ${deckName(header.scenario, action.deck)} from play: ${plural(n, 'card')} discarded, persistent ones stay`;
  },
});

export const deckResetModule = defineAction({
  type: 'deck.reset',
  kind: 'draw',
  schema: z.strictObject({ type: z.literal('deck.reset'), deck: idSchema }),
  apply(state, action, ctx) {
    return deckStep(state, ctx.header.scenario, action.deck, (def, _deck, g) => ({
      deck: resetDeck(def, g),
    }));
  },
  describe: (action, _outcome, header) =>
    `Gathered every card of ${deckName(header.scenario, action.deck)} back into its draw pile`,
});

/** Copies named in an outcome (for views that list what a draw produced). */
export function outcomeCards(outcome: Json | undefined): CardInstance[] {
  return strings(record(outcome).cards);
}

export const deckActionModules = [
  deckShuffleModule,
  deckDrawModule,
  deckDealModule,
  deckMoveModule,
  deckReshuffleModule,
  deckFindModule,
  deckSplitModule,
  deckClearPlayModule,
  deckResetModule,
] as const;
