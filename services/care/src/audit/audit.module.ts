import { Module } from '@nestjs/common';
import { AccessModule } from '../teams/access.module';
import { AuditNatsController } from './audit.nats-controller';
import { AuditService } from './audit.service';

// The care team's record of who did what; the other features write to it.
@Module({
  imports: [AccessModule],
  controllers: [AuditNatsController],
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditModule {}
