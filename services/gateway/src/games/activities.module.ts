import { Module } from '@nestjs/common';
import { BusClientModule } from '@carewith/platform';
import { PhotosController } from '../photos/photos.controller';
import { VoiceClipsController } from '../voice-clips/voice-clips.controller';
import { GamesController } from './games.controller';

// Activities: making, sending and exporting them, with their photos and the family's voice clips.
@Module({ imports: [BusClientModule], controllers: [GamesController, PhotosController, VoiceClipsController] })
export class ActivitiesModule {}
