import type { Scenario } from '../../../scenarios/format/schema.ts';
import { isCrew, viewerTeam, type Viewer } from '../../../session/viewer.ts';
import { isHandPile, pileHolder } from './piles.ts';
import type { PileId } from '../types.ts';

/**
 * A deck whose holders are secret (a hidden traitor's sabotage cards): that a team holds,
 * draws or buys its cards is known to the crew and to that team only. Other teams and the
 * display see neither the hand nor its size, and no log line about it.
 */

export function holdersHidden(scenario: Scenario, deck: string): boolean {
  return scenario.decks.find((d) => d.id === deck)?.hiddenHolders === true;
}

/**
 * Whether a viewer may know what goes into or out of one pile of a deck at all: always, but
 * for another team's hand of a deck whose holders are secret.
 */
export function knowsHolder(
  viewer: Viewer,
  scenario: Scenario,
  deck: string,
  pile: PileId,
): boolean {
  if (isCrew(viewer) || !isHandPile(pile) || !holdersHidden(scenario, deck)) return true;
  return pileHolder(pile) === viewerTeam(viewer);
}
