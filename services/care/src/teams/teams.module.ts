import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AccessModule } from './access.module';
import { TeamsNatsController } from './teams.nats-controller';
import { TeamsService } from './teams.service';

// Care teams and their members' roles.
@Module({
  imports: [AccessModule, AuditModule],
  controllers: [TeamsNatsController],
  providers: [TeamsService],
  exports: [TeamsService],
})
export class TeamsModule {}
