import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AccessModule } from '../teams/access.module';
import { InvitationsNatsController } from './invitations.nats-controller';
import { InvitationMailer } from './invitation-mailer';
import { InvitationStore } from './invitation-store';
import { InvitationsService } from './invitations.service';

// Inviting a sibling into the care team, and accepting.
@Module({
  imports: [AccessModule, AuditModule],
  controllers: [InvitationsNatsController],
  providers: [InvitationStore, InvitationMailer, InvitationsService],
  // A care home invites a resident's family with the same invitations (homes/family-invitations.ts).
  exports: [InvitationStore, InvitationMailer],
})
export class InvitationsModule {}
