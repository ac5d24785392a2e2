import { Module } from '@nestjs/common';
import { LiveChannelModule } from '@carewith/platform';
import { CareAnswers } from './care-answers';

// What care says a member may see, kept for a moment (decision 323).
@Module({ imports: [LiveChannelModule], providers: [CareAnswers] })
export class CareAnswersModule {}
