import { busController } from '@carewith/platform';
import { MessagesService } from './messages.service';

// Called by games (opt-out check), the gateway (webhooks, after their signature is checked, and
// the activity's delivery status once the caller's access is checked) and the dev outbox page.
export class MessagesNatsController extends busController(
  { messages: MessagesService },
  {
    'messaging.optOut.check': {
      anyone: async ({ messages }, { data }) => ({ optedOut: await messages.isOptedOut(data.phone) }),
    },
    'messaging.sms.status': {
      anyone: ({ messages }, { data }) => messages.providerStatus(data.providerId, data.status, data.errorCode),
    },
    'messaging.sms.inbound': { anyone: ({ messages }, { data }) => messages.inbound(data.from, data.body) },
    'messaging.messages.byRef': { anyone: ({ messages }, { data }) => messages.byRef(data.refId) },
    'messaging.outbox.list': { anyone: ({ messages }, { data }) => messages.outbox(data) },
    // Data rights, asked by care (erasure, after its owner check) and the gateway (the archive, for a
    // loved one care has just authorized).
    'messaging.messages.export': { actor: ({ messages }, data) => messages.exportFor(data) },
    'messaging.erase': { actor: ({ messages }, data) => messages.eraseFor(data) },
  },
) {}
