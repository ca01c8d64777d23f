export * from './channels';
export * from './result';
export * from './fields';
export * from './validate';
export * from './depth';
