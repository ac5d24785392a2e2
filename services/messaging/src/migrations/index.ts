import { Messages1763760300000 } from './1763760300000-messages';
import { Sms1763760700000 } from './1763760700000-sms';
import { MessageScope1763900000000 } from './1763900000000-message-scope';

// Messaging's migrations in the order they run (the service and its tests' schemas alike).
export const MESSAGING_MIGRATIONS = [Messages1763760300000, Sms1763760700000, MessageScope1763900000000];
