import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusRequestData } from '@carewith/contracts';
import { ActorHandler, BusHandler, BusRequest } from '@carewith/platform';
import { MessagesService } from './messages.service';

// Called by games (opt-out check), the gateway (webhooks, after their signature is checked, and
// the activity's delivery status once the caller's access is checked) and the dev outbox page.
@Controller()
export class MessagesNatsController {
  constructor(private readonly messages: MessagesService) {}

  @BusHandler('messaging.optOut.check')
  async optOut(@Payload() req: BusRequest<'messaging.optOut.check'>) {
    return { optedOut: await this.messages.isOptedOut(req.data.phone) };
  }

  @BusHandler('messaging.sms.status')
  status(@Payload() req: BusRequest<'messaging.sms.status'>) {
    return this.messages.providerStatus(req.data.providerId, req.data.status, req.data.errorCode);
  }

  @BusHandler('messaging.sms.inbound')
  inbound(@Payload() req: BusRequest<'messaging.sms.inbound'>) {
    return this.messages.inbound(req.data.from, req.data.body);
  }

  @BusHandler('messaging.messages.byRef')
  byRef(@Payload() req: BusRequest<'messaging.messages.byRef'>) {
    return this.messages.byRef(req.data.refId);
  }

  @BusHandler('messaging.outbox.list')
  outbox(@Payload() req: BusRequest<'messaging.outbox.list'>) {
    return this.messages.outbox(req.data);
  }

  // Data rights, asked by care (erasure, after its owner check) and the gateway (the archive, for a
  // loved one care has just authorized).
  @ActorHandler('messaging.messages.export')
  export(data: BusRequestData<'messaging.messages.export'>) {
    return this.messages.exportFor(data);
  }

  @ActorHandler('messaging.erase')
  erase(data: BusRequestData<'messaging.erase'>) {
    return this.messages.eraseFor(data);
  }
}
