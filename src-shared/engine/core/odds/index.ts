/**
 * The odds engine (issue 23): the exact distribution of any calculator's outcome, through the calculator itself
 * (enumerate.ts), shaped for a screen or the CLI (odds.ts). Pure: it imports only the engine's dice.
 */
export {
  type Counts,
  DEFAULT_BUDGET,
  type Enumerated,
  type EnumerateOptions,
  enumerate,
  type FaceClasses,
  OverBudget,
  type RollAsked,
  UNSETTLED,
} from './enumerate';
export { enumerateStages, runStages, type StageEnd, type Then } from './stages';
export { type FaceOption, type RollOptions, rollOptions } from './faces';
export { type Fraction, fractionText, gcd, lcm, reduce, toNumber } from './fraction';
export {
  type NotModelled,
  type OddsOptions,
  type OddsReport,
  oddsOf,
  stagedOddsOf,
  type OutcomeOdds,
  type OutcomeValue,
  type Question,
  type QuestionOdds,
} from './odds';
export { type RollOffSpec, rollOffState } from './rollOff';
export {
  type DuelCurves,
  type DuelOptions,
  type DuelRules,
  type DuelShot,
  type DuelSide,
  type DuelTurn,
  DEFAULT_CHAIN_BUDGET,
  duelChain,
  duelOdds,
  duelSimulate,
  other,
} from './duel';
