/** Dice notation: parse, roll, enter physical dice, and exact or estimated odds. */
export { parseDice, meets } from './parse.ts';
export { formatExpr, formatGroup } from './format.ts';
export { rollExpr, evaluateFaces, diceNeeded, evaluateWith } from './evaluate.ts';
export {
  exactDistribution,
  monteCarloDistribution,
  distributionOf,
  summarize,
  tailProbabilities,
} from './distribution.ts';
export type * from './types.ts';
