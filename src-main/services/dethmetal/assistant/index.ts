/** The match assistant's service: the table in the league file (session.ts), the engine's calculators on its cards (calculate.ts). */
export { startingCards, previewOnTable, resolveOnTable, tableOn, refusal, actorsOf, type OnCards } from './calculate';
export { act, assistantState, assistantTableServices, previewCalculation } from './session';
