import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AccessModule } from './access.module';
import { AccessScopeNatsController } from './access-scope.nats-controller';
import { AccessScopeStore } from './access-scope-store';
import { TeamsNatsController } from './teams.nats-controller';
import { TeamsService } from './teams.service';

// Care teams and their members' roles.
@Module({
  imports: [AccessModule, AuditModule],
  controllers: [TeamsNatsController, AccessScopeNatsController],
  providers: [TeamsService, AccessScopeStore],
  exports: [TeamsService],
})
export class TeamsModule {}
