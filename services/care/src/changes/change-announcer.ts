import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { CARE_CHANGED } from '@carewith/contracts';
import { createLogger, LIVE_CHANNEL, LiveChannel, onBusAnswer } from '@carewith/platform';
import { careChangeNotice } from './change-notice';

const log = createLogger('care-changes');

// Says on the live channel what each answered care change touched (decision 323), before its answer
// goes back, so games forgets what it kept of care's answers about it. Fire and forget: a notice lost
// (NATS away) leaves a kept answer to its end, a few seconds on.
@Injectable()
export class ChangeAnnouncer implements OnModuleInit, OnApplicationShutdown {
  private stop?: () => void;

  constructor(@Inject(LIVE_CHANNEL) private readonly live: LiveChannel) {}

  onModuleInit() {
    this.stop = onBusAnswer((pattern, actorId, data) => {
      const notice = careChangeNotice(pattern, actorId, data);
      if (!notice) return;
      this.live
        .publish(CARE_CHANGED, notice)
        .catch((error: Error) => log.warn({ err: error.message, pattern }, 'change notice not sent'));
    });
  }

  onApplicationShutdown() {
    this.stop?.();
  }
}
