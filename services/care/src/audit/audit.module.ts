import { Module } from '@nestjs/common';
import { AccessModule } from '../teams/access.module';
import { AuditFacts } from './audit-facts';
import { AuditNatsController } from './audit.nats-controller';
import { AuditStore } from './audit-store';
import { AuditService } from './audit.service';

// The care team's record of who did what; care's features write to it, and it follows the other
// services' facts.
@Module({
  imports: [AccessModule],
  controllers: [AuditNatsController],
  providers: [AuditStore, AuditService, AuditFacts],
  exports: [AuditService],
})
export class AuditModule {}
