/** Dealing a galaxy template to players and placing it tile by tile. */
export { dealGalaxy, type DealOutcome, type DealSource } from './deal-galaxy.ts';
export {
  currentTurn,
  firstLegalMove,
  isDone,
  legalCells,
  place,
  playableTiles,
  takeBack,
  type PlaceMove,
  type Turn,
} from './placement.ts';
export { seatAt, turnSequence, type TurnOrder } from './turn-order.ts';
export type * from './types.ts';
export { dealRecord, dealtMap, placeAll, type AutoPlaced } from './finish.ts';
