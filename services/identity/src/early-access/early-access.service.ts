import { Injectable } from '@nestjs/common';
import {
  DomainError,
  EARLY_ACCESS_DUPLICATE_MESSAGE,
  EarlyAccessRequest,
  EarlyAccessResponse,
} from '@carewith/contracts';
import { createLogger, isUniqueViolation } from '@carewith/platform';
import { EarlyAccessStore } from './early-access-store';

@Injectable()
export class EarlyAccessService {
  private readonly log = createLogger(EarlyAccessService.name);

  constructor(private readonly store: EarlyAccessStore) {}

  async signUp(request: EarlyAccessRequest): Promise<EarlyAccessResponse> {
    try {
      // The unique index on email decides duplicates, so two simultaneous signups cannot both pass.
      const id = await this.store.add(request);
      this.log.info({ signupId: id }, 'early-access signup recorded');
      return { id };
    } catch (error) {
      if (isUniqueViolation(error))
        throw new DomainError('CONFLICT', EARLY_ACCESS_DUPLICATE_MESSAGE, [
          { field: 'email', message: EARLY_ACCESS_DUPLICATE_MESSAGE },
        ]);
      throw error;
    }
  }
}
