import { EarlyAccess1763760000000 } from './1763760000000-early-access';
import { Users1763760100000 } from './1763760100000-users';
import { UserLanguage1764200000000 } from './1764200000000-user-language';

// Identity's migrations in the order they run (the service and its tests' schemas alike).
export const IDENTITY_MIGRATIONS = [EarlyAccess1763760000000, Users1763760100000, UserLanguage1764200000000];
