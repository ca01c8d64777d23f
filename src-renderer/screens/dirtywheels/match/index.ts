/** The Dirty Wheels match screen: live car cards, the calculators, the match and dice logs, and the result. */
export { DirtyWheelsMatchScreen } from './DirtyWheelsMatchScreen';
