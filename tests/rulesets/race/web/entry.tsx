// The page with the race meeting test ruleset added: the build's app, given its renderer entry.
import { renderApp } from '../../../../src-renderer/renderApp';
import { raceRenderer } from '../entries';

renderApp({ rulesets: [raceRenderer] });
