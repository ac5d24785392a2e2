import { Controller, Type } from '@nestjs/common';
import { BusPattern, BusRequestData } from '@carewith/contracts';
import { ActorHandler, BusHandler, BusRequest, requireActor } from './bus-handler';

// How one bus subject is answered: who may ask, and which service call answers it.
export type BusRoute<D, P extends BusPattern> =
  // Signed-in callers only, as @ActorHandler: without an actor, UNAUTHENTICATED before the call.
  | { actor: (deps: D, data: BusRequestData<P>, actorId: string) => unknown }
  // Any caller, as @BusHandler: internal subjects, and the play page whose token is the capability.
  | { anyone: (deps: D, req: BusRequest<P>) => unknown }
  // The play page with its token, or else a signed-in team member (photos and voice clips).
  | (BusRequestData<P> extends { token?: string }
      ? { tokenOrActor: (deps: D, data: BusRequestData<P>) => unknown }
      : never);

export type BusRoutes<D> = { [P in BusPattern]?: BusRoute<D, P> };

type Instances<T> = { [K in keyof T]: T[K] extends Type<infer I> ? I : never };

// A feature's bus controller as a table: each subject mapped to the call of the services it injects
// (`{ seniors: SeniorsService }`), every one parsed, enveloped and access-checked by the same
// decorators a hand-written handler uses. Declared `export class XNatsController extends
// busController(...) {}`, so it keeps its name in the module and in Nest's logs.
export function busController<T extends Record<string, Type<unknown>>>(
  deps: T,
  routes: BusRoutes<Instances<T>>,
): Type<{ readonly deps: Instances<T> }> {
  const names = Object.keys(deps);
  class RoutesController {
    readonly deps: Instances<T>;
    constructor(...services: unknown[]) {
      this.deps = Object.fromEntries(names.map((name, i) => [name, services[i]])) as Instances<T>;
    }
  }
  // What Nest injects, in the constructor's order (what `constructor(private x: X)` would declare).
  Reflect.defineMetadata(
    'design:paramtypes',
    names.map((name) => deps[name]),
    RoutesController,
  );
  Controller()(RoutesController);
  for (const [pattern, route] of Object.entries(routes) as [BusPattern, BusRoute<Instances<T>, BusPattern>][]) {
    answer(RoutesController.prototype, pattern, route);
  }
  return RoutesController;
}

type WithDeps<D> = { readonly deps: D };

// Adds the method that answers `pattern` (named after it) to the controller, under the decorator of
// its access rule.
function answer<D>(controller: WithDeps<D>, pattern: BusPattern, route: BusRoute<D, BusPattern>) {
  let handler: (this: WithDeps<D>, ...args: never[]) => unknown;
  let decorate: MethodDecorator;
  if ('actor' in route) {
    handler = function (this: WithDeps<D>, data: BusRequestData<BusPattern>, actorId: string) {
      return route.actor(this.deps, data, actorId);
    };
    decorate = ActorHandler(pattern) as MethodDecorator;
  } else if ('anyone' in route) {
    handler = function (this: WithDeps<D>, req: BusRequest<BusPattern>) {
      return route.anyone(this.deps, req);
    };
    decorate = BusHandler(pattern);
  } else {
    const call = route as { tokenOrActor: (deps: D, data: unknown) => unknown };
    handler = function (this: WithDeps<D>, req: BusRequest<BusPattern>) {
      if (!(req.data as { token?: string }).token) requireActor(req);
      return call.tokenOrActor(this.deps, req.data);
    };
    decorate = BusHandler(pattern);
  }
  Object.defineProperty(handler, 'name', { value: pattern });
  const descriptor: PropertyDescriptor = { value: handler, writable: true, configurable: true };
  decorate(controller, pattern, descriptor);
  Object.defineProperty(controller, pattern, descriptor);
}
