/** The app with the race meeting test ruleset added (`web/`: `startApp` given `raceMain`, `renderApp` given `raceRenderer`). */
import { buildTestRulesetApp } from '../buildApp';

export const buildRaceApp = (): Promise<string> => buildTestRulesetApp('race', 'race-ruleset');
