import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { EarlyAccessRequest, earlyAccessRequestSchema } from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { ZodPipe } from '../http/zod-body.pipe';

@Controller('api/early-access')
export class EarlyAccessController {
  constructor(private readonly bus: BusClient) {}

  @Post()
  @HttpCode(201)
  signUp(@Body(new ZodPipe(earlyAccessRequestSchema)) body: EarlyAccessRequest) {
    return this.bus.request('identity.earlyAccess.signup', body);
  }
}
