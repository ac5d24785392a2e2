import { testDataSource } from '@carewith/platform/testing';
import { MessageEntity } from '../messages/message.entity';
import { MESSAGING_MIGRATIONS } from '../migrations';

// A messaging schema of its own (every migration run), for one test file.
export const messagingTestDataSource = (prefix: string, poolSize = 2) =>
  testDataSource(prefix, { entities: [MessageEntity], migrations: MESSAGING_MIGRATIONS, poolSize });
