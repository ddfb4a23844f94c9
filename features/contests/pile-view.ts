import type { CommitteeDef } from './contests-format.ts';
import type { SessionState } from '../../session/types.ts';
import { playerName } from './contest-defs.ts';
import type { PileState } from './types.ts';

/** What the console shows of a committee's piles: derived from the session, never stored. */

/** A pile as it stands; an option the state does not list yet is at its start. */
export function pileState(def: CommitteeDef, state: SessionState, option: string): PileState {
  const stored = state.contests.committees[def.id]?.[option];
  if (stored) return stored;
  const start = def.options.find((o) => o.id === option)?.start ?? 0;
  return { value: start, cards: start > 0 ? [start] : [], locked: false, holder: null };
}

export interface PileView {
  option: string;
  name: string;
  text: string;
  lockable: boolean;
  value: number;
  cards: number[];
  locked: boolean;
  holder: string | null;
  holderName: string | null;
  /** "next buyer must play more than N" (or that the option is locked this turn). */
  beat: string;
}

export function pileView(def: CommitteeDef, state: SessionState): PileView[] {
  return def.options.map((o) => {
    const pile = pileState(def, state, o.id);
    return {
      option: o.id,
      name: o.name,
      text: o.text,
      lockable: o.lockable,
      value: pile.value,
      cards: pile.cards,
      locked: pile.locked,
      holder: pile.holder,
      holderName: pile.holder === null ? null : playerName(state.roster.players, pile.holder),
      beat: pile.locked
        ? 'locked until the next turn'
        : `next buyer must play more than ${pile.value}`,
    };
  });
}

/** Card values typed as "7 10", "7, 10" or "7+10"; null when something is not a whole number ≥ 0. */
export function parseCards(text: string): number[] | null {
  const parts = text.split(/[\s,+]+/).filter(Boolean);
  const cards = parts.map(Number);
  return cards.every((n) => Number.isInteger(n) && n >= 0) ? cards : null;
}

export interface BuyCheck {
  total: number;
  /** Why the buy would be refused, or null when it would go through. */
  problem: string | null;
}

/** Whether these cards buy the option now (the same test `pile.buy` makes). */
export function checkBuy(pile: PileState, cards: readonly number[]): BuyCheck {
  const total = cards.reduce((a, b) => a + b, 0);
  if (pile.locked) return { total, problem: 'locked this turn' };
  if (cards.length === 0) return { total, problem: 'no cards played' };
  if (total <= pile.value) return { total, problem: `play more than ${pile.value}` };
  return { total, problem: null };
}
