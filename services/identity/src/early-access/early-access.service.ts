import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  DomainError,
  EARLY_ACCESS_DUPLICATE_MESSAGE,
  EarlyAccessRequest,
  EarlyAccessResponse,
} from '@carewith/contracts';
import { createLogger, isUniqueViolation } from '@carewith/platform';
import { EarlyAccessSignupEntity } from './early-access-signup.entity';

@Injectable()
export class EarlyAccessService {
  private readonly log = createLogger(EarlyAccessService.name);

  constructor(private readonly dataSource: DataSource) {}

  async signUp(request: EarlyAccessRequest): Promise<EarlyAccessResponse> {
    const repo = this.dataSource.getRepository(EarlyAccessSignupEntity);
    try {
      // The unique index on email decides duplicates, so two simultaneous signups cannot both pass.
      const saved = await repo.save(repo.create(request));
      this.log.info({ signupId: saved.id }, 'early-access signup recorded');
      return { id: saved.id };
    } catch (error) {
      if (isUniqueViolation(error))
        throw new DomainError('CONFLICT', EARLY_ACCESS_DUPLICATE_MESSAGE, [
          { field: 'email', message: EARLY_ACCESS_DUPLICATE_MESSAGE },
        ]);
      throw error;
    }
  }
}
