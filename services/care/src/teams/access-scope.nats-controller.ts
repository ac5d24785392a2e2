import { busController } from '@carewith/platform';
import { AccessScopeStore } from './access-scope-store';

export class AccessScopeNatsController extends busController(
  { scope: AccessScopeStore },
  { 'care.access.mine': { actor: ({ scope }, _data, actorId) => scope.mine(actorId) } },
) {}
