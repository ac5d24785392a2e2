export * from './decider';
export * from './keyed-lanes';
export * from './stream-commands';
export * from './projector';
