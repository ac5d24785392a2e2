import { EarlyAccessSignupEntity } from './early-access/early-access-signup.entity';
import { UserEntity, UserIdentityEntity } from './users/user.entity';

// The entities identity maps (the service and its tests' schemas alike).
export const IDENTITY_ENTITIES = [EarlyAccessSignupEntity, UserEntity, UserIdentityEntity];
