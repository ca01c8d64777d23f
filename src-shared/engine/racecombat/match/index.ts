export * from './combat';
export * from './damage';
export * from './dropped';
export * from './ram';
export * from './state';
