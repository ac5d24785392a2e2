import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRequest } from '../auth/session';

// Node's request, as the pipeline's steps left it (session, signed-in user, cookies).
export const RawRequest = createParamDecorator(
  (_: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<FastifyRequest>().raw as SessionRequest,
);

// Node's response, for a route that writes its answer itself (media with byte ranges and 304s, a
// stream, a sign-in provider's redirect): Fastify leaves that answer to it. An error thrown before the
// route writes anything is still answered as JSON (HttpErrorFilter).
export const RawResponse = createParamDecorator((_: unknown, context: ExecutionContext): ServerResponse => {
  const reply = context.switchToHttp().getResponse<FastifyReply>();
  reply.hijack();
  return reply.raw;
});

// A JSON answer written on Node's response (a refusal before Fastify's reply, or after a route took
// the response over).
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

// A redirect, as Express's res.redirect(302, url) answered it.
export function redirect(res: ServerResponse, url: string): void {
  res.statusCode = 302;
  res.setHeader('Location', url);
  res.setHeader('Content-Length', '0');
  res.end();
}
