// What the projections need of a database handle: a TypeORM DataSource or EntityManager, or a pg client
// wrapped to answer rows (PlayProjector's transaction).
export type Queryable = { query<T = unknown>(sql: string, parameters?: unknown[]): Promise<T> };
