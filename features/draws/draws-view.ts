import type { DeckDef } from './draws-format.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { costLabel } from './decks/deck-cost.ts';
import { instanceCardId, isPublicPile, pileHolder } from './decks/piles.ts';
import {
  shownUntil,
  type CardInstance,
  type DeckState,
  type DrawResult,
  type DrawsState,
  type PileId,
  type ShowUntil,
} from './types.ts';

/** Pile names in natural order ("hand 2" before "hand 10"); made once, when first needed. */
let pileNameOrder: Intl.Collator | null = null;
const pileNames = () => (pileNameOrder ??= new Intl.Collator(undefined, { numeric: true }));

/** What the console and the display show of the draws: derived, never stored. */

export interface CardView {
  instance: CardInstance;
  cardId: string;
  title: string;
  text: string;
  image?: string;
  tags: string[];
  /** The deck's listed field names first, then the rest. */
  fields: [string, string | number][];
  persistent: boolean;
  copy: number;
  copies: number;
}

export interface PileView {
  id: PileId;
  label: string;
  count: number;
  public: boolean;
  /** The team holding a hand or play area. */
  holder: string | null;
  /** A hand's limit, when the deck has one ("3 / 5"); null for other piles. */
  limit: number | null;
  /** Cards a hand must discard to come back within its limit (0 when within it). */
  over: number;
}

/** Cards a team drew to choose from, waiting for Control to say which it keeps. */
export interface ChoiceView {
  team: string;
  teamName: string;
  /** The cards, for a viewer who may see them; hidden ones are left out. */
  cards: CardView[];
  count: number;
  keep: number;
  rest: 'discard' | 'bottom';
}

export interface DeckView {
  id: string;
  name: string;
  piles: PileView[];
  total: number;
  lastDraw: CardView[];
  choosing: ChoiceView[];
  /** "3 / 5" beside a hand, and the sentence a hand over it shows. */
  handLimit: { cards: number; over: 'refuse' | 'flag' } | null;
  /** The deck's draw N, keep K rule, the defaults of the dialog. */
  drawKeep: { draw: number | null; keep: number; rest: 'discard' | 'bottom'; count: string } | null;
  /** What a team pays per card drawn into its hand ("2 Fuel"); empty when the deck is free. */
  cost: string;
  /** Where the cost comes from, for the button's tooltip. */
  costSource: string;
}

/** Where the deck panel's Draw button can put cards: play, or a team's hand (which pays). */
export function drawTargets(scenario: Scenario): { id: string; label: string }[] {
  const teams = scenario.teams.filter((t) => t.kind === 'team');
  return [
    { id: 'play', label: 'In play' },
    ...teams.map((t) => ({ id: `hand:${t.id}`, label: `${t.name}'s hand` })),
  ];
}

/**
 * "Draw 2", or "Draw 2 · 4 Fuel" when the cards go into a hand of a deck with a cost
 * ("Draw 2 · free" when Control waives it).
 */
export function drawButtonLabel(
  scenario: Scenario,
  deck: DeckDef,
  count: number,
  to: string,
  free = false,
): string {
  const cost = to.startsWith('hand:') ? costLabel(scenario, deck, count) : '';
  if (!cost) return `Draw ${count}`;
  return free ? `Draw ${count} · free` : `Draw ${count} · ${cost}`;
}

/** Where the Draw button puts cards at first: a deck with a cost is bought into a hand. */
export function defaultDrawTarget(scenario: Scenario, deck: DeckDef): string {
  if (!deck.cost) return 'play';
  return drawTargets(scenario)[1]?.id ?? 'play';
}

/** A revealed card, with the team it lies in front of (a dealt event names its ship). */
export interface ShownCard extends CardView {
  where: string | null;
}

export type ShownView = (
  { kind: 'cards'; deckName: string; cards: ShownCard[] } | { kind: 'result'; result: DrawResult }
) & {
  /** Whether it clears itself when the clock enters another phase, or stays until cleared. */
  until: ShowUntil;
};

export function cardOf(deck: DeckDef, instance: CardInstance): CardView | null {
  const cardId = instanceCardId(instance);
  const card = deck.cards.find((c) => c.id === cardId);
  if (!card) return null;
  const named = deck.fieldNames.filter((name) => name in card.fields);
  const rest = Object.keys(card.fields).filter((name) => !deck.fieldNames.includes(name));
  return {
    instance,
    cardId,
    title: card.title,
    text: card.text,
    ...(card.image === undefined ? {} : { image: card.image }),
    tags: card.tags,
    fields: [...named, ...rest].map((name) => [name, card.fields[name] as string | number]),
    persistent: card.persistent,
    copy: Number(instance.slice(cardId.length + 1)) || 1,
    copies: card.copies,
  };
}

export function cardView(
  scenario: Scenario,
  deckId: string,
  instance: CardInstance,
): CardView | null {
  const deck = scenario.decks.find((d) => d.id === deckId);
  return deck ? cardOf(deck, instance) : null;
}

const FIXED_ORDER = ['draw', 'discard', 'play'];

function pileRank(id: PileId): number {
  const fixed = FIXED_ORDER.indexOf(id);
  if (fixed >= 0) return fixed;
  if (id === 'market') return 2;
  if (id.startsWith('play:')) return 3;
  if (id.startsWith('hand:')) return 4;
  if (id.startsWith('stack:')) return 5;
  return 6; // removed
}

export function pileLabel(id: PileId, teamName: (id: string) => string): string {
  if (id === 'draw') return 'Draw pile';
  if (id === 'discard') return 'Discard';
  if (id === 'play') return 'In play';
  if (id === 'market') return 'Market row';
  if (id === 'removed') return 'Out of the game';
  if (id.startsWith('stack:')) return `Pile ${id.slice(6)}`;
  const holder = pileHolder(id);
  if (holder !== null)
    return id.startsWith('hand:') ? `${teamName(holder)} (hand)` : `${teamName(holder)} (in play)`;
  return id;
}

export function deckView(scenario: Scenario, deck: DeckDef, state: DeckState): DeckView {
  const teams = new Map(scenario.teams.map((t) => [t.id, t.name]));
  const teamName = (id: string) => teams.get(id) ?? id;
  const teamOrder = new Map(scenario.teams.map((t, i) => [t.id, i]));
  const ids = Object.keys(state.piles);
  if (!ids.includes('draw')) ids.push('draw');
  ids.sort((a, b) => {
    const rank = pileRank(a) - pileRank(b);
    if (rank !== 0) return rank;
    const ha = pileHolder(a);
    const hb = pileHolder(b);
    if (ha !== null && hb !== null) return (teamOrder.get(ha) ?? 999) - (teamOrder.get(hb) ?? 999);
    return pileNames().compare(a, b);
  });
  const limit = deck.handLimit?.cards ?? null;
  const piles = ids.map((id) => {
    const count = state.piles[id]?.length ?? 0;
    const hand = id.startsWith('hand:');
    return {
      id,
      label: pileLabel(id, teamName),
      count,
      public: isPublicPile(id),
      holder: pileHolder(id),
      limit: hand ? limit : null,
      over: hand && limit !== null ? Math.max(0, count - limit) : 0,
    };
  });
  const choosing = Object.entries(state.choosing ?? {})
    .sort(([a], [b]) => (teamOrder.get(a) ?? 999) - (teamOrder.get(b) ?? 999))
    .map(([team, choice]) => ({
      team,
      teamName: teamName(team),
      cards: choice.cards.flatMap((card) => cardOf(deck, card) ?? []),
      count: choice.cards.length,
      keep: choice.keep,
      rest: choice.rest,
    }));
  return {
    id: deck.id,
    name: deck.name,
    piles,
    total: piles.reduce((n, p) => n + p.count, 0) + choosing.reduce((n, c) => n + c.count, 0),
    lastDraw: (state.lastDraw?.cards ?? []).flatMap((card) => cardOf(deck, card) ?? []),
    choosing,
    handLimit: deck.handLimit ? { cards: deck.handLimit.cards, over: deck.handLimit.over } : null,
    drawKeep: deck.drawKeep
      ? {
          draw: deck.drawKeep.draw,
          keep: deck.drawKeep.keep,
          rest: deck.drawKeep.rest,
          count: deck.drawKeep.count,
        }
      : null,
    cost: costLabel(scenario, deck),
    costSource: deck.cost?.source ?? '',
  };
}

/** "3 / 5" for a hand with a limit, the plain count otherwise. */
export function pileCount(pile: Pick<PileView, 'count' | 'limit'>): string {
  return pile.limit === null ? String(pile.count) : `${pile.count} / ${pile.limit}`;
}

/** The flag a hand over its limit shows, or null. */
export function overLimitLabel(pile: Pick<PileView, 'over'>): string | null {
  return pile.over > 0 ? `over the limit: discard ${pile.over}` : null;
}

/** What the "Draw N, keep K" dialog starts with: the deck's rule, or draw 1 keep 1. */
export function drawKeepDefaults(view: Pick<DeckView, 'drawKeep'>): {
  count: number;
  keep: number;
  rest: 'discard' | 'bottom';
  hint: string;
} {
  const rule = view.drawKeep;
  const keep = rule?.keep ?? 1;
  return {
    count: rule?.draw ?? Math.max(keep, 1),
    keep,
    rest: rule?.rest ?? 'discard',
    hint: rule?.count ? `Cards drawn: ${rule.count}.` : '',
  };
}

/** Why a "keep" selection cannot be sent yet, or null when it can. */
export function keepProblem(choice: Pick<ChoiceView, 'keep'>, selected: number): string | null {
  if (selected === choice.keep) return null;
  return `choose ${choice.keep} to keep (${selected} chosen)`;
}

export function shownView(draws: DrawsState, scenario: Scenario): ShownView | null {
  const shown = draws.shown;
  if (!shown) return null;
  const until = shownUntil(shown);
  if (shown.kind === 'result') {
    const result = draws.results.find((r) => r.seq === shown.seq);
    return result ? { kind: 'result', result, until } : null;
  }
  const deck = scenario.decks.find((d) => d.id === shown.deck);
  if (!deck) return null;
  const piles = Object.entries(draws.decks[shown.deck]?.piles ?? {});
  const teams = new Map(scenario.teams.map((t) => [t.id, t.name]));
  const where = (instance: CardInstance): string | null => {
    const pile = piles.find(([, cards]) => cards.includes(instance))?.[0];
    const holder = pile?.startsWith('play:') ? pileHolder(pile) : null;
    return holder === null ? null : (teams.get(holder) ?? holder);
  };
  return {
    kind: 'cards',
    until,
    deckName: deck.name,
    cards: shown.cards.flatMap((c) => {
      const card = cardOf(deck, c);
      return card ? [{ ...card, where: where(c) }] : [];
    }),
  };
}
