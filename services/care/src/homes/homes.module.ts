import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { InvitationsModule } from '../invitations/invitations.module';
import { FamilyInvitations } from './family-invitations';
import { HomeStore } from './home-store';
import { HomesNatsController } from './homes.nats-controller';
import { HomesService } from './homes.service';
import { ResidentActivity } from './resident-activity';
import { ResidentPhotoVersion } from './resident-photo';
import { ResidentsNatsController } from './residents.nats-controller';
import { ResidentsService } from './residents.service';

// Care homes: the home and its staff, its residents (each a loved one with their own family's team),
// their consent, their last activity from games' records and their portrait's address from games' facts.
@Module({
  imports: [AuditModule, InvitationsModule],
  controllers: [HomesNatsController, ResidentsNatsController],
  providers: [HomeStore, HomesService, ResidentsService, FamilyInvitations, ResidentActivity, ResidentPhotoVersion],
})
export class HomesModule {}
