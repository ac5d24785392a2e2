import { CanActivate, createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { SessionRequest } from './session';
import { DomainError, SessionUser } from '@carewith/contracts';

// Signed-in screens and their calls: 401 without a session user.
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!userOf(context)) throw new DomainError('UNAUTHENTICATED', 'Unauthorized');
    return true;
  }
}

// The signed-in member, as passport's session step left them on Node's request.
const userOf = (context: ExecutionContext): SessionUser | undefined =>
  (context.switchToHttp().getRequest<FastifyRequest>().raw as SessionRequest).user;

export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext) => userOf(context) as SessionUser,
);
