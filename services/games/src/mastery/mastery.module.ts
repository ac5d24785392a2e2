import { Module } from '@nestjs/common';
import { MasteryReadService } from './mastery-read.service';
import { MasteryStore } from './mastery-store';
import { MasteryNatsController } from './mastery.nats-controller';

// What the loved one knows, item by item (the mastery projection writes it; this reads it).
@Module({ controllers: [MasteryNatsController], providers: [MasteryReadService, MasteryStore] })
export class MasteryModule {}
