import { SetMetadata } from '@nestjs/common';
import { MetadataScanner } from '@nestjs/core';
import type { Fact, FactSubject } from '@carewith/contracts';
import { decoratedMethods } from '../service/decorated-methods';

const FACT_HANDLER = Symbol('fact-handler');

export type FactHandlerOptions = {
  // The durable consumer's name, "<service>.<reaction>" (e.g. "care.completion-emails"): its position
  // survives restarts and its replicas share the deliveries. Several methods may share one consumer, each
  // for its own subjects.
  consumer: string;
  // Deliveries of this consumer handled at once in this process (default 4).
  concurrency?: number;
  // Tries before a fact goes to the dead letters (default 30, about seven minutes).
  maxAttempts?: number;
};

export type FactHandlerSpec = { subjects: FactSubject[]; options: FactHandlerOptions };

// Marks a provider's method as the reaction to one or more facts, as @JobHandler does for jobs: the
// platform starts the durable consumer at bootstrap (FactHandlersExplorer), reads each fact with its
// subject's schema, skips one this consumer already handled (by fact id), runs the method inside the
// fact's request context and trace, acknowledges it once the method resolves and, after maxAttempts
// failures, keeps it among the service's dead letters for an operator to replay (tools/facts.mjs).
export function FactHandler<S extends FactSubject>(subjects: S | readonly S[], options: FactHandlerOptions) {
  return <M extends (fact: Fact<S>) => Promise<unknown>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    const list = (Array.isArray(subjects) ? [...subjects] : [subjects]) as FactSubject[];
    SetMetadata<symbol, FactHandlerSpec>(FACT_HANDLER, { subjects: list, options })(target, key, descriptor);
  };
}

export type FactHandlerMethod = FactHandlerSpec & {
  instance: object;
  method: string;
  run: (fact: Fact<FactSubject>) => Promise<unknown>;
};

// The @FactHandler methods of one provider instance.
export const factHandlersOf = (instance: object, scanner = new MetadataScanner()): FactHandlerMethod[] =>
  decoratedMethods<FactHandlerSpec, Fact<FactSubject>>(instance, FACT_HANDLER, scanner);

export const hasFactHandlers = (instance: object) => factHandlersOf(instance).length > 0;
