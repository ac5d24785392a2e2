export * from './database';
export * from './eventually';
export * from './private-servers';
export * from './decider-spec';
