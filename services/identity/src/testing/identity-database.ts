import { testDataSource } from '@carewith/platform/testing';
import { IDENTITY_ENTITIES } from '../identity-entities';
import { IDENTITY_MIGRATIONS } from '../migrations';

// An identity schema of its own (every migration run), for one test file.
export const identityTestDataSource = (prefix: string, poolSize = 2) =>
  testDataSource(prefix, { entities: IDENTITY_ENTITIES, migrations: IDENTITY_MIGRATIONS, poolSize });
