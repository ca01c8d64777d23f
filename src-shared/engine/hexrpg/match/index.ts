export * from './chicken';
export * from './combat';
export * from './criticals';
export * from './damage';
export * from './rolls';
export * from './turns';
