import { Controller, Header, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import twilio from 'twilio';
import { z } from 'zod';
import { DomainError } from '@carewith/contracts';
import { BusClient, CONFIG, createLogger } from '@carewith/platform';
import type { GatewayConfig } from '../gateway.config';
import { ZodPipe } from '../http/zod-body.pipe';

const log = createLogger('twilio-webhooks');

const statusSchema = z.object({
  MessageSid: z.string().min(1).max(64),
  MessageStatus: z.string().min(1).max(32),
  ErrorCode: z.string().max(16).optional(),
});
const inboundSchema = z.object({ From: z.string().min(1).max(32), Body: z.string().max(1600).default('') });

// Twilio's callbacks. Each request must carry a valid X-Twilio-Signature for our auth token.
@Controller('api/webhooks/twilio')
export class TwilioWebhooksController {
  constructor(
    private readonly bus: BusClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  private verify(req: FastifyRequest) {
    if (!this.config.TWILIO_AUTH_TOKEN) throw new DomainError('NOT_FOUND', 'Not found');
    const url = new URL(req.url, this.config.PUBLIC_URL).toString();
    const header = req.headers['x-twilio-signature'];
    const signature = typeof header === 'string' ? header : '';
    const params = (req.body ?? {}) as Record<string, string>;
    if (!signature || !twilio.validateRequest(this.config.TWILIO_AUTH_TOKEN, signature, url, params)) {
      log.warn('webhook with a bad signature refused');
      throw new DomainError('FORBIDDEN', 'Invalid signature');
    }
  }

  @Post('status')
  @HttpCode(204)
  async status(@Req() req: FastifyRequest) {
    this.verify(req);
    const body = new ZodPipe(statusSchema).transform(req.body);
    await this.bus.request('messaging.sms.status', {
      providerId: body.MessageSid,
      status: body.MessageStatus,
      errorCode: body.ErrorCode,
    });
  }

  @Post('inbound')
  @HttpCode(200)
  @Header('Content-Type', 'text/xml')
  async inbound(@Req() req: FastifyRequest) {
    this.verify(req);
    const body = new ZodPipe(inboundSchema).transform(req.body);
    await this.bus.request('messaging.sms.inbound', { from: body.From, body: body.Body });
    // Twilio sends its own STOP/START confirmations; we answer with an empty reply.
    return '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
  }
}
