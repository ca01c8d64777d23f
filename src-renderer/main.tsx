// The page's entry: the app with the build's rulesets (renderApp.tsx takes more, for a test's bundle).
import { renderApp } from './renderApp';

renderApp();
