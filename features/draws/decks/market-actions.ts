import { z } from 'zod';
import { knowsHolder } from './hidden-holders.ts';
import { CONTROL, type Viewer } from '../../../session/viewer.ts';
import { idSchema } from '../../../scenarios/format/primitives.ts';
import type { DeckDef } from '../draws-format.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import { defineAction } from '../../../session/define-action.ts';
import { ActionRejected, type Json } from '../../../session/types.ts';
import { deckDef } from '../lookup.ts';
import type { CardInstance, DeckState, PileId } from '../types.ts';
import { paidNoteFor, payForCards } from './deck-cost.ts';
import { moveCards } from './deck-ops.ts';
import { cardTitles, deckName, deckStep, pileName, plural } from './deck-step.ts';
import { overLimitNote } from './hand-limit.ts';
import { clearRow, marketOf, marketRow, refillRow } from './market.ts';
import { phaseName, phaseReached } from '../../clock/phase-window.ts';
import { DISCARD_PILE, handPile, playPile } from './piles.ts';
import { isSeatInPlay } from '../../teams/seats-in-play.ts';
import { teamName } from '../../teams/team-name.ts';

/**
 * The market actions: `market.take` (a team takes a card from the row, paying the deck's cost;
 * an on-take row refills at once), `market.refill` (fill the empty slots, or a fresh row) and
 * `market.clear` (the row to the discard). Each is one logged, undoable action.
 */

const DECK_EMPTY = 'the deck is empty; the row stays short';

const instanceSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*\/[1-9][0-9]*$/, 'must be a card copy such as "fuel-run/1"');

function record(outcome: Json | undefined): Record<string, Json> {
  return outcome && typeof outcome === 'object' && !Array.isArray(outcome) ? outcome : {};
}
function strings(value: Json | undefined): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Where a card taken by `team` goes, as the deck's market says. */
function takenTo(def: DeckDef, team: string): PileId {
  const to = marketOf(def).takeTo;
  return to === 'hand' ? handPile(team) : to === 'play' ? playPile(team) : DISCARD_PILE;
}

/** The card a take names: a copy in the row, or the card in a slot (1 = leftmost). */
function pickFromRow(def: DeckDef, deck: DeckState, card?: string, slot?: number): CardInstance {
  const row = marketRow(deck);
  if (card !== undefined) {
    if (!row.includes(card))
      throw new ActionRejected(`${card} is not in the ${def.name} row: take a card the row shows`);
    return card;
  }
  const at = row[(slot ?? 1) - 1];
  if (at === undefined)
    throw new ActionRejected(
      `slot ${slot ?? 1} of the ${def.name} row is empty (it holds ${plural(row.length, 'card')})`,
    );
  return at;
}

/** "; row refilled: Fuel Run (1 short: the deck is empty; the row stays short)". */
function refillNote(
  o: Record<string, Json>,
  scenario: Parameters<typeof cardTitles>[0],
  deck: string,
): string {
  const added = strings(o.added);
  const short = typeof o.short === 'number' ? o.short : 0;
  const parts: string[] = [];
  if (added.length > 0) parts.push(`row refilled: ${cardTitles(scenario, deck, added)}`);
  if (o.reshuffled === true) parts.push('discard reshuffled in');
  if (short > 0) parts.push(`${short} slot${short === 1 ? '' : 's'} empty: ${DECK_EMPTY}`);
  return parts.length > 0 ? `; ${parts.join('; ')}` : '';
}

/**
 * A take as one viewer reads it: the row is public, so every viewer learns which card left it;
 * who took it into a hand whose holder is secret, and what a team paid, stay with those who
 * may know.
 */
function takeLine(
  action: { deck: string; team: string; card?: string | undefined },
  outcome: Json | undefined,
  scenario: Scenario,
  viewer: Viewer,
): string {
  const o = record(outcome);
  const card = typeof o.card === 'string' ? o.card : (action.card ?? '?');
  const title = cardTitles(scenario, action.deck, [card]);
  const row = `the ${deckName(scenario, action.deck)} row`;
  if (typeof o.to === 'string' && !knowsHolder(viewer, scenario, action.deck, o.to))
    return `${title} was taken from ${row}` + refillNote(o, scenario, action.deck);
  const team = scenario.teams.find((t) => t.id === action.team)?.name ?? action.team;
  const to = typeof o.to === 'string' ? ` to ${pileName(scenario, o.to)}` : '';
  return (
    `${team} took ${title} from ${row}${to}` +
    paidNoteFor(outcome, scenario, action.team, viewer) +
    refillNote(o, scenario, action.deck) +
    overLimitNote(outcome, scenario)
  );
}

export const marketTakeModule = defineAction({
  type: 'market.take',
  kind: 'draw',
  schema: z
    .strictObject({
      type: z.literal('market.take'),
      deck: idSchema,
      /** The copy taken, or `slot` (1 = leftmost card of the row). */
      card: instanceSchema.optional(),
      slot: z.number().int('must be a whole number').min(1).max(20).optional(),
      /** The team taking it (and paying the deck's cost). */
      team: idSchema,
      /** Control waives the deck's cost for this take. */
      free: z.boolean().optional(),
    })
    .refine((a) => a.card === undefined || a.slot === undefined, {
      message: 'name the card or its slot, not both',
    }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const def = deckDef(scenario, action.deck);
    if (!scenario.teams.some((t) => t.id === action.team))
      throw new ActionRejected(`There is no team "${action.team}" to take from ${def.name}`);
    if (!isSeatInPlay(state.roster, action.team))
      throw new ActionRejected(
        `${teamName(scenario, action.team)} is an empty seat: it takes nothing from ${def.name}`,
      );
    const opens = marketOf(def).openFrom;
    if (opens !== undefined && !phaseReached(scenario, state.clock, opens))
      throw new ActionRejected(
        `${def.name} is closed until ${phaseName(scenario, opens)}: take from it then`,
      );
    const taken = deckStep(state, scenario, action.deck, (d, deck, g) => {
      const market = marketOf(d);
      const card = pickFromRow(d, deck, action.card, action.slot);
      const to = takenTo(d, action.team);
      const moved = moveCards(deck, [card], to, 'top', g, d.name);
      const refilled = market.refill === 'on-take' ? refillRow(d, moved, g) : null;
      return {
        deck: refilled?.deck ?? moved,
        outcome: {
          card,
          to,
          ...(refilled
            ? { added: refilled.added, short: refilled.short, reshuffled: refilled.reshuffled }
            : {}),
        },
      };
    });
    const outcome = record(taken.outcome);
    if (!def.cost) return taken;
    if (action.free === true) return { ...taken, outcome: { ...outcome, free: true } };
    // Paid in the same action, so undo takes back the card and the payment together.
    const paid = payForCards(ctx, taken.state, scenario, def, action.team, 1);
    return { ...taken, state: paid.state, outcome: { ...outcome, paid: paid.paid } };
  },
  describe: (action, outcome, header) => takeLine(action, outcome, header.scenario, CONTROL),
  describeFor: (action, outcome, header, viewer) =>
    takeLine(action, outcome, header.scenario, viewer),
});

export const marketRefillModule = defineAction({
  type: 'market.refill',
  kind: 'draw',
  schema: z.strictObject({
    type: z.literal('market.refill'),
    deck: idSchema,
    /** Discard the cards nobody took first: a new selection. */
    fresh: z.boolean().default(false),
    /** Set when the clock entering the market's phase refilled it, for the log line. */
    reason: z.literal('phase').optional(),
  }),
  apply(state, action, ctx) {
    return deckStep(state, ctx.header.scenario, action.deck, (def, deck, g) => {
      const market = marketOf(def);
      const cleared = action.fresh ? clearRow(deck) : { deck, discarded: [] };
      if (!action.fresh && marketRow(deck).length >= market.slots)
        throw new ActionRejected(
          `the ${def.name} row is full (${market.slots} of ${market.slots})`,
        );
      const refilled = refillRow(def, cleared.deck, g);
      if (refilled.added.length === 0 && cleared.discarded.length === 0)
        throw new ActionRejected(DECK_EMPTY);
      return {
        deck: refilled.deck,
        outcome: {
          discarded: cleared.discarded,
          added: refilled.added,
          short: refilled.short,
          reshuffled: refilled.reshuffled,
        },
      };
    });
  },
  describe(action, outcome, header) {
    const o = record(outcome);
    const name = deckName(header.scenario, action.deck);
    const discarded = strings(o.discarded).length;
    const head =
      action.reason === 'phase'
        ? `New ${name} row for the phase`
        : action.fresh
          ? `New ${name} row`
          : `Refilled the ${name} row`;
    const gone = discarded > 0 ? `; ${plural(discarded, 'card')} nobody took discarded` : '';
    return head + gone + refillNote(o, header.scenario, action.deck);
  },
});

export const marketClearModule = defineAction({
  type: 'market.clear',
  kind: 'draw',
  schema: z.strictObject({ type: z.literal('market.clear'), deck: idSchema }),
  apply(state, action, ctx) {
    return deckStep(state, ctx.header.scenario, action.deck, (def, deck) => {
      marketOf(def);
      if (marketRow(deck).length === 0)
        throw new ActionRejected(`the ${def.name} row is already empty`);
      const cleared = clearRow(deck);
      return { deck: cleared.deck, outcome: { discarded: cleared.discarded } };
    });
  },
  describe(action, outcome, header) {
    const n = strings(record(outcome).discarded).length;
    return `Cleared the ${deckName(header.scenario, action.deck)} row: ${plural(n, 'card')} discarded`;
  },
});

export const marketActionModules = [
  marketTakeModule,
  marketRefillModule,
  marketClearModule,
] as const;
