export * from './database';
export * from './eventually';
export * from './private-servers';
export * from './link';
export * from './decider-spec';
export * from './in-process-bus';
export * from './refusal';
export * from './redis-queue';
