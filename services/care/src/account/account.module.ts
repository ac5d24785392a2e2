import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { SeniorsModule } from '../seniors/seniors.module';
import { AccountNatsController } from './account.nats-controller';
import { AccountService } from './account.service';
import { AccountStore } from './account-store';

// Deleting a caregiver's account: care's teams, the loved ones only they look after, their records.
@Module({
  imports: [SeniorsModule, AuditModule],
  controllers: [AccountNatsController],
  providers: [AccountStore, AccountService],
})
export class AccountModule {}
