import { Module } from '@nestjs/common';
import { CompletionFactsReactor } from './completion-facts.reactor';

// The facts games publishes from its event store (what it records in its outbox is recorded by each
// feature beside its change).
@Module({ providers: [CompletionFactsReactor] })
export class GamesFactsModule {}
