/** Adjudication: resolvers run from scenario data, with exact odds before anyone rolls. */
export { findResolver, diceNeeded, resolveRolled, resolveTyped } from './resolve.ts';
export { resolverOdds, exactOdds, estimateOdds } from './odds.ts';
export { fillInputs, inputsOf } from './inputs.ts';
export { ResolveError } from './types.ts';
export type * from './types.ts';
