/**
 * What a control that needs players says when the roster cannot give them: why it is disabled
 * and what to do, in the same words everywhere (its tooltip and the hint beside it).
 */
export const ADD_PLAYERS = 'Add players in the Teams tab (3) or fill it with sample players';

/** "Nobody on the roster may vote yet. Add players in the Teams tab (3) or …". */
export function needsPlayers(reason: string): string {
  return `${reason}. ${ADD_PLAYERS}.`;
}
