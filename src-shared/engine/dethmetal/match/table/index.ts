/** The match assistant's table: live cards, the fold of recorded events, and what the turn allows each car. */
export * from './state';
export * from './reducer';
export * from './turn';
