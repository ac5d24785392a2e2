export * from './database';
export * from './eventually';
