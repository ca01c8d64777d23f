export * from './crash';
export * from './damage';
export * from './explosion';
export * from './fire';
export * from './passive';
export * from './people';
export * from './skid';
export * from './state';
