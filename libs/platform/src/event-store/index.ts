// The contract suite is deliberately not exported: it imports jest and belongs to tests only.
export * from './event-store.port';
export * from './postgres-event-store';
export * from './eventstoredb-event-store';
