import type { CardInstance, PileId, ShownItem } from './types.ts';

/**
 * The shapes of every draw action as they are logged. Each has a module (schema, apply,
 * describe) in the engine's folder; `draw-actions.ts` lists them all.
 */

export type DrawPosition = 'top' | 'bottom' | 'random';
export type PlacePosition = 'top' | 'bottom' | 'shuffle';

export interface DeckShuffleAction {
  type: 'deck.shuffle';
  deck: string;
  /** Default `draw`. */
  pile?: PileId;
  [field: string]: unknown;
}

export interface DeckDrawAction {
  type: 'deck.draw';
  deck: string;
  /** Default 1. */
  count?: number;
  /** Default `draw`. */
  from?: PileId;
  /** Default `top`. */
  position?: DrawPosition;
  /** Default `play`. */
  to?: PileId;
  [field: string]: unknown;
}

export interface DeckDealAction {
  type: 'deck.deal';
  deck: string;
  /** Cards per holder; default 1. */
  count?: number;
  /** Team ids in seat order; empty or absent: every team of kind "team", in scenario order. */
  holders?: string[];
  /** Default: the deck's `dealTo`. */
  to?: 'hand' | 'play';
  /** Skip a holder whose target pile already holds this many cards. */
  limit?: number;
  [field: string]: unknown;
}

export interface DeckMoveAction {
  type: 'deck.move';
  deck: string;
  /** Instances, wherever they are now. */
  cards: CardInstance[];
  to: PileId;
  /** Default `top`; `shuffle` shuffles them into the target pile. */
  position?: PlacePosition;
  [field: string]: unknown;
}

export interface DeckReshuffleAction {
  type: 'deck.reshuffle';
  deck: string;
  [field: string]: unknown;
}

export interface DeckFindAction {
  type: 'deck.find';
  deck: string;
  /** A card definition id: its first copy in `from` is taken. */
  card: string;
  /** Default `draw`. */
  from?: PileId;
  /** Default `play`. */
  to?: PileId;
  [field: string]: unknown;
}

export interface DeckSplitAction {
  type: 'deck.split';
  deck: string;
  /** Deal the draw pile into this many piles `stack:1…n`, as evenly as it goes. */
  piles: number;
  [field: string]: unknown;
}

export interface DeckClearPlayAction {
  type: 'deck.clear-play';
  deck: string;
  [field: string]: unknown;
}

export interface DeckResetAction {
  type: 'deck.reset';
  deck: string;
  [field: string]: unknown;
}

export interface BagDrawAction {
  type: 'bag.draw';
  bag: string;
  /** Default 1. */
  count?: number;
  /** Put each piece back at once (drawing with replacement). */
  replace?: boolean;
  /** Kinds put back and drawn again: they do not count towards `count`. */
  redraw?: string[];
  /** Draw one at a time until a piece of one of these kinds comes out (`count` is ignored). */
  until?: string[];
  [field: string]: unknown;
}

/** Pieces from the supply into the bag (returning drawn pieces is adding them back). */
export interface BagAddAction {
  type: 'bag.add';
  bag: string;
  items: Record<string, number>;
  [field: string]: unknown;
}

/** Chosen pieces out of the bag into the supply (not random). */
export interface BagRemoveAction {
  type: 'bag.remove';
  bag: string;
  items: Record<string, number>;
  [field: string]: unknown;
}

export interface BagPresetAction {
  type: 'bag.preset';
  bag: string;
  preset: string;
  [field: string]: unknown;
}

export interface DiceRollAction {
  type: 'dice.roll';
  expression: string;
  label?: string;
  [field: string]: unknown;
}

/** Dice rolled at the table: the faces in the order the expression's dice appear. */
export interface DiceEnterAction {
  type: 'dice.enter';
  expression: string;
  faces: number[];
  label?: string;
  [field: string]: unknown;
}

export interface TableRollAction {
  type: 'table.roll';
  table: string;
  /** Added to the dice total of a ranged table. Default 0. */
  modifier?: number;
  /** A total rolled at the table (ranged tables), instead of the generator. */
  entered?: number;
  [field: string]: unknown;
}

export interface TableResetAction {
  type: 'table.reset';
  table: string;
  [field: string]: unknown;
}

export interface DrawsShowAction {
  type: 'draws.show';
  item: ShownItem;
  [field: string]: unknown;
}

export interface DrawsHideAction {
  type: 'draws.hide';
  [field: string]: unknown;
}
