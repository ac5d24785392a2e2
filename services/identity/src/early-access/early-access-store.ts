import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EarlyAccessRequest } from '@carewith/contracts';
import { EarlyAccessSignupEntity } from './early-access-signup.entity';

// The landing page's early-access list (migration 1763760000000-early-access).
@Injectable()
export class EarlyAccessStore {
  constructor(private readonly dataSource: DataSource) {}

  // The signup's id. The unique index on email refuses a second signup of an address (a unique
  // violation, for the caller to word).
  async add(request: EarlyAccessRequest): Promise<string> {
    const repo = this.dataSource.getRepository(EarlyAccessSignupEntity);
    const saved = await repo.save(repo.create(request));
    return saved.id;
  }
}
