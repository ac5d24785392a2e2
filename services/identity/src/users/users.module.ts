import { Module } from '@nestjs/common';
import { UsersNatsController } from './users.nats-controller';
import { UsersService } from './users.service';

// Users: the sign-in upsert, the current user, profile and language.
@Module({ controllers: [UsersNatsController], providers: [UsersService] })
export class UsersModule {}
