import { Module } from '@nestjs/common';
import { UsersNatsController } from './users.nats-controller';
import { UsersService } from './users.service';
import { UserStore } from './user-store';

// Users: the sign-in upsert, the current user, profile and language.
@Module({ controllers: [UsersNatsController], providers: [UserStore, UsersService] })
export class UsersModule {}
