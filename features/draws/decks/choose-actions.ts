import { z } from 'zod';
import { knowsHolder } from './hidden-holders.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import { idSchema } from '../../../scenarios/format/primitives.ts';
import { defineAction } from '../../../session/define-action.ts';
import { ActionRejected, type Json } from '../../../session/types.ts';
import type { Viewer } from '../../../session/viewer.ts';
import { seesDeckPile, seesPile } from '../projection.ts';
import type { CardInstance, DeckState, PendingChoice } from '../types.ts';
import { pileCards, placeCards, takeCards, withPiles } from './deck-ops.ts';
import { cardTitles, deckName, deckStep, plural } from './deck-step.ts';
import { overLimitNote } from './hand-limit.ts';
import { DISCARD_PILE, DRAW_PILE, handPile } from './piles.ts';
import { countSchema, instanceSchema, record, strings } from './deck-schemas.ts';
import { teamName } from '../../teams/team-name.ts';

/**
 * Draw N, keep K, in two logged steps: `deck.draw-to-choose` takes N cards off the draw pile and
 * holds them for one team (seen only by the crew and that team), `deck.keep` puts the K it
 * keeps into its hand and returns the rest as the choice says.
 */

/** The deck without one team's pending choice (the field goes when none is left). */
function withoutChoice(deck: DeckState, team: string): DeckState {
  const { choosing, ...rest } = deck;
  const left = Object.fromEntries(Object.entries(choosing ?? {}).filter(([t]) => t !== team));
  return Object.keys(left).length > 0 ? { ...rest, choosing: left } : rest;
}

export const deckDrawToChooseModule = defineAction({
  type: 'deck.draw-to-choose',
  formerTypes: ['deck.drawToChoose'],
  kind: 'draw',
  schema: z.strictObject({
    type: z.literal('deck.draw-to-choose'),
    deck: idSchema,
    team: idSchema,
    /** N; the deck's `drawKeep.draw` when left out. */
    count: countSchema.optional(),
    /** K; the deck's `drawKeep.keep` (or 1) when left out. */
    keep: countSchema.optional(),
    rest: z.enum(['discard', 'bottom']).optional(),
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    return deckStep(state, scenario, action.deck, (def, deck, g) => {
      const team = action.team;
      if (!scenario.teams.some((t) => t.id === team))
        throw new ActionRejected(`this scenario has no team "${team}"`);
      const waiting = deck.choosing?.[team];
      if (waiting)
        throw new ActionRejected(
          `${teamName(scenario, team)} still has ${plural(waiting.cards.length, 'card')} of ${def.name} to choose from: say which it keeps first`,
        );
      const rule = def.drawKeep;
      const count = action.count ?? rule?.draw ?? undefined;
      if (count === undefined)
        throw new ActionRejected(
          `say how many cards of ${def.name} to draw${rule?.count ? `: ${rule.count}` : ''}`,
        );
      const keep = action.keep ?? rule?.keep ?? 1;
      if (keep > count)
        throw new ActionRejected(`cannot keep ${keep} of ${plural(count, 'card')} drawn`);
      const taken = takeCards(def, deck, g, count, DRAW_PILE, 'top');
      if (taken.cards.length === 0)
        throw new ActionRejected(`the draw pile of ${def.name} is empty`);
      const choice: PendingChoice = {
        seq: ctx.seq,
        cards: taken.cards,
        keep: Math.min(keep, taken.cards.length),
        rest: action.rest ?? rule?.rest ?? 'discard',
      };
      return {
        deck: { ...taken.state, choosing: { ...taken.state.choosing, [team]: choice } },
        outcome: { cards: taken.cards, reshuffled: taken.reshuffled, short: taken.short },
      };
    });
  },
  describe: (action, outcome, header) => drawLine(action, outcome, header.scenario, true),
  visibleTo: (action, _outcome, header, viewer) =>
    knowsHolder(viewer, header.scenario, action.deck, handPile(action.team)),
  // The cards are named only to those who may see the team's hand.
  describeFor: (action, outcome, header, viewer: Viewer) =>
    drawLine(action, outcome, header.scenario, seesPile(viewer, handPile(action.team))),
});

function drawLine(
  action: { deck: string; team: string; keep?: number | undefined },
  outcome: Json | undefined,
  scenario: Scenario,
  named: boolean,
): string {
  const o = record(outcome);
  const cards = strings(o.cards);
  const keep = action.keep ?? scenario.decks.find((d) => d.id === action.deck)?.drawKeep?.keep ?? 1;
  const head = `${teamName(scenario, action.team)} drew ${plural(cards.length, 'card')} of ${deckName(scenario, action.deck)} to keep ${Math.min(keep, cards.length)}`;
  const titles = named ? `: ${cardTitles(scenario, action.deck, cards)}` : '';
  const notes = [
    o.reshuffled === true ? ' (discard reshuffled in)' : '',
    typeof o.short === 'number' && o.short > 0 ? ` (${o.short} short)` : '',
  ].join('');
  return head + titles + notes;
}

export const deckKeepModule = defineAction({
  type: 'deck.keep',
  kind: 'draw',
  schema: z.strictObject({
    type: z.literal('deck.keep'),
    deck: idSchema,
    team: idSchema,
    /** The copies kept, from those the team drew to choose from. */
    cards: z.array(instanceSchema).max(1000),
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    return deckStep(state, scenario, action.deck, (def, deck, g) => {
      const team = action.team;
      const name = teamName(scenario, team);
      const choice = deck.choosing?.[team];
      if (!choice) throw new ActionRejected(`${name} has no cards of ${def.name} to choose from`);
      const drawn = new Set(choice.cards);
      const kept = new Set<CardInstance>();
      for (const card of action.cards) {
        if (kept.has(card)) throw new ActionRejected(`card ${card} is named twice`);
        if (!drawn.has(card))
          throw new ActionRejected(
            `${cardTitles(scenario, def.id, [card])} (${card}) is not among the cards ${name} drew`,
          );
        kept.add(card);
      }
      if (kept.size !== choice.keep)
        throw new ActionRejected(
          `${name} keeps ${choice.keep} of the ${plural(choice.cards.length, 'card')} drawn, not ${kept.size}`,
        );
      const returned = choice.cards.filter((card) => !kept.has(card));
      const hand = handPile(team);
      const back = choice.rest === 'bottom' ? DRAW_PILE : DISCARD_PILE;
      const placed = withPiles(deck, {
        [hand]: placeCards(pileCards(deck, hand), hand, [...kept], 'top', g),
        [back]: placeCards(
          pileCards(deck, back),
          back,
          returned,
          choice.rest === 'bottom' ? 'bottom' : 'top',
          g,
        ),
      });
      return {
        deck: {
          ...withoutChoice(placed, team),
          lastDraw: { seq: ctx.seq, cards: [...kept], pile: hand },
        },
        outcome: { kept: [...kept], returned, rest: choice.rest },
      };
    });
  },
  describe: (action, outcome, header) => keepLine(action, outcome, header.scenario, true, true),
  visibleTo: (action, _outcome, header, viewer) =>
    knowsHolder(viewer, header.scenario, action.deck, handPile(action.team)),
  // Kept cards are named to whoever sees the hand (everyone, in a deck of open hands); the
  // ones sent to the bottom only to those who saw the choice.
  describeFor: (action, outcome, header, viewer: Viewer) =>
    keepLine(
      action,
      outcome,
      header.scenario,
      seesDeckPile(viewer, header.scenario, action.deck, handPile(action.team)),
      seesPile(viewer, handPile(action.team)),
    ),
});

function keepLine(
  action: { deck: string; team: string },
  outcome: Json | undefined,
  scenario: Scenario,
  named: boolean,
  sawChoice: boolean,
): string {
  const o = record(outcome);
  const kept = strings(o.kept);
  const returned = strings(o.returned);
  const toBottom = o.rest === 'bottom';
  const keptTitles = named ? ` (${cardTitles(scenario, action.deck, kept)})` : '';
  // Cards returned to the discard lie face up; the bottom of the draw pile is hidden.
  const returnedTitles =
    returned.length > 0 && (sawChoice || !toBottom)
      ? ` (${cardTitles(scenario, action.deck, returned)})`
      : '';
  const where = toBottom ? 'the bottom of the draw pile' : 'the discard';
  const rest = returned.length > 0 ? `; ${returned.length} to ${where}${returnedTitles}` : '';
  return `${teamName(scenario, action.team)} kept ${plural(kept.length, 'card')} of ${deckName(scenario, action.deck)}${keptTitles}${rest}${overLimitNote(outcome, scenario)}`;
}

export const chooseActionModules = [deckDrawToChooseModule, deckKeepModule] as const;
