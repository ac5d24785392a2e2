import { Injectable } from '@nestjs/common';
import { DomainError } from '@carewith/contracts';
import { BusClient, FactBus } from '@carewith/platform';
import { defaultMessage } from '../language/loved-one-texts';
import { ActivityStore } from './activity-store';
import { ActivityTextService } from './activity-text.service';
import { GameAccessService } from './game-access.service';

const ALREADY_SENT = 'This activity has already been sent.';

// Send SMS: a play link texted to the loved one. Only a draft is sent, and only once: a double click
// or a retried request sends one text (the text itself is ActivityTextService's).
@Injectable()
export class SendActivityService {
  constructor(
    private readonly store: ActivityStore,
    private readonly access: GameAccessService,
    private readonly bus: BusClient,
    private readonly text: ActivityTextService,
    private readonly facts: FactBus,
  ) {}

  // message: the caregiver's; none (the API's default) is the spec's default in the loved one's language.
  async send(actorId: string, gameId: string, message?: string): Promise<{ playUrl: string }> {
    const { instance } = await this.access.load(gameId, 'manage');
    if (!instance.seniorId) {
      throw new DomainError('VALIDATION', 'Choose a loved one for this activity before sending it.', [
        { field: 'seniorId', message: 'Choose a loved one for this activity before sending it.' },
      ]);
    }
    if (instance.status !== 'DRAFT' && instance.status !== 'SENT') throw new DomainError('CONFLICT', ALREADY_SENT);
    const contact = await this.bus.request('care.seniors.contact', { seniorId: instance.seniorId });
    if (!contact.phone) {
      throw new DomainError(
        'VALIDATION',
        `${contact.firstName} has no phone number yet. Add one on their profile first.`,
        [
          {
            field: 'seniorId',
            message: `${contact.firstName} has no phone number yet. Add one on their profile first.`,
          },
        ],
      );
    }
    const { optedOut } = await this.bus.request('messaging.optOut.check', { phone: contact.phone });
    if (optedOut) {
      throw new DomainError(
        'CONFLICT',
        `${contact.firstName}'s phone replied STOP to our texts, so we cannot send more. A reply of START allows texts again.`,
      );
    }
    const { playUrl, duplicate } = await this.text.queueText({
      gameId,
      seniorId: instance.seniorId,
      phone: contact.phone,
      message: message ?? defaultMessage(contact.language),
      language: contact.language,
      linkCreatedBy: actorId,
    });
    // The text already went out with another link.
    if (duplicate) throw new DomainError('CONFLICT', ALREADY_SENT);
    // A fact of its own (one statement: the store's transaction is that statement's).
    const seniorId = instance.seniorId;
    await this.store.transaction((em) =>
      this.facts.record(em, 'games.activity-sent', {
        gameInstanceId: gameId,
        seniorId,
        careTeamId: instance.careTeamId,
        channel: 'sms',
      }),
    );
    return { playUrl };
  }
}
