// What the projections need of a database handle (the platform's projector defines it).
export type { Queryable } from '@carewith/platform';
