import { Module } from '@nestjs/common';
import { MemoryBoxModule } from '../memory-box/memory-box.module';
import { AboutMeSharesService } from './about-me-shares.service';
import { AboutMeStore } from './about-me-store';
import { AboutMeNatsController } from './about-me.nats-controller';
import { AboutMeService } from './about-me.service';

// "Who I am": a handover page and a life-story book per loved one, and the links that share them.
@Module({
  imports: [MemoryBoxModule],
  controllers: [AboutMeNatsController],
  providers: [AboutMeStore, AboutMeService, AboutMeSharesService],
  exports: [AboutMeStore],
})
export class AboutMeModule {}
