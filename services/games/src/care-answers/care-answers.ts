import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { BusReplyData, BusRequestData, CARE_CHANGED, seniorTag, teamTag } from '@carewith/contracts';
import {
  BaseConfig,
  BusClient,
  ChangeNotice,
  CONFIG,
  createLogger,
  KeptAnswerRule,
  KeptAnswers,
  LIVE_CHANNEL,
  LiveChannel,
} from '@carewith/platform';

const log = createLogger('care-answers');

type Access = BusRequestData<'care.seniors.authorize'>;
const aboutTheLovedOne: KeptAnswerRule = {
  // Only to read: every change is authorised by care at the moment it is made.
  keeps: (data) => (data as Access).need === 'view',
  tags: (data, answer) => [
    seniorTag((data as Access).seniorId),
    teamTag((answer as { careTeamId: string }).careTeamId),
  ],
};

export const CARE_ANSWER_RULES = {
  'care.seniors.authorize': aboutTheLovedOne,
  'care.seniors.sendInfoFor': aboutTheLovedOne,
  'care.dashboard': {
    keeps: () => true,
    tags: (_data, answer) => {
      const { careTeams, seniors } = answer as BusReplyData<'care.dashboard'>;
      return [...careTeams.map((t) => teamTag(t.id)), ...seniors.map((s) => seniorTag(s.id))];
    },
  },
} satisfies Record<string, KeptAnswerRule>;

// Keeps care's answers to a member's reads for CARE_ANSWERS_KEPT_MS (a visit's reads fall inside it,
// and a change notice lost on the way is wrong for no longer), once games hears care's change notices:
// until it does (the live channel not reached), every read asks care.
@Injectable()
export class CareAnswers implements OnModuleInit, OnApplicationShutdown {
  readonly kept: KeptAnswers;
  private stop?: () => void;

  constructor(
    private readonly bus: BusClient,
    @Inject(LIVE_CHANNEL) private readonly live: LiveChannel,
    @Inject(CONFIG) private readonly config: BaseConfig,
  ) {
    this.kept = new KeptAnswers(CARE_ANSWER_RULES, config.CARE_ANSWERS_KEPT_MS);
  }

  async onModuleInit() {
    if (!this.config.CARE_ANSWERS_KEPT_MS) return;
    try {
      this.stop = await this.live.subscribe(CARE_CHANGED, (notice) => this.kept.forget(notice as ChangeNotice));
      this.bus.keepAnswers(this.kept);
    } catch (error) {
      log.warn({ err: (error as Error).message }, "care's change notices not heard: its answers are not kept");
    }
  }

  onApplicationShutdown() {
    this.bus.keepAnswers(undefined);
    this.stop?.();
  }
}
