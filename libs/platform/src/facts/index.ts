export * from './fact-bus';
export * from './fact-handler';
export * from './fact-handlers.explorer';
export * from './fact-transport.port';
export * from './fact-transports';
export * from './jetstream-fact-transport';
export * from './postgres-fact-transport';
export * from './fact-publisher';
