import { z } from 'zod';
import { idSchema } from '../../scenarios/format/primitives.ts';
import { ActionRejected, type Action, type SessionState } from '../../session/types.ts';
import { cardTitles, deckName } from './decks/deck-step.ts';
import { isPublicPile } from './decks/piles.ts';
import { shownUntil, type ShowUntil, type ShownItem, type ShownOnDisplay } from './types.ts';
import { defineAction } from '../../session/define-action.ts';

/**
 * What the players' display shows large: cards Control reveals, or a roll. Revealing is a
 * logged action, so undo hides it again and the log says who showed what. A shown item clears
 * itself when the clock enters another phase unless Control keeps it until cleared.
 */

const itemSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('cards'),
    deck: idSchema,
    cards: z.array(z.string().min(1).max(120)).min(1, 'show at least one card').max(20),
  }),
  z.strictObject({ kind: z.literal('result'), seq: z.number().int().min(1) }),
]);

const untilSchema = z.enum(['next-phase', 'cleared']);

/** The state's record of a shown item: `until` is kept only when it is 'next-phase'. */
function onDisplay(item: ShownItem, until: ShowUntil): ShownOnDisplay {
  return until === 'next-phase' ? { ...item, until } : item;
}

/** Entries logged before `until` existed showed an item until Control cleared it. */
export function untilClearedIfUnsaid(logged: Action): Action {
  return 'until' in logged ? logged : { ...logged, until: 'cleared' };
}

function shownItem(shown: ShownOnDisplay): ShownItem {
  return shown.kind === 'cards'
    ? { kind: 'cards', deck: shown.deck, cards: shown.cards }
    : { kind: 'result', seq: shown.seq };
}

const withShown = (state: SessionState, shown: ShownOnDisplay | null): SessionState => ({
  ...state,
  draws: { ...state.draws, shown },
});

export const drawsShowModule = defineAction({
  type: 'draws.show',
  kind: 'draw',
  schema: z.strictObject({
    type: z.literal('draws.show'),
    item: itemSchema,
    until: untilSchema.default('next-phase'),
  }),
  fromLog: untilClearedIfUnsaid,
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
    return { state: withShown(state, onDisplay(item, action.until)) };
  },
  describe(action, _outcome, header) {
    const item = action.item;
    const until = action.until === 'next-phase' ? ' until the next phase' : '';
    if (item.kind === 'cards')
      return `Showed on the display${until}: ${cardTitles(header.scenario, item.deck, item.cards)} (${deckName(header.scenario, item.deck)})`;
    return `Showed result #${item.seq} on the display${until}`;
  },
});

export const drawsUntilModule = defineAction({
  type: 'draws.until',
  kind: 'draw',
  schema: z.strictObject({ type: z.literal('draws.until'), until: untilSchema }),
  apply(state, action) {
    const shown = state.draws.shown;
    if (shown === null) throw new ActionRejected('the display is not showing anything');
    if (shownUntil(shown) === action.until)
      throw new ActionRejected(
        action.until === 'cleared'
          ? 'the display already keeps it until cleared'
          : 'it already clears at the next phase',
      );
    return { state: withShown(state, onDisplay(shownItem(shown), action.until)) };
  },
  describe: (action) =>
    action.until === 'cleared'
      ? 'The display keeps what it shows until cleared'
      : 'What the display shows clears at the next phase',
});

export const drawsHideModule = defineAction({
  type: 'draws.hide',
  kind: 'draw',
  schema: z.strictObject({
    type: z.literal('draws.hide'),
    /** Set when the clock entering a phase cleared it, for the log line. */
    reason: z.literal('next-phase').optional(),
  }),
  apply(state) {
    if (state.draws.shown === null) throw new ActionRejected('the display is not showing anything');
    return { state: withShown(state, null) };
  },
  describe: (action) =>
    action.reason === 'next-phase'
      ? 'Cleared the display for the new phase'
      : 'Cleared the display',
});

/** What the draws do when the clock enters a phase: clear an item shown until the next phase. */
export function clearAtPhaseStart(state: SessionState): Action[] {
  const shown = state.draws.shown;
  return shown && shownUntil(shown) === 'next-phase'
    ? [{ type: 'draws.hide', reason: 'next-phase' }]
    : [];
}

export const showActionModules = [drawsShowModule, drawsUntilModule, drawsHideModule] as const;
