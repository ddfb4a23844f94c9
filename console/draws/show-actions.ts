import { z } from 'zod';
import { idSchema } from '../../scenarios/format/primitives.ts';
import { ActionRejected } from '../session/types.ts';
import { cardTitles, deckName } from './decks/deck-step.ts';
import { isPublicPile } from './decks/piles.ts';
import type { ShownItem } from './types.ts';
import { defineAction } from '../session/define-action.ts';

/**
 * What the players' display shows large: cards Control reveals, or a roll. Revealing is a
 * logged action, so undo hides it again and the log says who showed what.
 */

const itemSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('cards'),
    deck: idSchema,
    cards: z.array(z.string().min(1).max(120)).min(1, 'show at least one card').max(20),
  }),
  z.strictObject({ kind: z.literal('result'), seq: z.number().int().min(1) }),
]);

export const drawsShowModule = defineAction({
  type: 'draws.show',
  kind: 'draw',
  schema: z.strictObject({ type: z.literal('draws.show'), item: itemSchema }),
  apply(state, action) {
    const item: ShownItem = action.item;
    if (item.kind === 'cards') {
      const deck = state.draws.decks[item.deck];
      if (!deck) throw new ActionRejected(`the deck "${item.deck}" is not in this session`);
      const lastDrawn = new Set(deck.lastDraw?.cards ?? []);
      for (const card of item.cards) {
        const pile = Object.entries(deck.piles).find(([, cards]) => cards.includes(card))?.[0];
        if (pile === undefined) throw new ActionRejected(`the deck has no card ${card}`);
        if (!isPublicPile(pile) && !lastDrawn.has(card))
          throw new ActionRejected(
            `card ${card} is face down: draw it or play it before showing it`,
          );
      }
    } else if (!state.draws.results.some((r) => r.seq === item.seq)) {
      throw new ActionRejected(`no recent result #${item.seq} to show`);
    }
    return { state: { ...state, draws: { ...state.draws, shown: item } } };
  },
  describe(action, _outcome, header) {
    const item = action.item;
    if (item.kind === 'cards')
      return `Showed on the display: ${cardTitles(header.scenario, item.deck, item.cards)} (${deckName(header.scenario, item.deck)})`;
    return `Showed result #${item.seq} on the display`;
  },
});

export const drawsHideModule = defineAction({
  type: 'draws.hide',
  kind: 'draw',
  schema: z.strictObject({ type: z.literal('draws.hide') }),
  apply(state) {
    if (state.draws.shown === null) throw new ActionRejected('the display is not showing anything');
    return { state: { ...state, draws: { ...state.draws, shown: null } } };
  },
  describe: () => 'Cleared the display',
});

export const showActionModules = [drawsShowModule, drawsHideModule] as const;
