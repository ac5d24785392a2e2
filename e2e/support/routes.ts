import 'reflect-metadata';
import { GatewayModule, MIDDLEWARE_ROUTES } from '@carewith/gateway';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';

// Every HTTP route the gateway serves, read from Nest's own route metadata ("GET /api/seniors/:id"),
// and the few it answers in its middleware chain ("GET /api/health").
export function gatewayRoutes(): string[] {
  const controllers = (Reflect.getMetadata('controllers', GatewayModule) ?? []) as (new (...args: never[]) => object)[];
  const routes: string[] = [];
  for (const controller of controllers) {
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, unknown>)[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (path === undefined || method === undefined) continue;
      const full = `/${[base, path]
        .map((p) => p.replace(/^\/|\/$/g, ''))
        .filter(Boolean)
        .join('/')}`;
      routes.push(`${RequestMethod[method]} ${full}`);
    }
  }
  return [...routes, ...MIDDLEWARE_ROUTES].sort();
}
